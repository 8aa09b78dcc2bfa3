#include "legible_png.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>
#include <zlib.h>

struct legible_png_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t position;
    int header_read;
    int truncated;
    int rows_started;        /* transforms set: by decode_rgba (whole image) or start_rows */
    png_uint_32 next_row;    /* the next row read_rows decodes */
    png_bytep *rows;
    png_bytep rgb_row;       /* set when 8-bit RGB rows are expanded here rather than by libpng */
    char message[160];
    char warning[160];
};

/* Keep libpng's message and return to the setjmp of the running legible_png_* call. */
static void legible_png_error(png_structp png, png_const_charp message) {
    struct legible_png_decoder *decoder = png_get_error_ptr(png);
    snprintf(decoder->message, sizeof decoder->message, "%s", message ? message : "unknown error");
    png_longjmp(png, 1);
}

static void legible_png_warn(png_structp png, png_const_charp message) {
    struct legible_png_decoder *decoder = png_get_error_ptr(png);
    if (decoder->warning[0] == 0)
        snprintf(decoder->warning, sizeof decoder->warning, "%s", message ? message : "warning");
}

/* Reads from the in-memory file; running off the end is truncation, reported as an error. */
static void legible_png_read(png_structp png, png_bytep out, size_t length) {
    struct legible_png_decoder *decoder = png_get_io_ptr(png);
    if (length > decoder->size - decoder->position) {
        decoder->truncated = 1;
        png_error(png, "file ends early (truncated)");
    }
    memcpy(out, decoder->data + decoder->position, length);
    decoder->position += length;
}

legible_png_decoder *legible_png_create(void) {
    struct legible_png_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) return NULL;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, legible_png_error,
                                          legible_png_warn);
    if (!decoder->png) {
        free(decoder);
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (!decoder->info) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        return NULL;
    }
    return decoder;
}

void legible_png_destroy(legible_png_decoder *decoder) {
    if (!decoder) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder->rows);
    free(decoder->rgb_row);
    free(decoder);
}

static int legible_png_failure(struct legible_png_decoder *decoder) {
    return decoder->truncated ? LEGIBLE_PNG_TRUNCATED : LEGIBLE_PNG_ERROR;
}

int legible_png_read_header(legible_png_decoder *decoder, const uint8_t *data, size_t size,
                            legible_png_info *info) {
    if (!decoder || !data || !info || decoder->header_read) return LEGIBLE_PNG_ERROR;
    png_structp png = decoder->png;
    png_infop pinfo = decoder->info;
    if (setjmp(png_jmpbuf(png))) return legible_png_failure(decoder);
    decoder->data = data;
    decoder->size = size;
    decoder->position = 0;
    png_set_read_fn(png, decoder, legible_png_read);
    /* Colour chunks are read in Swift (libpng 1.6.39 does not know cICP, and gAMA must not
     * re-encode pixels); text chunks are never needed. Skipping them saves libpng inflating
     * iCCP and validating profiles against its sRGB list. */
    static const png_byte ignored[] = "cHRM\0gAMA\0iCCP\0sRGB\0sBIT\0bKGD\0hIST\0pHYs\0"
                                      "tEXt\0zTXt\0iTXt\0tIME\0eXIf\0sPLT";
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored, (int)(sizeof ignored / 5));
    /* zlib's Adler-32 of the inflated rows is not computed (~5% of a decode). Nothing is lost:
     * every IDAT chunk's CRC-32, over the very bytes that inflate, is still checked (a flipped
     * bit fails it long before inflating), and a stream that inflates wrongly still fails on its
     * structure or length. A file whose CRCs match was written that way; what it holds is read. */
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, pinfo);
    decoder->header_read = 1;
    info->width = png_get_image_width(png, pinfo);
    info->height = png_get_image_height(png, pinfo);
    info->bit_depth = png_get_bit_depth(png, pinfo);
    info->color_type = png_get_color_type(png, pinfo);
    info->interlaced = png_get_interlace_type(png, pinfo) != PNG_INTERLACE_NONE;
    info->has_alpha = (info->color_type & PNG_COLOR_MASK_ALPHA) != 0 ||
                      png_get_valid(png, pinfo, PNG_INFO_tRNS) != 0;
    return LEGIBLE_PNG_OK;
}

/* Sets the transforms to 8-bit RGBA once; false (with a message) when the rows would not be
 * `stride`-sized RGBA. Called after the caller's setjmp: libpng's errors return there. */
static int legible_png_transform(struct legible_png_decoder *decoder, size_t stride) {
    png_structp png = decoder->png;
    png_infop pinfo = decoder->info;
    png_uint_32 width = png_get_image_width(png, pinfo);
    int color_type = png_get_color_type(png, pinfo);
    int bit_depth = png_get_bit_depth(png, pinfo);

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, pinfo, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png); /* round(v * 255 / 65535), not the high byte */
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    /* 8-bit RGB, the usual screenshot, is read as it is stored and expanded a word a pixel
     * (legible_rgb_to_rgba): libpng's filler goes a byte at a time, a tenth of the decode. */
    int expand = color_type == PNG_COLOR_TYPE_RGB && bit_depth == 8 && !png_get_valid(png, pinfo, PNG_INFO_tRNS) &&
                 png_get_interlace_type(png, pinfo) == PNG_INTERLACE_NONE;
    if (!expand) png_set_filler(png, 0xFF, PNG_FILLER_AFTER); /* only acts on rows without alpha */
    png_set_interlace_handling(png);
    png_read_update_info(png, pinfo);
    size_t channels = expand ? 3 : 4;
    if (png_get_rowbytes(png, pinfo) != (size_t)width * channels || stride < (size_t)width * 4) {
        snprintf(decoder->message, sizeof decoder->message, "unexpected row layout after transforms");
        return 0;
    }
    if (expand) {
        decoder->rgb_row = malloc((size_t)width * 3 + 1);
        if (!decoder->rgb_row) {
            snprintf(decoder->message, sizeof decoder->message, "out of memory");
            return 0;
        }
    }
    return 1;
}

/* Decodes the next row into `row` as RGBA, through the RGB row when expanding. */
static void legible_png_next_row(struct legible_png_decoder *decoder, png_bytep row) {
    if (!decoder->rgb_row) {
        png_read_row(decoder->png, row, NULL);
        return;
    }
    png_read_row(decoder->png, decoder->rgb_row, NULL);
    legible_rgb_to_rgba(decoder->rgb_row, row, png_get_image_width(decoder->png, decoder->info));
}

int legible_png_decode_rgba(legible_png_decoder *decoder, uint8_t *pixels, size_t stride) {
    if (!decoder || !pixels || !decoder->header_read || decoder->rows_started) return LEGIBLE_PNG_ERROR;
    png_structp png = decoder->png;
    png_infop pinfo = decoder->info;
    if (setjmp(png_jmpbuf(png))) return legible_png_failure(decoder);
    png_uint_32 height = png_get_image_height(png, pinfo);
    if (!legible_png_transform(decoder, stride)) return LEGIBLE_PNG_ERROR;
    decoder->rows_started = 1;
    free(decoder->rows);
    decoder->rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!decoder->rows) {
        snprintf(decoder->message, sizeof decoder->message, "out of memory");
        return LEGIBLE_PNG_ERROR;
    }
    for (png_uint_32 y = 0; y < height; y++) decoder->rows[y] = pixels + (size_t)y * stride;
    if (decoder->rgb_row) {
        for (png_uint_32 y = 0; y < height; y++) legible_png_next_row(decoder, decoder->rows[y]);
    } else {
        png_read_image(png, decoder->rows);
    }
    /* png_read_end would only check trailing chunks and the IEND CRC; the pixels are complete. */
    return LEGIBLE_PNG_OK;
}

int legible_png_start_rows(legible_png_decoder *decoder, size_t stride) {
    if (!decoder || !decoder->header_read || decoder->rows_started) return LEGIBLE_PNG_ERROR;
    png_structp png = decoder->png;
    if (setjmp(png_jmpbuf(png))) return legible_png_failure(decoder);
    if (png_get_interlace_type(png, decoder->info) != PNG_INTERLACE_NONE) {
        snprintf(decoder->message, sizeof decoder->message, "interlaced rows cannot be read in order");
        return LEGIBLE_PNG_ERROR;
    }
    if (!legible_png_transform(decoder, stride)) return LEGIBLE_PNG_ERROR;
    decoder->rows_started = 1;
    decoder->next_row = 0;
    return LEGIBLE_PNG_OK;
}

int legible_png_read_rows(legible_png_decoder *decoder, uint8_t *first, size_t stride, uint32_t count) {
    if (!decoder || !first || !decoder->rows_started || decoder->rows) return LEGIBLE_PNG_ERROR; /* rows: decode_rgba ran */
    png_structp png = decoder->png;
    if (setjmp(png_jmpbuf(png))) return legible_png_failure(decoder);
    png_uint_32 height = png_get_image_height(png, decoder->info);
    if (count > height - decoder->next_row) {
        snprintf(decoder->message, sizeof decoder->message, "rows asked for past the image's end");
        return LEGIBLE_PNG_ERROR;
    }
    for (uint32_t y = 0; y < count; y++) {
        legible_png_next_row(decoder, first + (size_t)y * stride);
        decoder->next_row++;
    }
    return LEGIBLE_PNG_OK;
}

const char *legible_png_message(const legible_png_decoder *decoder) {
    return decoder ? decoder->message : "";
}

const char *legible_png_warning(const legible_png_decoder *decoder) {
    return decoder ? decoder->warning : "";
}

/* ---- encoding ------------------------------------------------------------------------------ */

struct legible_png_sink {
    uint8_t *data;
    size_t size, capacity;
    int failed;
    char *message;
};

static void legible_png_write(png_structp png, png_bytep bytes, size_t length) {
    struct legible_png_sink *sink = png_get_io_ptr(png);
    if (length > sink->capacity - sink->size) {
        size_t capacity = sink->capacity * 2 > sink->size + length ? sink->capacity * 2 : sink->size + length;
        uint8_t *grown = realloc(sink->data, capacity);
        if (!grown) {
            sink->failed = 1;
            png_error(png, "out of memory");
        }
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
}

static void legible_png_flush(png_structp png) { (void)png; }

static void legible_png_encode_error(png_structp png, png_const_charp message) {
    struct legible_png_sink *sink = png_get_error_ptr(png);
    snprintf(sink->message, 160, "%s", message ? message : "unknown error");
    png_longjmp(png, 1);
}

static void legible_png_encode_warn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int legible_png_encode_rgb(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                           int filters, int level, int strategy, uint8_t **out, size_t *out_size,
                           char message[160]) {
    struct legible_png_sink sink = { NULL, 0, 0, 0, message };
    message[0] = 0;
    *out = NULL;
    *out_size = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, legible_png_encode_error,
                                              legible_png_encode_warn);
    if (!png) {
        snprintf(message, 160, "out of memory");
        return LEGIBLE_PNG_ERROR;
    }
    png_infop info = png_create_info_struct(png);
    /* A screenshot deflates to about a tenth of its RGB bytes: start there. Allocated before
     * the setjmp, so that the error path frees what it sees. */
    sink.capacity = (size_t)width * height / 8 + 1024;
    sink.data = malloc(sink.capacity);
    png_bytep *rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!info || !sink.data || !rows || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(rows);
        free(sink.data);
        if (!message[0]) snprintf(message, 160, "out of memory");
        return LEGIBLE_PNG_ERROR;
    }
    png_set_write_fn(png, &sink, legible_png_write, legible_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_write_info(png, info);
    png_set_filler(png, 0, PNG_FILLER_AFTER); /* RGBA rows in, the fourth byte dropped */
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)pixels + (size_t)y * stride;
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *out = sink.data;
    *out_size = sink.size;
    return LEGIBLE_PNG_OK;
}

void legible_png_free(uint8_t *bytes) { free(bytes); }
