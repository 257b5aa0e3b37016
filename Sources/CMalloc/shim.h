#ifndef SCICHART_CMALLOC_SHIM_H
#define SCICHART_CMALLOC_SHIM_H
/* glibc's allocator settings (mallopt) and block sizes (malloc_usable_size), which Swift's
   Glibc module leaves out. */
#include <malloc.h>
#endif
