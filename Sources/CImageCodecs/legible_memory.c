#include "legible_memory.h"

#include <stdint.h>
#include <sys/mman.h>

void legible_advise_huge_pages(void *start, size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t first = ((uintptr_t)start + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)start + size) & ~(huge - 1);
    if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
#else
    (void)start;
    (void)size;
#endif
}
