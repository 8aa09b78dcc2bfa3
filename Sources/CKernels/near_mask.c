/* LegibleAudit's NearMask pass for processors with AVX2 (chosen at run time by the Swift
 * caller, which keeps its eight-lane SSE2 pass for any other processor): squared colour
 * distances in 16-bit differences, squared and paired by one multiply-add, eight pixels a step. */
#include "legible_kernels.h"
#include "kernel_level.h"

#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>

#define AVX2_INLINE static inline __attribute__((target("avx2,popcnt"), always_inline))

/* Per set of eight lanes, a byte 0 or 1 per lane (legible_kernels_level). */
extern uint64_t legible_lane_bytes[256];

/* The squared distances of pixels p … p+7 (packed 0xRRGGBB; the top byte ignored) from the
 * colour whose channels `colour` holds as 16-bit lanes (blue, green, red, 0 per pixel). */
AVX2_INLINE __m256i squared_distances8(const uint32_t *p, __m256i colour) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i v = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)p), _mm256_set1_epi32(0xFFFFFF));
    /* Within each 128-bit half: pixels 0, 1 (and 4, 5) low, 2, 3 (and 6, 7) high. */
    const __m256i low = _mm256_sub_epi16(_mm256_unpacklo_epi8(v, zero), colour);
    const __m256i high = _mm256_sub_epi16(_mm256_unpackhi_epi8(v, zero), colour);
    /* b² + g² and r² + 0 per pixel; the pairwise sums put pixels 0–3 and 4–7 back in order. */
    return _mm256_hadd_epi32(_mm256_madd_epi16(low, low), _mm256_madd_epi16(high, high));
}

/* The lanes of eight squared distances within `limit`, as bits. */
AVX2_INLINE unsigned within8(__m256i d, __m256i limit) {
    return ~(unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpgt_epi32(d, limit))) & 0xFFu;
}

__attribute__((target("avx2,popcnt")))
size_t legible_near_mask(const uint32_t *pixels, size_t count, uint32_t colour, int32_t limit, void *mask,
                         void *closer, int32_t close_limit) {
    const uint64_t lanes = (uint64_t)(colour & 0xFF) | (uint64_t)(colour >> 8 & 0xFF) << 16
                           | (uint64_t)(colour >> 16 & 0xFF) << 32;
    const __m256i target = _mm256_set1_epi64x((long long)lanes);
    const __m256i bound = _mm256_set1_epi32(limit), close_bound = _mm256_set1_epi32(close_limit);
    uint8_t *marks = mask, *closes = closer;
    size_t near = 0, i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i d = squared_distances8(pixels + i, target);
        const unsigned bits = within8(d, bound);
        near += (size_t)__builtin_popcount(bits);
        memcpy(marks + i, &legible_lane_bytes[bits], 8);
        if (closes) memcpy(closes + i, &legible_lane_bytes[within8(d, close_bound)], 8);
    }
    const int32_t r = (int32_t)(colour >> 16 & 0xFF), g = (int32_t)(colour >> 8 & 0xFF), b = (int32_t)(colour & 0xFF);
    for (; i < count; i++) {
        const int32_t dr = (int32_t)(pixels[i] >> 16 & 0xFF) - r, dg = (int32_t)(pixels[i] >> 8 & 0xFF) - g,
                      db = (int32_t)(pixels[i] & 0xFF) - b;
        const int32_t d = dr * dr + dg * dg + db * db;
        marks[i] = d <= limit;
        near += d <= limit;
        if (closes) closes[i] = d <= close_limit;
    }
    return near;
}
#else
size_t legible_near_mask(const uint32_t *pixels, size_t count, uint32_t colour, int32_t limit, void *mask,
                         void *closer, int32_t close_limit) {
    (void)pixels; (void)count; (void)colour; (void)limit; (void)mask; (void)closer; (void)close_limit;
    return 0;
}
#endif
