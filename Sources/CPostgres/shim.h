#ifndef SCICHART_CPOSTGRES_SHIM_H
#define SCICHART_CPOSTGRES_SHIM_H
/* Without the development files (or without pkg-config, which gives their folder), say what
   to install rather than only that the header is missing. */
#if !__has_include(<libpq-fe.h>)
#error "libpq-fe.h not found: libpq (PostgreSQL's client library)'s development files are missing. On Debian: sudo apt-get install libpq-dev pkg-config (scripts/install-deps libpq-dev pkg-config does it when they are missing)."
#endif
#include <libpq-fe.h>
#endif
