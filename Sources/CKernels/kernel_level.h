/* Which kernels the processor runs: private to CKernels. */
#ifndef LEGIBLE_KERNEL_LEVEL_H
#define LEGIBLE_KERNEL_LEVEL_H
#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__)
void legible_ring_median_pass_avx2(const uint32_t *buffer, const intptr_t *places, size_t count, intptr_t stride,
                                   uint32_t *out);
void legible_ring_median_pass_into_avx2(const uint32_t *buffer, uint32_t *next, const intptr_t *places, size_t count,
                                        intptr_t stride);
#endif

#endif
