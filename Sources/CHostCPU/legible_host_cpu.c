// Package.swift compiles the Swift targets for x86-64-v3 when the building machine has it. A
// binary carried to an older processor would die on its first AVX2 instruction with SIGILL;
// this check runs before any Swift code (a constructor, which Swift cannot write) and says why.
#include "legible_host_cpu.h"

#include <stdio.h>
#include <unistd.h>

const char *legible_host_cpu_requirement(void) {
#if defined(LEGIBLE_REQUIRES_X86_64_V3)
    return "x86-64-v3";
#else
    return 0;
#endif
}

int legible_host_cpu_supported(void) {
#if defined(LEGIBLE_REQUIRES_X86_64_V3) && defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("x86-64-v3") ? 1 : 0;
#else
    return 1;
#endif
}

#if defined(LEGIBLE_REQUIRES_X86_64_V3)
__attribute__((constructor)) static void legible_refuse_unsupported_cpu(void) {
    if (legible_host_cpu_supported()) return;
    fputs("legible: this build was compiled for x86-64-v3 processors (AVX2, BMI2, FMA), and this one "
          "lacks them. Rebuild on this machine, or build a portable binary with "
          "LEGIBLE_PORTABLE=1 swift build -c release.\n", stderr);
    _exit(2);
}
#endif
