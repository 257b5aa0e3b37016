#ifndef SCICHART_CSQLITE_SHIM_H
#define SCICHART_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
