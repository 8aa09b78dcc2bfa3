/* The ring median pass eight window positions at a time, for processors with AVX2 (chosen at
 * run time by legible_ring_median_pass; the baseline build keeps running anywhere). The same
 * network as ring_median.c on 32 bytes: eight packed colours, one byte a channel. */
#include "legible_kernels.h"
#include "kernel_level.h"

#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>

#define AVX2_INLINE static inline __attribute__((target("avx2,popcnt"), always_inline))

typedef uint8_t bytes32 __attribute__((vector_size(32)));
typedef uint32_t words8 __attribute__((vector_size(32)));

AVX2_INLINE bytes32 lower8(bytes32 a, bytes32 b) {
    bytes32 less = (bytes32)(b < a);
    return (a & ~less) | (b & less);
}

AVX2_INLINE bytes32 upper8(bytes32 a, bytes32 b) {
    bytes32 less = (bytes32)(a < b);
    return (a & ~less) | (b & less);
}

AVX2_INLINE bytes32 median3_8(bytes32 a, bytes32 b, bytes32 c) {
    return upper8(lower8(a, b), lower8(upper8(a, b), c));
}

/* Sorts the column (t, m, b) into (low, mid, high). */
AVX2_INLINE void sort3_8(bytes32 t, bytes32 m, bytes32 b, bytes32 *low, bytes32 *mid, bytes32 *high) {
    bytes32 l = lower8(t, m), h = upper8(t, m), r = upper8(l, b);
    *low = lower8(l, b);
    *mid = lower8(h, r);
    *high = upper8(h, r);
}

AVX2_INLINE words8 load8(const uint32_t *p) {
    words8 v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* fill_missing of ring_median.c on eight lanes, in intrinsics: written with vector compares,
 * the compiler narrowed the parity to sixteen-bit lanes and back at every neighbour. A missing
 * neighbour holds 0, so the filler replaces it whole. */
AVX2_INLINE void fill_missing8(words8 n[9]) {
    const __m256i channels = _mm256_set1_epi32(0xFFFFFF);
    __m256i odd = _mm256_setzero_si256();
    for (int j = 0; j < 9; j++) {
        const __m256i v = (__m256i)n[j], present = _mm256_srai_epi32(v, 31);
        odd = _mm256_xor_si256(odd, _mm256_andnot_si256(present, channels));
        n[j] = (words8)_mm256_blendv_epi8(odd, v, present);
    }
}

/* The sign bit of each lane: ring colours carry a top byte of 0xFF. */
AVX2_INLINE unsigned members8(words8 v) {
    return (unsigned)_mm256_movemask_ps((__m256)v);
}

/* Per set of member lanes, their lane numbers in order, a byte each (legible_kernels_level). */
extern uint64_t legible_member_lanes[256];

/* The upper medians around window positions centre … centre+7, per channel, of the ring colours
 * among each one's nine neighbours. */
AVX2_INLINE words8 medians8(const uint32_t *centre, intptr_t stride) {
    words8 n[9];
    for (int row = 0; row < 3; row++) {
        const uint32_t *left = centre + (row - 1) * stride - 1;
        for (int column = 0; column < 3; column++) n[3 * row + column] = load8(left + column);
    }
    words8 all = n[0];
    for (int j = 1; j < 9; j++) all &= n[j];
    if (members8(all) != 0xFFu) fill_missing8(n);
    bytes32 low[3], mid[3], high[3];
    for (int column = 0; column < 3; column++) {
        sort3_8((bytes32)n[column], (bytes32)n[3 + column], (bytes32)n[6 + column], &low[column], &mid[column],
                &high[column]);
    }
    const bytes32 lows = upper8(upper8(low[0], low[1]), low[2]);
    const bytes32 highs = lower8(lower8(high[0], high[1]), high[2]);
    const words8 channels = { 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu };
    return (words8)median3_8(lows, median3_8(mid[0], mid[1], mid[2]), highs) & channels;
}

__attribute__((target("avx2,popcnt")))
void legible_ring_median_pass_avx2(const uint32_t *buffer, const intptr_t *places, size_t count, intptr_t stride,
                                   uint32_t *out) {
    size_t k = 0;
    while (k < count) {
        const uint32_t *centre = buffer + places[k];
        /* The ring pixels among the eight positions: the first is one, the rest follow in places. */
        const unsigned members = members8(load8(centre));
        const words8 median = medians8(centre, stride);
        /* Their lanes moved to the front, in order, and stored together. */
        const __m256i order = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)legible_member_lanes[members]));
        const __m256i packed = _mm256_permutevar8x32_epi32((__m256i)median, order);
        const size_t found = (size_t)__builtin_popcount(members);
        if (count - k >= 8) {
            _mm256_storeu_si256((__m256i *)(out + k), packed);
        } else {
            uint32_t lanes[8];
            _mm256_storeu_si256((__m256i *)lanes, packed);
            memcpy(out + k, lanes, found * sizeof lanes[0]);
        }
        k += found;
    }
}

__attribute__((target("avx2,popcnt")))
void legible_ring_median_pass_into_avx2(const uint32_t *buffer, uint32_t *next, const intptr_t *places, size_t count,
                                        intptr_t stride) {
    const words8 member = { 0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u,
                            0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u };
    size_t k = 0;
    while (k < count) {
        const intptr_t p = places[k];
        const words8 own = load8(buffer + p);
        /* The ring pixels' lanes take their medians, marked; the others 0, as `next` holds there. */
        const words8 ring = (words8)_mm256_srai_epi32((__m256i)own, 31);
        const words8 marked = (medians8(buffer + p, stride) | member) & ring;
        memcpy(next + p, &marked, sizeof marked);
        k += (size_t)__builtin_popcount(members8(own));
    }
}
#endif
