/* The decode floor: libpng and libjpeg called directly, in-process, from memory, best of N.
 * Same output as Legible's image layer (8-bit RGBA; PNG with the same transforms, JPEG through
 * JCS_EXT_RGBA), so the difference to DecodeBenchmarks is what the Swift layer adds.
 *
 *   Scripts/bench-floor/run [png] [jpeg] [N]
 */
#include <png.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* CPU time of the process: the decoders run on this thread alone. */
static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int n) {
    qsort(values, n, sizeof *values, compare_doubles);
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END);
    *size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *data = malloc(*size);
    if (fread(data, 1, *size, f) != *size) { perror(path); exit(1); }
    fclose(f);
    return data;
}

struct source { const unsigned char *data; size_t size, pos; };

static void png_read_mem(png_structp png, png_bytep out, size_t n) {
    struct source *s = png_get_io_ptr(png);
    if (n > s->size - s->pos) png_error(png, "truncated");
    memcpy(out, s->data + s->pos, n);
    s->pos += n;
}

static double decode_png(const unsigned char *data, size_t size, unsigned *checksum) {
    double start = now_ms();
    struct source src = { data, size, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    unsigned char *pixels = NULL;
    png_bytep *rows = NULL;
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "png error\n"); exit(1); }
    png_set_read_fn(png, &src, png_read_mem);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    int ct = png_get_color_type(png, info), bd = png_get_bit_depth(png, info);
    if (ct == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (ct == PNG_COLOR_TYPE_GRAY && bd < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bd == 16) png_set_scale_16(png);
    if (!(ct & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    pixels = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_destroy_read_struct(&png, &info, NULL);
    double elapsed = now_ms() - start;
    *checksum += pixels[(size_t)w * h * 2];
    free(rows);
    free(pixels);
    return elapsed;
}

static double decode_jpeg(const unsigned char *data, size_t size, unsigned *checksum) {
    double start = now_ms();
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr err;
    cinfo.err = jpeg_std_error(&err);
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    size_t stride = (size_t)cinfo.output_width * 4;
    unsigned char *pixels = malloc(stride * cinfo.output_height);
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW rows[16];
        JDIMENSION n = cinfo.output_height - cinfo.output_scanline;
        if (n > 16) n = 16;
        for (JDIMENSION i = 0; i < n; i++) rows[i] = pixels + (cinfo.output_scanline + i) * stride;
        jpeg_read_scanlines(&cinfo, rows, n);
    }
    jpeg_finish_decompress(&cinfo);
    size_t total = stride * cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    double elapsed = now_ms() - start;
    *checksum += pixels[total / 2];
    free(pixels);
    return elapsed;
}

int main(int argc, char **argv) {
    const char *png_path = argc > 1 ? argv[1] : ".build/bench/screenshot.png";
    const char *jpeg_path = argc > 2 ? argv[2] : ".build/bench/screenshot.jpg";
    int n = argc > 3 ? atoi(argv[3]) : 20;
    size_t png_size, jpeg_size;
    unsigned char *png_data = read_file(png_path, &png_size);
    unsigned char *jpeg_data = read_file(jpeg_path, &jpeg_size);
    unsigned checksum = 0;
    if (n < 1) n = 1;
    double *png_wall = malloc(sizeof(double) * n), *png_cpu = malloc(sizeof(double) * n);
    double *jpeg_wall = malloc(sizeof(double) * n), *jpeg_cpu = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        double cpu = cpu_ms();
        png_wall[i] = decode_png(png_data, png_size, &checksum);
        png_cpu[i] = cpu_ms() - cpu;
        cpu = cpu_ms();
        jpeg_wall[i] = decode_jpeg(jpeg_data, jpeg_size, &checksum);
        jpeg_cpu[i] = cpu_ms() - cpu;
    }
    /* Sorted by median(): [0] is the best. */
    double png_median = median(png_wall, n), jpeg_median = median(jpeg_wall, n);
    double png_cpu_median = median(png_cpu, n), jpeg_cpu_median = median(jpeg_cpu, n);
    printf("floor (C, libpng %s / libjpeg %d), best of %d\n", PNG_LIBPNG_VER_STRING, JPEG_LIB_VERSION, n);
    printf("  PNG  %-40s %8.2f ms\n", png_path, png_wall[0]);
    printf("  JPEG %-40s %8.2f ms\n", jpeg_path, jpeg_wall[0]);
    /* One line each for scripts: best and median wall clock, best and median CPU time. */
    printf("  spread PNG  wall %.2f %.2f cpu %.2f %.2f ms\n", png_wall[0], png_median, png_cpu[0], png_cpu_median);
    printf("  spread JPEG wall %.2f %.2f cpu %.2f %.2f ms\n", jpeg_wall[0], jpeg_median, jpeg_cpu[0], jpeg_cpu_median);
    printf("  (checksum %u)\n", checksum);
    free(png_wall);
    free(png_cpu);
    free(jpeg_wall);
    free(jpeg_cpu);
    free(png_data);
    free(jpeg_data);
    return 0;
}
