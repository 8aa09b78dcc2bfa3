#ifndef LEGIBLE_KERNELS_H
#define LEGIBLE_KERNELS_H
/* Kernels Swift cannot express at speed: byte-wise SIMD minimum and maximum stay calls in Swift
 * (`pointwiseMin` on SIMD16<UInt8> is one instruction behind a call the optimiser never
 * inlines, and compare-and-select goes lane by lane), and masked sums Swift leaves scalar. Plain
 * C, with vector extensions or loops the compiler vectorises; the Swift callers keep the
 * reference versions the tests compare them with. */
#include <stddef.h>
#include <stdint.h>

/* Whether this processor and system run the kernels' AVX2 versions (1) or not (0). */
int legible_kernels_avx2(void);

/* One 3x3 per-channel median pass over a ring (see LegibleAudit's RingMedian):
 * `buffer` is the window with a one-pixel border (`stride` words a row) and seven more words
 * after it, holding each ring colour with its top byte 0xFF and 0 elsewhere; `places[k]` is
 * ring pixel k's index in it, ascending. `out[k]` becomes the upper median, per channel, of the
 * ring colours among pixel k's nine neighbours. `lanes`: window positions a step, 8 (AVX2, only
 * where legible_kernels_avx2() says so) or 4 (any processor); the results are the same. */
void legible_ring_median_pass(const uint32_t *buffer, const intptr_t *places, size_t count,
                              intptr_t stride, uint32_t *out, int lanes);

/* The same pass written for the next one: `next`, laid out as `buffer` and holding 0 at every
 * place that is no ring pixel, gets each ring pixel's median with its top byte 0xFF at its
 * place (and 0 again in the places around it that no ring pixel holds). */
void legible_ring_median_pass_into(const uint32_t *buffer, uint32_t *next, const intptr_t *places, size_t count,
                                   intptr_t stride, int lanes);

/* The sums of LegibleAudit's ChromaSpread over `count` pixels (packed 0xRRGGBB) and two masks
 * of 0 or 1 bytes: sums[0..2] the red, green and blue of the pixels in `near`, sums[3] how
 * many those are, sums[4] the sum of |299 r + 587 g + 114 b - the same of `background`| over
 * the pixels in `near` but not in `close`, sums[5] how many those are. Exact integers. `avx2`:
 * the AVX2 version (only where legible_kernels_avx2() says so), the same sums. */
void legible_chroma_spread(const uint32_t *pixels, const uint8_t *near, const uint8_t *close, size_t count,
                           uint32_t background, int64_t sums[6], int avx2);

/* LegibleAudit's NearMask pass with AVX2, only where legible_kernels_avx2() says so (elsewhere
 * it marks nothing and returns 0): mask[i] = 1 where pixel i (packed 0xRRGGBB, the top byte
 * ignored) lies within squared distance `limit` of `colour`, else 0; when `closer` is not null,
 * the same for `close_limit` into it. Returns how many pixels `mask` holds. */
size_t legible_near_mask(const uint32_t *pixels, size_t count, uint32_t colour, int32_t limit, void *mask,
                         void *closer, int32_t close_limit);

/* Where a luminance's cell is (LegibleAudit's APCARanking.Cells): `per_unit` cells a unit of
 * luminance, the text's own cell, and how many cells lie at or below the text's luminance. */
struct legible_ring_cells {
    double per_unit;
    double text_y;
    int32_t text_cell;
    int32_t below;
};

/* LegibleAudit's RingRanking.many pass (its plain version is the Swift one, RatioSlices.add per
 * colour): for each of `count` colours of `seen` (packed 0xRRGGBB), its contrast ratio with the
 * text (luminance `text_offset` - 0.05) as float bits into `ratios`, its screen luminance into
 * `ys` (both from `terms`, ChannelTerms' 768 pairs of doubles), and its place first in the lists
 * of its ratio slice (`sums`, pairs of weight and head) and luminance cell (`cell_sums`), linked
 * through `links` (two a colour); weights are start[c + 1] - start[c]. `avx2`: four colours a
 * step (only where legible_kernels_avx2() says so), the same lists. */
void legible_ring_slices(const uint32_t *seen, size_t count, const void *terms, double text_offset,
                         const int32_t *start, const struct legible_ring_cells *cells, uint32_t slice_shift,
                         uint32_t *ratios, double *ys, int32_t *sums, int32_t *cell_sums, int32_t *links, int avx2);

/* The one pass of LegibleAudit's StrongestColour.surelyWithin over the pixels `part[0..count)`
 * of `pixels` (packed 0xRRGGBB): returns how many lie within `reach` of `text` in every
 * channel, and writes the least squared distance from `from` among them to `nearest`
 * (INT32_MAX for none) and the greatest among the others to `farthest_outside` (-1 for none).
 * `avx2`: eight pixels a step (only where legible_kernels_avx2() says so); the same results. */
size_t legible_cube_pass(const uint32_t *pixels, const intptr_t *part, size_t count, uint32_t text, uint32_t from,
                         int32_t reach, int32_t *nearest, int32_t *farthest_outside, int avx2);

/* The colour test of LegibleAudit's TextSeparator.ring(_:detailAwayFromGlyphs:) over the ring
 * positions 0..count: flags[k] is 1 where the pixel pixels[ring[k]] differs from smoothed[k] and
 * lies towards `text` from it past `share` of the step (reach > share × span, in doubles) and the
 * noise `floor` (reach² > floor × span), else 0; returns how many are 1. `avx2`: eight positions
 * a step (only where legible_kernels_avx2() says so); the same flags. */
size_t legible_past_ringing(const uint32_t *pixels, const intptr_t *ring, const uint32_t *smoothed, size_t count,
                            uint32_t text, double share, double floor, uint8_t *flags, int avx2);

/* The pass of LegibleAudit's MaskExtremes over `rows` rows of `count` pixels (packed 0xRRGGBB,
 * the top byte ignored) `stride` apart, and a mask of 0 or 1 bytes laid out alike: sums[0..2] the
 * red, green and blue of the pixels outside the mask, sums[3] how many those are; low[0..2] and
 * high[0..2] the least and greatest red, green and blue of the pixels in it (255 and 0 when
 * none). `avx2`: the AVX2 version (only where legible_kernels_avx2() says so), the same results. */
void legible_mask_extremes(const uint32_t *pixels, const uint8_t *mask, size_t count, size_t rows, size_t stride,
                           int64_t sums[4], int32_t low[3], int32_t high[3], int avx2);

#endif
