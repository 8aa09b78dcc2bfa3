// Package.swift compiles the Swift targets for x86-64-v3 when asked (LEGIBLE_X86_64_V3=1). Such a
// binary carried to an older processor would die on its first AVX2 instruction with SIGILL;
// this check runs before any Swift code (a constructor, which Swift cannot write) and says why.
// It reads CPUID itself rather than through the compiler's runtime (`__builtin_cpu_supports`),
// whose ISA-level bits older libgcc versions lack.
#include "legible_host_cpu.h"

#include <stdio.h>
#include <unistd.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif

#if defined(LEGIBLE_REQUIRES_X86_64_V3) && defined(__x86_64__)
#define LEGIBLE_CHECKS_X86_64_V3 1
#endif

const char *legible_host_cpu_requirement(void) {
#if defined(LEGIBLE_CHECKS_X86_64_V3)
    return "x86-64-v3";
#else
    return 0;
#endif
}

int legible_x86_64_v3(unsigned leaf1_ecx, unsigned leaf7_ebx, unsigned ext1_ecx, unsigned long long xcr0) {
    // Leaf 1 ECX: SSE3 0, SSSE3 9, FMA 12, CX16 13, SSE4.1 19, SSE4.2 20, MOVBE 22, POPCNT 23,
    // XSAVE 26, OSXSAVE 27, AVX 28, F16C 29.
    const unsigned leaf1 = 1u << 0 | 1u << 9 | 1u << 12 | 1u << 13 | 1u << 19 | 1u << 20 | 1u << 22 | 1u << 23
        | 1u << 26 | 1u << 27 | 1u << 28 | 1u << 29;
    // Leaf 7 EBX: BMI1 3, AVX2 5, BMI2 8. Leaf 0x80000001 ECX: LAHF 0, LZCNT 5.
    const unsigned leaf7 = 1u << 3 | 1u << 5 | 1u << 8;
    const unsigned ext1 = 1u << 0 | 1u << 5;
    // XCR0: the OS saves the XMM (bit 1) and YMM (bit 2) registers.
    return (leaf1_ecx & leaf1) == leaf1 && (leaf7_ebx & leaf7) == leaf7 && (ext1_ecx & ext1) == ext1
        && (xcr0 & 6) == 6;
}

int legible_host_cpu_supported(void) {
#if defined(LEGIBLE_CHECKS_X86_64_V3)
    unsigned a, b, c, d, leaf1_ecx = 0, leaf7_ebx = 0, ext1_ecx = 0;
    unsigned long long xcr0 = 0;
    if (__get_cpuid(1, &a, &b, &c, &d)) leaf1_ecx = c;
    if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) leaf7_ebx = b;
    if (__get_cpuid(0x80000001u, &a, &b, &c, &d)) ext1_ecx = c;
    if (leaf1_ecx & (1u << 27)) {  // OSXSAVE: XGETBV may be used
        unsigned lo, hi;
        __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        xcr0 = (unsigned long long)hi << 32 | lo;
    }
    return legible_x86_64_v3(leaf1_ecx, leaf7_ebx, ext1_ecx, xcr0);
#else
    return 1;
#endif
}

#if defined(LEGIBLE_CHECKS_X86_64_V3)
__attribute__((constructor)) static void legible_refuse_unsupported_cpu(void) {
    if (legible_host_cpu_supported()) return;
    fputs("legible: this build was compiled for x86-64-v3 processors (AVX2, BMI1/2, FMA, F16C, LZCNT, "
          "MOVBE), and this one lacks them. Use the default build (without LEGIBLE_X86_64_V3), which runs "
          "on every x86-64 processor.\n", stderr);
    _exit(2);
}
#endif
