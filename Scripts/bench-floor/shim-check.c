/* Drives the C shims (legible_png.c, legible_jpeg.c) over every fixture and many truncation points
 * under valgrind: valgrind 3.19 cannot read the DWARF 5 in Swift binaries and crashes in
 * libdispatch, so the Swift side is checked with AddressSanitizer and this covers the C side.
 *   Scripts/bench-floor/valgrind-shims */
#include "legible_png.h"
#include "legible_jpeg.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static unsigned char *slurp(const char *p, size_t *n) {
    FILE *f = fopen(p, "rb"); if (!f) return NULL;
    fseek(f, 0, SEEK_END); *n = ftell(f); fseek(f, 0, SEEK_SET);
    unsigned char *d = malloc(*n ? *n : 1); if (fread(d, 1, *n, f) != *n) {} fclose(f); return d;
}
static int one(const unsigned char *d, size_t n) {
    if (n >= 2 && d[0] == 0x89) {
        legible_png_decoder *dec = legible_png_create(); legible_png_info info;
        int rc = legible_png_read_header(dec, d, n, &info);
        if (rc == 0 && (size_t)info.width * info.height <= 1000000) {
            unsigned char *px = malloc((size_t)info.width * info.height * 4 + 1);
            rc = legible_png_decode_rgba(dec, px, info.width * 4); free(px);
        }
        legible_png_destroy(dec); return rc;
    } else {
        legible_jpeg_decoder *dec = legible_jpeg_create(); legible_jpeg_info info;
        int rc = legible_jpeg_read_header(dec, d, n, &info);
        if (rc == 0 && (size_t)info.width * info.height <= 1000000) {
            unsigned char *px = malloc((size_t)info.width * info.height * 4 + 1);
            rc = legible_jpeg_decode(dec, px, info.width * 4); free(px);
        }
        legible_jpeg_destroy(dec); return rc;
    }
}
int main(int argc, char **argv) {
    int ok = 0, failed = 0;
    for (int i = 1; i < argc; i++) {
        size_t n; unsigned char *d = slurp(argv[i], &n); if (!d || n == 0) { free(d); continue; }
        /* whole file, then every 7th truncation point */
        if (one(d, n) == 0) ok++; else failed++;
        for (size_t cut = 1; cut < n; cut += 7) { if (one(d, cut) == 0) ok++; else failed++; }
        free(d);
    }
    printf("decodes ok %d, failed cleanly %d\n", ok, failed);
    return 0;
}
