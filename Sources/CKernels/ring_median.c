#include "legible_kernels.h"

#include <string.h>

/* Sixteen bytes: four packed colours, one byte a channel. */
typedef uint8_t bytes16 __attribute__((vector_size(16)));

static inline bytes16 load16(const uint32_t *p) {
    bytes16 v;
    memcpy(&v, p, sizeof v);
    return v;
}

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

/* Up to four ring pixels whose neighbours are not all in the ring, gathered so that one median
 * of nine vectors serves them all: lanes[j] holds neighbour j of each, its fillers applied. */
struct legible_median_batch {
    uint32_t lanes[9][4];
    size_t at[4];
    int count;
};

static void legible_median_flush(struct legible_median_batch *batch, uint32_t *out) {
    if (batch->count == 0) return;
    bytes16 n[9];
    for (int j = 0; j < 9; j++) n[j] = load16(batch->lanes[j]);
    bytes16 m = median9(n[0], n[3], n[6], n[1], n[4], n[7], n[2], n[5], n[8]);
    uint32_t lanes[4];
    memcpy(lanes, &m, sizeof lanes);
    for (int i = 0; i < batch->count; i++) out[batch->at[i]] = lanes[i] & 0xFFFFFFu;
    batch->count = 0;
}

void legible_ring_median_pass(const uint32_t *buffer, const intptr_t *places, size_t count,
                              intptr_t stride, const uint32_t *fillers, uint32_t *out) {
    const uint32_t member = 0xFF000000u;
    struct legible_median_batch batch;
    memset(&batch, 0, sizeof batch);
    size_t k = 0;
    while (k < count) {
        intptr_t p = places[k];
        /* Four ring pixels in a row, each with all nine neighbours in the ring: one vector. */
        if (k + 3 < count && places[k + 3] == p + 3) {
            const uint32_t *top = buffer + p - stride - 1, *mid = buffer + p - 1, *bottom = buffer + p + stride - 1;
            bytes16 n0 = load16(top), n1 = load16(top + 1), n2 = load16(top + 2);
            bytes16 n3 = load16(mid), n4 = load16(mid + 1), n5 = load16(mid + 2);
            bytes16 n6 = load16(bottom), n7 = load16(bottom + 1), n8 = load16(bottom + 2);
            bytes16 all = n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7 & n8;
            uint32_t lanes[4];
            memcpy(lanes, &all, sizeof lanes);
            if ((lanes[0] & lanes[1] & lanes[2] & lanes[3] & member) == member) {
                bytes16 m = median9(n0, n3, n6, n1, n4, n7, n2, n5, n8);
                memcpy(lanes, &m, sizeof lanes);
                for (int j = 0; j < 4; j++) out[k + j] = lanes[j] & 0xFFFFFFu;
                k += 4;
                continue;
            }
        }
        /* One pixel, its missing neighbours filled in, joins the batch. */
        const uint32_t *o = buffer + p - stride - 1;
        uint32_t v[9] = { o[0], o[1], o[2], buffer[p - 1], buffer[p], buffer[p + 1],
                          o[2 * stride], o[2 * stride + 1], o[2 * stride + 2] };
        unsigned present = 0;
        for (int j = 0; j < 9; j++) present |= (v[j] >> 31) << j;
        const uint32_t *f = fillers + present * 9;
        int lane = batch.count;
        for (int j = 0; j < 9; j++) batch.lanes[j][lane] = v[j] | f[j];
        batch.at[lane] = k;
        batch.count = lane + 1;
        if (batch.count == 4) legible_median_flush(&batch, out);
        k += 1;
    }
    legible_median_flush(&batch, out);
}
