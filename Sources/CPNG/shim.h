#ifndef LEGIBLE_CPNG_SHIM_H
#define LEGIBLE_CPNG_SHIM_H
#include <png.h>
#endif
