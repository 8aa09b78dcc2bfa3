#ifndef LEGIBLE_JPEG_H
#define LEGIBLE_JPEG_H
/* JPEG decoding from memory through libjpeg. libjpeg reports fatal errors by longjmp, so every
 * libjpeg call happens inside these functions, each with its own setjmp; nothing longjmps across
 * a Swift frame. The decoder is opaque: Swift sees only plain integers, pointers and strings. */
#include <stddef.h>
#include <stdint.h>

typedef struct legible_jpeg_decoder legible_jpeg_decoder;

/* What the frame header says, filled in by legible_jpeg_read_header. */
typedef struct {
    uint32_t width;
    uint32_t height;
    int32_t components;      /* 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK */
    int32_t color_space;     /* one of LEGIBLE_JPEG_SPACE_* */
    int32_t progressive;     /* 1 when the file is progressive */
    int32_t saw_adobe;       /* 1 when an Adobe APP14 marker was seen */
} legible_jpeg_info;

enum {
    LEGIBLE_JPEG_SPACE_GREY = 0,
    LEGIBLE_JPEG_SPACE_RGB = 1,   /* YCbCr or RGB: decoded to RGBA */
    LEGIBLE_JPEG_SPACE_CMYK = 2,  /* CMYK or YCCK: decoded to 4 CMYK bytes per pixel */
    LEGIBLE_JPEG_SPACE_OTHER = 3
};

enum {
    LEGIBLE_JPEG_OK = 0,
    LEGIBLE_JPEG_ERROR = 1,      /* corrupt or unsupported: see legible_jpeg_message */
    LEGIBLE_JPEG_TRUNCATED = 2   /* the data ended before the image did */
};

/* NULL when out of memory. Always pair with legible_jpeg_destroy. */
legible_jpeg_decoder *legible_jpeg_create(void);
void legible_jpeg_destroy(legible_jpeg_decoder *decoder);

/* Reads markers and the frame header. `data` must stay valid until destroy. */
int legible_jpeg_read_header(legible_jpeg_decoder *decoder, const uint8_t *data, size_t size,
                             legible_jpeg_info *info);

/* Decodes every row into `pixels` (height rows of `stride` bytes, 4 bytes a pixel):
 * RGBA for grey and colour files, raw CMYK as stored (Adobe-inverted or not) for 4-channel files. */
int legible_jpeg_decode(legible_jpeg_decoder *decoder, uint8_t *pixels, size_t stride);

/* Row by row instead: start_rows sets the same output, then each read_rows decodes the next
 * `count` rows (fewer at the bottom) into their places in `pixels` (rows of `stride` bytes from
 * the image's top), until all `height` are read. Either this or decode, once per decoder. */
int legible_jpeg_start_rows(legible_jpeg_decoder *decoder);
int legible_jpeg_read_rows(legible_jpeg_decoder *decoder, uint8_t *pixels, size_t stride, uint32_t count);

/* libjpeg's message for the last failure ("" when none). */
const char *legible_jpeg_message(const legible_jpeg_decoder *decoder);
/* The first non-fatal warning (corrupt data libjpeg recovered from), "" when none. */
const char *legible_jpeg_warning(const legible_jpeg_decoder *decoder);
/* How many non-fatal warnings libjpeg issued. */
long legible_jpeg_warning_count(const legible_jpeg_decoder *decoder);

#endif
