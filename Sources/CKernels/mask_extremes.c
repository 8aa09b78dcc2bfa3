#include "legible_kernels.h"

/* The pass, inlined into two entry points: one for any processor, one the compiler vectorises
 * for AVX2 (eight pixels a step instead of four), chosen at run time; the same results. */
static inline __attribute__((always_inline)) void extremes(const uint32_t *pixels, const uint8_t *mask, size_t count,
                                                           size_t rows, size_t stride, int64_t sums[4],
                                                           int32_t low[3], int32_t high[3]) {
    int64_t totals[4] = {0, 0, 0, 0};
    int32_t lr = 255, lg = 255, lb = 255, hr = 0, hg = 0, hb = 0;
    for (size_t y = 0; y < rows; y++) {
        const uint32_t *row = pixels + y * stride;
        const uint8_t *in = mask + y * stride;
        /* A row's sums fit 32 bits (a row of 16 million pixels at 255 would not). */
        uint32_t red = 0, green = 0, blue = 0, outside = 0;
        /* Branch-free, so that the compiler vectorises it: a mask byte of 0 or 1 becomes 0 or
         * all ones; a pixel outside the mask reads as 255 to the minimum and 0 to the maximum. */
        for (size_t i = 0; i < count; i++) {
            const uint32_t p = row[i], m = 0u - (in[i] & 1u);
            const int32_t r = (int32_t)((p >> 16) & 0xFF), g = (int32_t)((p >> 8) & 0xFF), b = (int32_t)(p & 0xFF);
            red += (uint32_t)r & ~m;
            green += (uint32_t)g & ~m;
            blue += (uint32_t)b & ~m;
            outside += 1u + m;
            const int32_t lowR = r | (int32_t)(~m & 0xFF), lowG = g | (int32_t)(~m & 0xFF), lowB = b | (int32_t)(~m & 0xFF);
            const int32_t highR = r & (int32_t)m, highG = g & (int32_t)m, highB = b & (int32_t)m;
            lr = lowR < lr ? lowR : lr;
            lg = lowG < lg ? lowG : lg;
            lb = lowB < lb ? lowB : lb;
            hr = highR > hr ? highR : hr;
            hg = highG > hg ? highG : hg;
            hb = highB > hb ? highB : hb;
        }
        totals[0] += red;
        totals[1] += green;
        totals[2] += blue;
        totals[3] += outside;
    }
    for (int k = 0; k < 4; k++) sums[k] = totals[k];
    low[0] = lr, low[1] = lg, low[2] = lb;
    high[0] = hr, high[1] = hg, high[2] = hb;
}

static void extremes_baseline(const uint32_t *pixels, const uint8_t *mask, size_t count, size_t rows, size_t stride,
                              int64_t sums[4], int32_t low[3], int32_t high[3]) {
    extremes(pixels, mask, count, rows, stride, sums, low, high);
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void extremes_avx2(const uint32_t *pixels, const uint8_t *mask, size_t count,
                                                           size_t rows, size_t stride, int64_t sums[4],
                                                           int32_t low[3], int32_t high[3]) {
    extremes(pixels, mask, count, rows, stride, sums, low, high);
}
#endif

void legible_mask_extremes(const uint32_t *pixels, const uint8_t *mask, size_t count, size_t rows, size_t stride,
                           int64_t sums[4], int32_t low[3], int32_t high[3], int avx2) {
#if defined(__x86_64__)
    if (avx2) {
        extremes_avx2(pixels, mask, count, rows, stride, sums, low, high);
        return;
    }
#endif
    extremes_baseline(pixels, mask, count, rows, stride, sums, low, high);
}
