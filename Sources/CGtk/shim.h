#ifndef SCICHART_CGTK_SHIM_H
#define SCICHART_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>
#endif
