#ifndef SCICHART_CZLIB_SHIM_H
#define SCICHART_CZLIB_SHIM_H
#include <zlib.h>

/* deflateInit2 is a macro, which Swift cannot call: this function expands it. */
static inline int czlib_deflate_init(z_streamp stream, int level, int window_bits, int memory_level,
                                     int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, memory_level, strategy);
}
#endif
