#ifndef LEGIBLE_PNG_H
#define LEGIBLE_PNG_H
/* PNG decoding from memory through libpng's full read API. libpng reports errors by longjmp, so
 * each function here sets its own setjmp before calling libpng; nothing longjmps across Swift.
 *
 * Why not the simplified API (png_image_*): it always gamma-corrects to sRGB using the file's
 * gAMA chunk (PngSuite files carry gAMA 1.0, so their pixels would be brightened), whereas every
 * untagged or gAMA-only screenshot must be read as the sRGB code values it stores, as Pillow and
 * browsers-with-sRGB-default do. The full API with expand/scale_16/gray_to_rgb/filler gives those
 * code values and lets Swift own the pixel buffer (no copy). It lives in CImageCodecs beside the
 * JPEG decoder: the C code that calls the codec libraries, in one target. */
#include <stddef.h>
#include <stdint.h>

typedef struct legible_png_decoder legible_png_decoder;

typedef struct {
    uint32_t width;
    uint32_t height;
    int32_t bit_depth;    /* 1, 2, 4, 8 or 16 */
    int32_t color_type;   /* PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA */
    int32_t interlaced;   /* 1 for Adam7 */
    int32_t has_alpha;    /* alpha channel or tRNS */
} legible_png_info;

enum {
    LEGIBLE_PNG_OK = 0,
    LEGIBLE_PNG_ERROR = 1,      /* see legible_png_message */
    LEGIBLE_PNG_TRUNCATED = 2   /* the data ended before the image did */
};

/* NULL when out of memory. Always pair with legible_png_destroy. */
legible_png_decoder *legible_png_create(void);
void legible_png_destroy(legible_png_decoder *decoder);

/* Reads the chunks up to the first IDAT. `data` must stay valid until destroy. */
int legible_png_read_header(legible_png_decoder *decoder, const uint8_t *data, size_t size,
                            legible_png_info *info);

/* Decodes every row as 8-bit RGBA (straight alpha, 16-bit scaled with rounding) into
 * `pixels`, height rows of `stride` bytes. */
int legible_png_decode_rgba(legible_png_decoder *decoder, uint8_t *pixels, size_t stride);

/* Row by row instead (non-interlaced images only): start_rows sets the same transforms, then
 * each read_rows decodes the next `count` rows into `first` (rows of `stride` bytes), until all
 * `height` are read. Either this or decode_rgba, once per decoder. */
int legible_png_start_rows(legible_png_decoder *decoder, size_t stride);
int legible_png_read_rows(legible_png_decoder *decoder, uint8_t *first, size_t stride, uint32_t count);

/* Expands `count` packed 8-bit RGB pixels into RGBA with alpha 255 (`rgb` and `rgba` must not
 * overlap). The decoder reads 8-bit RGB rows through this instead of libpng's filler transform,
 * which goes a byte at a time. LegibleImageIO's RGBExpansion holds the plain version the tests
 * compare it with. */
void legible_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, size_t count);
/* The same a four-byte word a pixel, on every processor (legible_rgb_to_rgba shuffles four
 * pixels at a time where the processor has SSSE3, and ends the row with this). */
void legible_rgb_to_rgba_words(const uint8_t *rgb, uint8_t *rgba, size_t count);

const char *legible_png_message(const legible_png_decoder *decoder);
/* The first warning libpng issued ("" when none). */
const char *legible_png_warning(const legible_png_decoder *decoder);

/* Encodes 8-bit RGBA rows (height rows of `stride` bytes; the fourth byte is dropped) as an
 * sRGB-tagged 8-bit RGB PNG with the given libpng filters (PNG_FILTER_* bits), zlib level and
 * zlib strategy. On success *out (free with legible_png_free) holds *out_size bytes; on failure
 * `message` says why. */
int legible_png_encode_rgb(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                           int filters, int level, int strategy, uint8_t **out, size_t *out_size,
                           char message[160]);
void legible_png_free(uint8_t *bytes);

#endif
