#ifndef LEGIBLE_CZLIB_SHIM_H
#define LEGIBLE_CZLIB_SHIM_H
#include <zlib.h>

/* inflateInit is a macro (it passes ZLIB_VERSION and the struct size), which Swift cannot call. */
static inline int legible_inflate_init(z_streamp stream) {
    return inflateInit(stream);
}
#endif
