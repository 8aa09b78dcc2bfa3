/* LegibleAudit's RingRanking.many pass over a ring's colours, in C: each colour's contrast ratio
 * with the text and its screen luminance from the channel-terms table, then its place in the
 * lists of its ratio slice and luminance cell (RatioSlices.add). Swift kept the four colours of a
 * step in vector registers it could not hold and spilled them; here a first loop measures, a
 * second links, each with what it needs. The same sums and products in the same order as
 * ChannelTerms and RatioSlices, so the same bits. */
#include "legible_kernels.h"

#include <string.h>

/* No fused multiply-adds: the cell's scaling and rounding are two IEEE operations, as in Swift. */
#pragma STDC FP_CONTRACT OFF

/* 1.5 * 2^52: added to x (0 <= x < 2^31), the nearest integer to x lies in the low bits. */
static const double magic = 6755399441055744.0;

/* The cell a screen luminance `y` falls in (APCARanking.Cells.bucket), without a branch: the
 * text's side is a sign mask (all ones above the text's luminance). */
static inline int32_t cell_of(double y, const struct legible_ring_cells *cells) {
    const double shifted = y * cells->per_unit + magic;
    uint64_t raw;
    memcpy(&raw, &shifted, sizeof raw);
    const int32_t d = (int32_t)(uint32_t)raw - cells->text_cell, above = -(int32_t)(y > cells->text_y);
    return (cells->below & above) + ((d ^ ~above) - ~above);
}

/* One colour measured: its ratio's float bits, its screen luminance, its cell. */
static inline void measure(const double *t, uint32_t p, double text_offset, const struct legible_ring_cells *cells,
                           uint32_t *ratio, double *y, int32_t *cell) {
    const double *r = t + 2 * ((p >> 16) & 0xFF), *g = t + 2 * (256 + ((p >> 8) & 0xFF)), *b = t + 2 * (512 + (p & 0xFF));
    const double l = ((r[0] + g[0]) + b[0]) + 0.05;
    *y = (r[1] + g[1]) + b[1];
    const double lighter = l > text_offset ? l : text_offset, darker = l < text_offset ? l : text_offset;
    const float q = (float)(lighter / darker);
    memcpy(ratio, &q, sizeof q);
    *cell = cell_of(*y, cells);
}

#if defined(__x86_64__)
#include <immintrin.h>

/* Four colours a step: the pairs of terms summed as in ChannelTerms (one pair a colour), then
 * the ratios, rounding and cells four lanes at a time. Returns how many colours it measured. */
__attribute__((target("avx2")))
static size_t measure4(const uint32_t *seen, size_t count, const double *t, double text_offset,
                       const struct legible_ring_cells *cells, uint32_t *ratios, double *ys, int32_t *links) {
    const __m256d offset = _mm256_set1_pd(text_offset), margin = _mm256_set1_pd(0.05);
    const __m256d per_unit = _mm256_set1_pd(cells->per_unit), shift = _mm256_set1_pd(magic);
    const __m256d text_y = _mm256_set1_pd(cells->text_y);
    const __m256i low_words = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    const __m128i text_cell = _mm_set1_epi32(cells->text_cell), below = _mm_set1_epi32(cells->below);
    size_t c = 0;
    for (; c + 4 <= count; c += 4) {
        __m128d pair[4];
        for (int i = 0; i < 4; i++) {
            const uint32_t p = seen[c + i];
            pair[i] = _mm_add_pd(_mm_add_pd(_mm_loadu_pd(t + 2 * ((p >> 16) & 0xFF)), _mm_loadu_pd(t + 2 * (256 + ((p >> 8) & 0xFF)))),
                                 _mm_loadu_pd(t + 2 * (512 + (p & 0xFF))));
        }
        const __m256d w = _mm256_set_m128d(_mm_unpacklo_pd(pair[2], pair[3]), _mm_unpacklo_pd(pair[0], pair[1]));
        const __m256d y = _mm256_set_m128d(_mm_unpackhi_pd(pair[2], pair[3]), _mm_unpackhi_pd(pair[0], pair[1]));
        const __m256d l = _mm256_add_pd(w, margin);
        /* max_pd(l, t) is l > t ? l : t, min_pd(l, t) is l < t ? l : t: Swift's selects. */
        const __m128 q = _mm256_cvtpd_ps(_mm256_div_pd(_mm256_max_pd(l, offset), _mm256_min_pd(l, offset)));
        _mm_storeu_ps((float *)(ratios + c), q);
        _mm256_storeu_pd(ys + c, y);
        const __m256d shifted = _mm256_add_pd(_mm256_mul_pd(y, per_unit), shift);
        const __m128i cell = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(shifted), low_words));
        const __m128i above = _mm256_castsi256_si128(
            _mm256_permutevar8x32_epi32(_mm256_castpd_si256(_mm256_cmp_pd(y, text_y, _CMP_GT_OQ)), low_words));
        const __m128i d = _mm_sub_epi32(cell, text_cell);
        const __m128i bucket = _mm_blendv_epi8(_mm_sub_epi32(_mm_setzero_si128(), d), _mm_add_epi32(below, d), above);
        int32_t b[4];
        _mm_storeu_si128((__m128i *)b, bucket);
        for (int i = 0; i < 4; i++) links[2 * (c + i) + 1] = b[i];
    }
    return c;
}
#endif

void legible_ring_slices(const uint32_t *seen, size_t count, const void *terms, double text_offset,
                         const int32_t *start, const struct legible_ring_cells *cells, uint32_t slice_shift,
                         uint32_t *ratios, double *ys, int32_t *sums, int32_t *cell_sums, int32_t *links, int avx2) {
    const double *t = terms;
    /* First: ratios, luminances, and each colour's cell (kept in its cell link until linked). */
    size_t c = 0;
#if defined(__x86_64__)
    if (avx2) c = measure4(seen, count, t, text_offset, cells, ratios, ys, links);
#else
    (void)avx2;
#endif
    for (; c < count; c++) measure(t, seen[c], text_offset, cells, &ratios[c], &ys[c], &links[2 * c + 1]);
    /* Then the lists, in colour order: each colour first in its slice's and its cell's. */
    const uint32_t one = 0x3F800000u; /* 1.0f: ratios are 1 at least */
    for (c = 0; c < count; c++) {
        const int32_t weight = start[c + 1] - start[c];
        const size_t cell = 2 * (size_t)links[2 * c + 1];
        cell_sums[cell] += weight;
        links[2 * c + 1] = cell_sums[cell + 1];
        cell_sums[cell + 1] = (int32_t)c;
        const size_t slice = 2 * (size_t)((ratios[c] - one) >> slice_shift);
        sums[slice] += weight;
        links[2 * c] = sums[slice + 1];
        sums[slice + 1] = (int32_t)c;
    }
}
