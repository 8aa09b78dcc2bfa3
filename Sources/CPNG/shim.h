#ifndef LEGIBLE_CPNG_SHIM_H
#define LEGIBLE_CPNG_SHIM_H
#include <png.h>

/* PNG_IMAGE_PNG_SIZE_MAX is a macro expression Swift cannot import: the worst-case size of
 * png_image_write_to_memory's output for an 8-bit, non-colour-mapped image. */
static inline size_t legible_png_image_png_size_max(const png_image *image) {
    return PNG_IMAGE_PNG_SIZE_MAX(*image);
}
#endif
