#ifndef SCICHART_CPOSTGRES_SHIM_H
#define SCICHART_CPOSTGRES_SHIM_H
#include <libpq-fe.h>
#endif
