/* Whether the processor and the system run AVX2 code, read once from CPUID (as CHostCPU reads
 * it, not through the compiler's runtime), with the tables the eight-lane kernels need. */
#include "legible_kernels.h"
#include "kernel_level.h"

#include <pthread.h>

#if defined(__x86_64__)
#include <cpuid.h>

uint64_t legible_member_lanes[256];
uint64_t legible_lane_bytes[256];

static int avx2;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static int read_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    /* Leaf 1 ECX: POPCNT 23, OSXSAVE 27 (XGETBV may be used), AVX 28. */
    const unsigned leaf1 = 1u << 23 | 1u << 27 | 1u << 28;
    if ((c & leaf1) != leaf1) return 0;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    /* The system saves the XMM (bit 1) and YMM (bit 2) registers. */
    if ((lo & 6u) != 6u) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b >> 5) & 1u;  /* Leaf 7 EBX: AVX2 5. */
}

static void find_level(void) {
    for (unsigned set = 0; set < 256; set++) {
        uint64_t lanes = 0;
        unsigned n = 0;
        for (unsigned lane = 0; lane < 8; lane++) {
            if (set >> lane & 1u) lanes |= (uint64_t)lane << (8 * n++);
        }
        legible_member_lanes[set] = lanes;
        uint64_t bytes = 0;
        for (unsigned lane = 0; lane < 8; lane++) bytes |= (uint64_t)(set >> lane & 1u) << (8 * lane);
        legible_lane_bytes[set] = bytes;
    }
    avx2 = read_avx2();
}

int legible_kernels_avx2(void) {
    pthread_once(&once, find_level);
    return avx2;
}
#else
int legible_kernels_avx2(void) { return 0; }
#endif
