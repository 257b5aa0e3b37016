#ifndef SCICHART_CZLIB_SHIM_H
#define SCICHART_CZLIB_SHIM_H
/* Without the development files (or without pkg-config, which gives their folder), say what
   to install rather than only that the header is missing. */
#if !__has_include(<zlib.h>)
#error "zlib.h not found: zlib's development files are missing. On Debian: sudo apt-get install zlib1g-dev (scripts/install-deps zlib1g-dev does it when they are missing)."
#endif
#include <zlib.h>

/* deflateInit2 is a macro, which Swift cannot call: this function expands it. */
static inline int czlib_deflate_init(z_streamp stream, int level, int window_bits, int memory_level,
                                     int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, memory_level, strategy);
}
#endif
