#ifndef SCICHART_CCAIRO_SHIM_H
#define SCICHART_CCAIRO_SHIM_H
#include <cairo.h>
#endif
