#ifndef LEGIBLE_CZLIB_SHIM_H
#define LEGIBLE_CZLIB_SHIM_H
#include <zlib.h>
#endif
