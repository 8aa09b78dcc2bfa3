#include "legible_png.h"

#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LEGIBLE_OPAQUE 0x000000FFu
#else
#define LEGIBLE_OPAQUE 0xFF000000u
#endif

/* One pixel as a four-byte word: its three bytes and the next pixel's first, whose place the
 * alpha takes. */
static inline void legible_rgb_word(const uint8_t *rgb, uint8_t *rgba) {
    uint32_t word;
    memcpy(&word, rgb, sizeof word);
    word |= LEGIBLE_OPAQUE;
    memcpy(rgba, &word, sizeof word);
}

void legible_rgb_to_rgba_words(const uint8_t *rgb, uint8_t *rgba, size_t count) {
    size_t i = 0;
    /* Four pixels a step while a fourth byte follows the last of them; the last pixel of the row
     * is copied byte by byte, since the word after it lies past the row. */
    for (; i + 4 < count; i += 4) {
        legible_rgb_word(rgb + 3 * i, rgba + 4 * i);
        legible_rgb_word(rgb + 3 * i + 3, rgba + 4 * i + 4);
        legible_rgb_word(rgb + 3 * i + 6, rgba + 4 * i + 8);
        legible_rgb_word(rgb + 3 * i + 9, rgba + 4 * i + 12);
    }
    for (; i + 1 < count; i++) legible_rgb_word(rgb + 3 * i, rgba + 4 * i);
    if (i < count) {
        rgba[4 * i] = rgb[3 * i];
        rgba[4 * i + 1] = rgb[3 * i + 1];
        rgba[4 * i + 2] = rgb[3 * i + 2];
        rgba[4 * i + 3] = 255;
    }
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <tmmintrin.h>

/* Whether the processor has SSSE3 (CPUID leaf 1, ECX bit 9), read once: every x86-64 processor
 * since 2006 but the first ones, which the baseline build still runs on. */
static int legible_has_ssse3(void) {
    /* Decoders on several threads may each read it first: they store the same answer. */
    static int known = -1;
    int has = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (has < 0) {
        unsigned a, b, c, d;
        has = __get_cpuid(1, &a, &b, &c, &d) && (c >> 9 & 1u);
        __atomic_store_n(&known, has, __ATOMIC_RELAXED);
    }
    return has;
}

/* Four pixels a shuffle: twelve bytes spread over sixteen, the alpha or'ed in, sixteen pixels a
 * step. Sixteen bytes are read a shuffle, so it stops while five pixels and a byte remain after
 * the step; the words pass ends the row. */
__attribute__((target("ssse3")))
static size_t legible_rgb_to_rgba_shuffled(const uint8_t *rgb, uint8_t *rgba, size_t count) {
    const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    size_t i = 0;
    for (; i + 18 <= count; i += 16, rgb += 48, rgba += 64) {
        for (int k = 0; k < 4; k++) {
            __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(rgb + 12 * k));
            _mm_storeu_si128((__m128i *)(void *)(rgba + 16 * k), _mm_or_si128(_mm_shuffle_epi8(v, spread), opaque));
        }
    }
    return i;
}
#endif

void legible_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, size_t count) {
    size_t done = 0;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (legible_has_ssse3()) done = legible_rgb_to_rgba_shuffled(rgb, rgba, count);
#endif
    legible_rgb_to_rgba_words(rgb + 3 * done, rgba + 4 * done, count - done);
}
