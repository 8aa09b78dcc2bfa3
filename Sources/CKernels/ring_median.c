#include "legible_kernels.h"
#include "kernel_level.h"

#include <string.h>

/* Sixteen bytes: four packed colours, one byte a channel. */
typedef uint8_t bytes16 __attribute__((vector_size(16)));

/* Compare and select on unsigned bytes: compilers emit pminub/pmaxub (umin/umax on ARM). */
static inline bytes16 lower(bytes16 a, bytes16 b) {
    bytes16 less = (bytes16)(b < a);
    return (a & ~less) | (b & less);
}

static inline bytes16 upper(bytes16 a, bytes16 b) {
    bytes16 less = (bytes16)(a < b);
    return (a & ~less) | (b & less);
}

static inline bytes16 median3(bytes16 a, bytes16 b, bytes16 c) {
    return upper(lower(a, b), lower(upper(a, b), c));
}

/* The median of nine, given as three columns: sort each column, then the median of the largest
 * minimum, the median of the medians and the smallest maximum. */
static inline bytes16 median9(bytes16 t0, bytes16 m0, bytes16 b0, bytes16 t1, bytes16 m1, bytes16 b1,
                              bytes16 t2, bytes16 m2, bytes16 b2) {
    bytes16 l, h, r;
    l = lower(t0, m0); h = upper(t0, m0); r = upper(l, b0);
    bytes16 low0 = lower(l, b0), mid0 = lower(h, r), high0 = upper(h, r);
    l = lower(t1, m1); h = upper(t1, m1); r = upper(l, b1);
    bytes16 low1 = lower(l, b1), mid1 = lower(h, r), high1 = upper(h, r);
    l = lower(t2, m2); h = upper(t2, m2); r = upper(l, b2);
    bytes16 low2 = lower(l, b2), mid2 = lower(h, r), high2 = upper(h, r);
    bytes16 lows = upper(upper(low0, low1), low2);
    bytes16 highs = lower(lower(high0, high1), high2);
    return median3(lows, median3(mid0, mid1, mid2), highs);
}

/* Four packed colours as words: the lanes of the membership test and of the fillers. */
typedef uint32_t words4 __attribute__((vector_size(16)));

static inline words4 load4(const uint32_t *p) {
    words4 v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* The same words, signed: a ring colour (top byte 0xFF) is negative, anything else is not. */
typedef int32_t signed4 __attribute__((vector_size(16)));

/* Gives each lane's missing neighbours (top byte clear: text, the border, beyond the ring)
 * their fillers, 0xFFFFFF and 0 by turns in neighbour order: of m missing, m/2 rounded up are
 * 0xFFFFFF and the rest 0, which puts rank 4 of the nine at the upper median of the present
 * ones (only how many of each counts, not which). */
static inline void fill_missing(words4 n[9]) {
    const signed4 none = { -1, -1, -1, -1 };
    const words4 channels = { 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu, 0xFFFFFFu };
    words4 odd = { 0, 0, 0, 0 };
    for (int j = 0; j < 9; j++) {
        words4 missing = (words4)((signed4)n[j] > none);
        odd ^= missing;
        n[j] |= missing & odd & channels;
    }
}

static inline bytes16 as_bytes(words4 v) {
    bytes16 b;
    memcpy(&b, &v, sizeof b);
    return b;
}

/* The upper medians around window positions p … p+3 (see fill_missing). The buffer holds
 * words beyond its last row, which the lanes past a last ring pixel read. */
static inline words4 medians4(const uint32_t *buffer, intptr_t p, intptr_t stride) {
    const uint32_t member = 0xFF000000u;
    const uint32_t *top = buffer + p - stride - 1, *mid = buffer + p - 1, *bottom = buffer + p + stride - 1;
    words4 n[9] = { load4(top), load4(top + 1), load4(top + 2), load4(mid), load4(mid + 1), load4(mid + 2),
                    load4(bottom), load4(bottom + 1), load4(bottom + 2) };
    words4 all = n[0] & n[1] & n[2] & n[3] & n[4] & n[5] & n[6] & n[7] & n[8];
    uint32_t lanes[4];
    memcpy(lanes, &all, sizeof lanes);
    if ((lanes[0] & lanes[1] & lanes[2] & lanes[3] & member) != member) fill_missing(n);
    bytes16 m = median9(as_bytes(n[0]), as_bytes(n[3]), as_bytes(n[6]), as_bytes(n[1]), as_bytes(n[4]),
                        as_bytes(n[7]), as_bytes(n[2]), as_bytes(n[5]), as_bytes(n[8]));
    words4 medians;
    memcpy(&medians, &m, sizeof medians);
    return medians;
}

/* The window positions p … p+3 are done together: the ring pixels among them are
 * places[k], places[k+1] … in order (places ascend), and the others' lanes are dropped. */
static void pass4(const uint32_t *buffer, const intptr_t *places, size_t count, intptr_t stride, uint32_t *out) {
    const uint32_t member = 0xFF000000u;
    size_t k = 0;
    while (k < count) {
        const intptr_t p = places[k];
        const words4 m = medians4(buffer, p, stride);
        out[k++] = m[0] & 0xFFFFFFu;
        for (int i = 1; i < 4 && k < count; i++) {
            if (buffer[p + i] & member) out[k++] = m[i] & 0xFFFFFFu;
        }
    }
}

/* pass4 into the next pass's buffer: four words stored a step, the medians marked as ring
 * colours in the ring pixels' lanes and 0 in the others (which `next` holds there already). */
static void pass4_into(const uint32_t *buffer, uint32_t *next, const intptr_t *places, size_t count, intptr_t stride) {
    const words4 member = { 0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u };
    size_t k = 0;
    while (k < count) {
        const intptr_t p = places[k];
        const words4 own = load4(buffer + p);
        const words4 ring = (words4)((signed4)own >> 31);
        const words4 m = (medians4(buffer, p, stride) | member) & ring;
        memcpy(next + p, &m, sizeof m);
        /* The ring pixels among the four: the first is one, the rest follow in places. */
        k += 1 + (ring[1] & 1u) + (ring[2] & 1u) + (ring[3] & 1u);
    }
}

void legible_ring_median_pass(const uint32_t *buffer, const intptr_t *places, size_t count, intptr_t stride,
                              uint32_t *out, int lanes) {
#if defined(__x86_64__)
    if (lanes == 8) {
        legible_ring_median_pass_avx2(buffer, places, count, stride, out);
        return;
    }
#endif
    pass4(buffer, places, count, stride, out);
}

void legible_ring_median_pass_into(const uint32_t *buffer, uint32_t *next, const intptr_t *places, size_t count,
                                   intptr_t stride, int lanes) {
#if defined(__x86_64__)
    if (lanes == 8) {
        legible_ring_median_pass_into_avx2(buffer, next, places, count, stride);
        return;
    }
#endif
    pass4_into(buffer, next, places, count, stride);
}
