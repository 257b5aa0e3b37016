#ifndef SCICHART_CCAIRO_SHIM_H
#define SCICHART_CCAIRO_SHIM_H
/* Without the development files (or without pkg-config, which gives their folder), say what
   to install rather than only that the header is missing. */
#if !__has_include(<cairo.h>)
#error "cairo.h not found: Cairo's development files are missing. On Debian: sudo apt-get install libcairo2-dev pkg-config (scripts/install-deps libcairo2-dev pkg-config does it when they are missing)."
#endif
#include <cairo.h>
#endif
