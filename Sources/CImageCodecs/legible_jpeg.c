#include "legible_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

struct legible_jpeg_error {
    struct jpeg_error_mgr base;   /* first, so the cinfo->err pointer converts back */
    jmp_buf jump;
    int truncated;
    int rows_done;   /* every scanline was delivered: a missing EOI is then only a warning */
};

/* A progressive file may hold any number of scans, each re-reading the whole coefficient buffer;
 * crafted files use this to take minutes. Real encoders write about 10; libjpeg-turbo's own tools
 * suggest capping near 500 (djpeg -maxscans). */
#define LEGIBLE_JPEG_MAX_SCANS 500

struct legible_jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    struct legible_jpeg_error error;
    struct jpeg_progress_mgr progress;
    int created;
    int header_read;
    char message[JMSG_LENGTH_MAX];
    char warning[JMSG_LENGTH_MAX];
};

/* Fatal errors: keep the message and jump back into whichever legible_jpeg_* call is running. */
static void legible_error_exit(j_common_ptr cinfo) {
    struct legible_jpeg_decoder *decoder = (struct legible_jpeg_decoder *)cinfo->client_data;
    cinfo->err->format_message(cinfo, decoder->message);
    longjmp(decoder->error.jump, 1);
}

/* Warnings (level -1) are corrupt data libjpeg recovered from. Premature EOF is promoted to a
 * failure: libjpeg would otherwise pad the image with grey and report success. */
static void legible_emit_message(j_common_ptr cinfo, int level) {
    struct legible_jpeg_decoder *decoder = (struct legible_jpeg_decoder *)cinfo->client_data;
    if (level >= 0) return; /* trace messages */
    if (cinfo->err->msg_code == JWRN_JPEG_EOF && !decoder->error.rows_done) {
        cinfo->err->format_message(cinfo, decoder->message);
        decoder->error.truncated = 1;
        longjmp(decoder->error.jump, 1);
    }
    if (cinfo->err->num_warnings == 0) cinfo->err->format_message(cinfo, decoder->warning);
    cinfo->err->num_warnings++;
}

/* Never print to stderr: messages reach the user through Swift errors and warnings. */
static void legible_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void legible_progress(j_common_ptr cinfo) {
    j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
    if (dinfo->input_scan_number > LEGIBLE_JPEG_MAX_SCANS) {
        struct legible_jpeg_decoder *decoder = (struct legible_jpeg_decoder *)cinfo->client_data;
        snprintf(decoder->message, sizeof decoder->message, "more than %d progressive scans",
                 LEGIBLE_JPEG_MAX_SCANS);
        longjmp(decoder->error.jump, 1);
    }
}

legible_jpeg_decoder *legible_jpeg_create(void) {
    struct legible_jpeg_decoder *decoder = calloc(1, sizeof *decoder);
    if (!decoder) return NULL;
    decoder->cinfo.err = jpeg_std_error(&decoder->error.base);
    decoder->error.base.error_exit = legible_error_exit;
    decoder->error.base.emit_message = legible_emit_message;
    decoder->error.base.output_message = legible_output_message;
    decoder->cinfo.client_data = decoder;
    if (setjmp(decoder->error.jump)) {
        free(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->cinfo);
    decoder->created = 1;
    decoder->progress.progress_monitor = legible_progress;
    decoder->cinfo.progress = &decoder->progress;
    return decoder;
}

void legible_jpeg_destroy(legible_jpeg_decoder *decoder) {
    if (!decoder) return;
    if (decoder->created) jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder);
}

static int legible_failure(struct legible_jpeg_decoder *decoder) {
    return decoder->error.truncated ? LEGIBLE_JPEG_TRUNCATED : LEGIBLE_JPEG_ERROR;
}

int legible_jpeg_read_header(legible_jpeg_decoder *decoder, const uint8_t *data, size_t size,
                             legible_jpeg_info *info) {
    if (!decoder || !data || !info || size == 0 || decoder->header_read) return LEGIBLE_JPEG_ERROR;
    if (setjmp(decoder->error.jump)) return legible_failure(decoder);
    jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
    if (jpeg_read_header(&decoder->cinfo, TRUE) != JPEG_HEADER_OK) {
        snprintf(decoder->message, sizeof decoder->message, "no image in the JPEG data");
        return LEGIBLE_JPEG_ERROR;
    }
    decoder->header_read = 1;
    info->width = decoder->cinfo.image_width;
    info->height = decoder->cinfo.image_height;
    info->components = decoder->cinfo.num_components;
    info->progressive = decoder->cinfo.progressive_mode ? 1 : 0;
    info->saw_adobe = decoder->cinfo.saw_Adobe_marker ? 1 : 0;
    switch (decoder->cinfo.jpeg_color_space) {
    case JCS_GRAYSCALE: info->color_space = LEGIBLE_JPEG_SPACE_GREY; break;
    case JCS_YCbCr:
    case JCS_RGB: info->color_space = LEGIBLE_JPEG_SPACE_RGB; break;
    case JCS_CMYK:
    case JCS_YCCK: info->color_space = LEGIBLE_JPEG_SPACE_CMYK; break;
    default: info->color_space = LEGIBLE_JPEG_SPACE_OTHER; break;
    }
    return LEGIBLE_JPEG_OK;
}

int legible_jpeg_start_rows(legible_jpeg_decoder *decoder) {
    if (!decoder || !decoder->header_read) return LEGIBLE_JPEG_ERROR;
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    if (setjmp(decoder->error.jump)) return legible_failure(decoder);
    switch (cinfo->jpeg_color_space) {
    case JCS_CMYK:
    case JCS_YCCK: cinfo->out_color_space = JCS_CMYK; break;
    default: cinfo->out_color_space = JCS_EXT_RGBA; break; /* libjpeg-turbo fills alpha with 255 */
    }
    jpeg_start_decompress(cinfo);
    if (cinfo->output_components != 4 || cinfo->output_width != cinfo->image_width ||
        cinfo->output_height != cinfo->image_height) {
        snprintf(decoder->message, sizeof decoder->message,
                 "unexpected output layout (%d components)", cinfo->output_components);
        return LEGIBLE_JPEG_ERROR;
    }
    return LEGIBLE_JPEG_OK;
}

int legible_jpeg_read_rows(legible_jpeg_decoder *decoder, uint8_t *pixels, size_t stride, uint32_t count) {
    if (!decoder || !pixels || !decoder->header_read) return LEGIBLE_JPEG_ERROR;
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    if (setjmp(decoder->error.jump)) return legible_failure(decoder);
    JDIMENSION end = cinfo->output_scanline + count;
    if (end > cinfo->output_height) end = cinfo->output_height;
    while (cinfo->output_scanline < end) {
        /* Up to 16 rows a call: libjpeg returns at most rec_outbuf_height rows anyway. */
        JSAMPROW rows[16];
        JDIMENSION start = cinfo->output_scanline;
        JDIMENSION n = end - start;
        if (n > 16) n = 16;
        for (JDIMENSION i = 0; i < n; i++) rows[i] = pixels + (size_t)(start + i) * stride;
        if (jpeg_read_scanlines(cinfo, rows, n) == 0) {
            snprintf(decoder->message, sizeof decoder->message, "decoder made no progress");
            return LEGIBLE_JPEG_ERROR;
        }
    }
    if (cinfo->output_scanline == cinfo->output_height) {
        decoder->error.rows_done = 1;
        jpeg_finish_decompress(cinfo);
    }
    return LEGIBLE_JPEG_OK;
}

int legible_jpeg_decode(legible_jpeg_decoder *decoder, uint8_t *pixels, size_t stride) {
    int status = legible_jpeg_start_rows(decoder);
    if (status != LEGIBLE_JPEG_OK) return status;
    return legible_jpeg_read_rows(decoder, pixels, stride, decoder->cinfo.output_height);
}

const char *legible_jpeg_message(const legible_jpeg_decoder *decoder) {
    return decoder ? decoder->message : "";
}

const char *legible_jpeg_warning(const legible_jpeg_decoder *decoder) {
    return decoder ? decoder->warning : "";
}

long legible_jpeg_warning_count(const legible_jpeg_decoder *decoder) {
    return decoder ? decoder->error.base.num_warnings : 0;
}
