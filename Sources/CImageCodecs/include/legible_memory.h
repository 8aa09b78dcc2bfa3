#ifndef LEGIBLE_MEMORY_H
#define LEGIBLE_MEMORY_H
#include <stddef.h>

/* Asks the kernel to back the whole 2 MiB stretches of a fresh pixel buffer with huge pages
 * (Linux transparent huge pages in "madvise" mode; elsewhere, or when refused, nothing happens).
 * A decoded screenshot is written once from top to bottom: one fault and one clear per 2 MiB
 * instead of one per 4 KiB page, which halves what faulting in a 14 MB raster costs. Only the
 * aligned interior is advised, all of which the decoder writes, so no memory is added.
 * Only for a screen whose regions are measured while it decodes (the decoding thread's faults
 * are then its critical path): a batch's workers, each faulting in a screen at once, were no
 * faster and spent 2-8 % more CPU (Docs/Performance.md). */
void legible_advise_huge_pages(void *start, size_t size);

#endif
