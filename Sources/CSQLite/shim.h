#ifndef SCICHART_CSQLITE_SHIM_H
#define SCICHART_CSQLITE_SHIM_H
/* Without the development files (or without pkg-config, which gives their folder), say what
   to install rather than only that the header is missing. */
#if !__has_include(<sqlite3.h>)
#error "sqlite3.h not found: SQLite's development files are missing. On Debian: sudo apt-get install libsqlite3-dev pkg-config (scripts/install-deps libsqlite3-dev pkg-config does it when they are missing)."
#endif
#include <sqlite3.h>
#endif
