/* LegibleAudit's StrongestColour.surelyWithin, its one pass over a part's pixels (window indices,
 * so each pixel is a gathered load): one pixel a step on any processor, eight with AVX2 (two
 * gathers of four), chosen at run time by the caller; the same counts. */
#include "legible_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/* The pixels part[start ..< count] added to the running counts. */
static inline __attribute__((always_inline)) void cube_steps(const uint32_t *pixels, const intptr_t *part, size_t start,
                                                             size_t count, uint32_t text, uint32_t from, int32_t reach,
                                                             size_t *inside, int32_t *nearest, int32_t *farthest) {
    const int32_t tr = (int32_t)(text >> 16 & 0xFF), tg = (int32_t)(text >> 8 & 0xFF), tb = (int32_t)(text & 0xFF);
    const int32_t fr = (int32_t)(from >> 16 & 0xFF), fg = (int32_t)(from >> 8 & 0xFF), fb = (int32_t)(from & 0xFF);
    /* |v| <= reach as one unsigned comparison: v + reach within 0 ... 2 reach. */
    const uint32_t span = 2u * (uint32_t)reach;
    size_t in_cube = *inside;
    int32_t least = *nearest, most = *farthest;
    for (size_t k = start; k < count; k++) {
        const uint32_t p = pixels[part[k]];
        const int32_t r = (int32_t)(p >> 16 & 0xFF), g = (int32_t)(p >> 8 & 0xFF), b = (int32_t)(p & 0xFF);
        const int in = ((uint32_t)(r - tr + reach) <= span) & ((uint32_t)(g - tg + reach) <= span)
                       & ((uint32_t)(b - tb + reach) <= span);
        const int32_t d = (r - fr) * (r - fr) + (g - fg) * (g - fg) + (b - fb) * (b - fb);
        in_cube += (size_t)in;
        const int32_t in_d = in ? d : INT32_MAX, out_d = in ? -1 : d;
        least = in_d < least ? in_d : least;
        most = out_d > most ? out_d : most;
    }
    *inside = in_cube;
    *nearest = least;
    *farthest = most;
}

#if defined(__x86_64__)
/* Eight pixels a step: per lane the same counts as `cube_steps`, folded together at the end. */
__attribute__((target("avx2"))) static void cube_pass_avx2(const uint32_t *pixels, const intptr_t *part, size_t count,
                                                           uint32_t text, uint32_t from, int32_t reach, size_t *inside,
                                                           int32_t *nearest, int32_t *farthest) {
    const __m256i byte = _mm256_set1_epi32(0xFF);
    const __m256i tr = _mm256_set1_epi32((int)(text >> 16 & 0xFF)), tg = _mm256_set1_epi32((int)(text >> 8 & 0xFF)),
                  tb = _mm256_set1_epi32((int)(text & 0xFF));
    const __m256i fr = _mm256_set1_epi32((int)(from >> 16 & 0xFF)), fg = _mm256_set1_epi32((int)(from >> 8 & 0xFF)),
                  fb = _mm256_set1_epi32((int)(from & 0xFF));
    const __m256i beyond = _mm256_set1_epi32(reach), none_in = _mm256_set1_epi32(INT32_MAX), none_out = _mm256_set1_epi32(-1);
    __m256i in_cube = _mm256_setzero_si256(), least = none_in, most = none_out;
    size_t k = 0;
    for (; k + 8 <= count; k += 8) {
        const __m128i low = _mm256_i64gather_epi32((const int *)pixels, _mm256_loadu_si256((const __m256i *)(part + k)), 4);
        const __m128i high = _mm256_i64gather_epi32((const int *)pixels, _mm256_loadu_si256((const __m256i *)(part + k + 4)), 4);
        const __m256i p = _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
        const __m256i r = _mm256_and_si256(_mm256_srli_epi32(p, 16), byte), g = _mm256_and_si256(_mm256_srli_epi32(p, 8), byte),
                      b = _mm256_and_si256(p, byte);
        const __m256i off = _mm256_max_epi32(_mm256_max_epi32(_mm256_abs_epi32(_mm256_sub_epi32(r, tr)),
                                                              _mm256_abs_epi32(_mm256_sub_epi32(g, tg))),
                                             _mm256_abs_epi32(_mm256_sub_epi32(b, tb)));
        const __m256i in = _mm256_xor_si256(_mm256_cmpgt_epi32(off, beyond), none_out);
        const __m256i dr = _mm256_sub_epi32(r, fr), dg = _mm256_sub_epi32(g, fg), db = _mm256_sub_epi32(b, fb);
        const __m256i d = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(dr, dr), _mm256_mullo_epi32(dg, dg)),
                                           _mm256_mullo_epi32(db, db));
        in_cube = _mm256_sub_epi32(in_cube, in);
        least = _mm256_min_epi32(least, _mm256_blendv_epi8(none_in, d, in));
        most = _mm256_max_epi32(most, _mm256_blendv_epi8(d, none_out, in));
    }
    int32_t counts[8], lows[8], highs[8];
    _mm256_storeu_si256((__m256i *)counts, in_cube);
    _mm256_storeu_si256((__m256i *)lows, least);
    _mm256_storeu_si256((__m256i *)highs, most);
    size_t sum = 0;
    int32_t low_all = INT32_MAX, high_all = -1;
    for (int lane = 0; lane < 8; lane++) {
        sum += (size_t)counts[lane];
        low_all = lows[lane] < low_all ? lows[lane] : low_all;
        high_all = highs[lane] > high_all ? highs[lane] : high_all;
    }
    *inside = sum;
    *nearest = low_all;
    *farthest = high_all;
    cube_steps(pixels, part, k, count, text, from, reach, inside, nearest, farthest);
}
#endif

size_t legible_cube_pass(const uint32_t *pixels, const intptr_t *part, size_t count, uint32_t text, uint32_t from,
                         int32_t reach, int32_t *nearest, int32_t *farthest_outside, int avx2) {
    size_t inside = 0;
    *nearest = INT32_MAX;
    *farthest_outside = -1;
#if defined(__x86_64__)
    if (avx2) {
        cube_pass_avx2(pixels, part, count, text, from, reach, &inside, nearest, farthest_outside);
        return inside;
    }
#endif
    (void)avx2;
    cube_steps(pixels, part, 0, count, text, from, reach, &inside, nearest, farthest_outside);
    return inside;
}
