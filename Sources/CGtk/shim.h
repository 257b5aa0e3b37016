#ifndef SCICHART_CGTK_SHIM_H
#define SCICHART_CGTK_SHIM_H
/* Without the development files (or without pkg-config, which gives their folder), say what
   to install rather than only that the header is missing. */
#if !__has_include(<gtk/gtk.h>)
#error "gtk/gtk.h not found: GTK 4's development files are missing. On Debian: sudo apt-get install libgtk-4-dev pkg-config (scripts/install-deps libgtk-4-dev pkg-config does it when they are missing)."
#endif
#include <gtk/gtk.h>
#include <glib-unix.h>
#endif
