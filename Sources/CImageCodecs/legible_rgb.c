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

void legible_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, size_t count) {
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
