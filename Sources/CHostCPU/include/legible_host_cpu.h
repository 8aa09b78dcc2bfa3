#ifndef LEGIBLE_HOST_CPU_H
#define LEGIBLE_HOST_CPU_H

/// The processor level this build was compiled for ("x86-64-v3"), or a null pointer for the
/// baseline of its architecture. Package.swift chooses it from the building machine.
const char *legible_host_cpu_requirement(void);

/// Whether the processor running this process has that level (always 1 for a baseline build).
int legible_host_cpu_supported(void);

#endif
