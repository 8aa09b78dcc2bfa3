#include "legible_kernels.h"

/* Chunks short enough for 32-bit sums: a chunk's deviations reach at most 255,000 x 2,048. */
enum { chunk = 2048 };

/* The pass, inlined into two entry points: one for any processor, one the compiler vectorises
 * for AVX2 (eight pixels a step instead of four), chosen at run time; the same sums. */
static inline __attribute__((always_inline)) void spread(const uint32_t *pixels, const uint8_t *near,
                                                         const uint8_t *close, size_t count, uint32_t background,
                                                         int64_t sums[6]) {
    const int32_t luma = (int32_t)(299 * ((background >> 16) & 0xFF) + 587 * ((background >> 8) & 0xFF)
                                   + 114 * (background & 0xFF));
    int64_t totals[6] = {0, 0, 0, 0, 0, 0};
    for (size_t start = 0; start < count; start += chunk) {
        const size_t end = count - start < chunk ? count : start + chunk;
        uint32_t red = 0, green = 0, blue = 0, counted = 0, deviation = 0, away = 0;
        /* Branch-free, so that the compiler vectorises it: masks of 0 or 1 become 0 or all ones. */
        for (size_t i = start; i < end; i++) {
            const uint32_t p = pixels[i], m = near[i] & 1u, a = m & (close[i] ^ 1u);
            const uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            const int32_t d = (int32_t)(299 * r + 587 * g + 114 * b) - luma;
            const uint32_t magnitude = (uint32_t)(d < 0 ? -d : d);
            red += r & (0u - m);
            green += g & (0u - m);
            blue += b & (0u - m);
            counted += m;
            deviation += magnitude & (0u - a);
            away += a;
        }
        totals[0] += red;
        totals[1] += green;
        totals[2] += blue;
        totals[3] += counted;
        totals[4] += deviation;
        totals[5] += away;
    }
    for (int k = 0; k < 6; k++) sums[k] = totals[k];
}

static void spread_baseline(const uint32_t *pixels, const uint8_t *near, const uint8_t *close, size_t count,
                            uint32_t background, int64_t sums[6]) {
    spread(pixels, near, close, count, background, sums);
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void spread_avx2(const uint32_t *pixels, const uint8_t *near,
                                                         const uint8_t *close, size_t count, uint32_t background,
                                                         int64_t sums[6]) {
    spread(pixels, near, close, count, background, sums);
}
#endif

void legible_chroma_spread(const uint32_t *pixels, const uint8_t *near, const uint8_t *close, size_t count,
                           uint32_t background, int64_t sums[6], int avx2) {
#if defined(__x86_64__)
    if (avx2) {
        spread_avx2(pixels, near, close, count, background, sums);
        return;
    }
#endif
    spread_baseline(pixels, near, close, count, background, sums);
}
