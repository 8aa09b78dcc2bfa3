import CKernels

/// Which versions of the C kernels (`CKernels`) this processor runs. The baseline build stays
/// runnable anywhere; where the processor and system have AVX2, the kernels that gain from it
/// take their AVX2 versions, read once from CPUID. Every version gives the same results, and
/// tests compare each one this processor can run with the plain reference.
enum ProcessorKernels {
    /// Whether the AVX2 versions run here.
    static let avx2 = legible_kernels_avx2() != 0
}
