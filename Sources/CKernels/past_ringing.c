/* LegibleAudit's TextSeparator.ring(_:detailAwayFromGlyphs:), its colour test over a lossy ring:
 * whether a pixel's own colour lies towards the text from its smoothed colour by more than
 * ringing's share of the step and the noise floor. One pixel a step on any processor, eight with
 * AVX2 (two gathers of four), chosen at run time by the caller; the same flags. The comparisons
 * are the same IEEE products of the same integers, so the same bits as the Swift test. */
#include "legible_kernels.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/* No fused multiply-adds: each product is rounded once, as in Swift. */
#pragma STDC FP_CONTRACT OFF

/* Positions start ..< count: flags written, the set ones counted. */
static inline __attribute__((always_inline)) size_t past_steps(const uint32_t *pixels, const intptr_t *ring,
                                                               const uint32_t *smoothed, size_t start, size_t count,
                                                               uint32_t text, double share, double floor, uint8_t *flags) {
    const int32_t tr = (int32_t)(text >> 16 & 0xFF), tg = (int32_t)(text >> 8 & 0xFF), tb = (int32_t)(text & 0xFF);
    size_t set = 0;
    for (size_t k = start; k < count; k++) {
        const uint32_t own = pixels[ring[k]], s = smoothed[k];
        const int32_t br = (int32_t)(s >> 16 & 0xFF), bg = (int32_t)(s >> 8 & 0xFF), bb = (int32_t)(s & 0xFF);
        const int32_t sr = tr - br, sg = tg - bg, sb = tb - bb;
        const int32_t span = sr * sr + sg * sg + sb * sb;
        const int32_t reach = ((int32_t)(own >> 16 & 0xFF) - br) * sr + ((int32_t)(own >> 8 & 0xFF) - bg) * sg
                              + ((int32_t)(own & 0xFF) - bb) * sb;
        const int past = own != s && span > 0 && (double)reach > share * (double)span
                         && (double)reach * (double)reach > floor * (double)span;
        flags[k] = (uint8_t)past;
        set += (size_t)past;
    }
    return set;
}

#if defined(__x86_64__)
/* Four lanes of int32 as doubles, compared: a 4-bit mask of `reach > share × span` and
 * `reach² > floor × span`. */
__attribute__((target("avx2"))) static inline int past4(__m128i reach, __m128i span, __m256d share, __m256d floor) {
    const __m256d r = _mm256_cvtepi32_pd(reach), s = _mm256_cvtepi32_pd(span);
    const __m256d beyond = _mm256_cmp_pd(r, _mm256_mul_pd(share, s), _CMP_GT_OQ);
    const __m256d clear = _mm256_cmp_pd(_mm256_mul_pd(r, r), _mm256_mul_pd(floor, s), _CMP_GT_OQ);
    return _mm256_movemask_pd(_mm256_and_pd(beyond, clear));
}

/* Eight positions a step: the lanes where own differs and the step is no zero, then the two
 * products four lanes at a time. */
__attribute__((target("avx2"))) static size_t past_avx2(const uint32_t *pixels, const intptr_t *ring, const uint32_t *smoothed,
                                                        size_t count, uint32_t text, double share, double floor,
                                                        uint8_t *flags) {
    const __m256i byte = _mm256_set1_epi32(0xFF), zero = _mm256_setzero_si256();
    const __m256i tr = _mm256_set1_epi32((int)(text >> 16 & 0xFF)), tg = _mm256_set1_epi32((int)(text >> 8 & 0xFF)),
                  tb = _mm256_set1_epi32((int)(text & 0xFF));
    const __m256d shares = _mm256_set1_pd(share), floors = _mm256_set1_pd(floor);
    size_t set = 0, k = 0;
    for (; k + 8 <= count; k += 8) {
        const __m128i low = _mm256_i64gather_epi32((const int *)pixels, _mm256_loadu_si256((const __m256i *)(ring + k)), 4);
        const __m128i high = _mm256_i64gather_epi32((const int *)pixels, _mm256_loadu_si256((const __m256i *)(ring + k + 4)), 4);
        const __m256i own = _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
        const __m256i s = _mm256_loadu_si256((const __m256i *)(smoothed + k));
        const __m256i br = _mm256_and_si256(_mm256_srli_epi32(s, 16), byte), bg = _mm256_and_si256(_mm256_srli_epi32(s, 8), byte),
                      bb = _mm256_and_si256(s, byte);
        const __m256i sr = _mm256_sub_epi32(tr, br), sg = _mm256_sub_epi32(tg, bg), sb = _mm256_sub_epi32(tb, bb);
        const __m256i span = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(sr, sr), _mm256_mullo_epi32(sg, sg)),
                                              _mm256_mullo_epi32(sb, sb));
        const __m256i dr = _mm256_sub_epi32(_mm256_and_si256(_mm256_srli_epi32(own, 16), byte), br),
                      dg = _mm256_sub_epi32(_mm256_and_si256(_mm256_srli_epi32(own, 8), byte), bg),
                      db = _mm256_sub_epi32(_mm256_and_si256(own, byte), bb);
        const __m256i reach = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(dr, sr), _mm256_mullo_epi32(dg, sg)),
                                               _mm256_mullo_epi32(db, sb));
        /* Lanes worth the products: own unlike its smoothed colour, a step to the text, reach above 0. */
        const __m256i worth = _mm256_andnot_si256(_mm256_cmpeq_epi32(own, s),
                                                  _mm256_and_si256(_mm256_cmpgt_epi32(span, zero), _mm256_cmpgt_epi32(reach, zero)));
        int lanes = 0;
        if (!_mm256_testz_si256(worth, worth)) {
            const int first = past4(_mm256_castsi256_si128(reach), _mm256_castsi256_si128(span), shares, floors);
            const int second = past4(_mm256_extracti128_si256(reach, 1), _mm256_extracti128_si256(span, 1), shares, floors);
            lanes = (first | second << 4) & _mm256_movemask_ps(_mm256_castsi256_ps(worth));
        }
        for (int lane = 0; lane < 8; lane++) flags[k + lane] = (uint8_t)(lanes >> lane & 1);
        set += (size_t)__builtin_popcount((unsigned)lanes);
    }
    return set + past_steps(pixels, ring, smoothed, k, count, text, share, floor, flags);
}
#endif

size_t legible_past_ringing(const uint32_t *pixels, const intptr_t *ring, const uint32_t *smoothed, size_t count,
                            uint32_t text, double share, double floor, uint8_t *flags, int avx2) {
#if defined(__x86_64__)
    if (avx2) return past_avx2(pixels, ring, smoothed, count, text, share, floor, flags);
#endif
    (void)avx2;
    return past_steps(pixels, ring, smoothed, 0, count, text, share, floor, flags);
}
