#ifndef LEGIBLE_JPEG_H
#define LEGIBLE_JPEG_H
/* Placeholder until the JPEG decoder lands. */
#endif
