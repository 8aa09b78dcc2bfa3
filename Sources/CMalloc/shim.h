#ifndef LEGIBLE_CMALLOC_SHIM_H
#define LEGIBLE_CMALLOC_SHIM_H
/* glibc's mallopt and its M_* parameters, which Swift's Glibc module leaves out. */
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif
