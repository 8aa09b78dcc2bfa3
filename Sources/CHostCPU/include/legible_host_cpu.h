#ifndef LEGIBLE_HOST_CPU_H
#define LEGIBLE_HOST_CPU_H

/// The processor level this build was compiled for ("x86-64-v3"), or a null pointer for the
/// baseline of its architecture (the default; `LEGIBLE_X86_64_V3=1` asks Package.swift for v3).
const char *legible_host_cpu_requirement(void);

/// Whether the processor running this process has that level (always 1 for a baseline build).
int legible_host_cpu_supported(void);

/// Whether CPUID's feature words (leaf 1 ECX, leaf 7 EBX, leaf 0x80000001 ECX) and the OS's
/// enabled register state (XCR0) describe x86-64-v3: SSE3, SSSE3, SSE4.1/4.2, CX16, POPCNT,
/// LAHF, MOVBE, XSAVE, AVX, AVX2, BMI1/2, FMA, F16C, LZCNT, with the YMM registers enabled.
int legible_x86_64_v3(unsigned leaf1_ecx, unsigned leaf7_ebx, unsigned ext1_ecx, unsigned long long xcr0);

#endif
