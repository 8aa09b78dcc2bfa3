import CHostCPU
import Testing

/// Package.swift compiles for x86-64-v3 when asked (`LEGIBLE_X86_64_V3=1`), and CHostCPU refuses
/// to run such a build on a processor without it.
@Suite("Processor level of the build")
struct HostCPUTests {
    /// CPUID words of an Intel Haswell (Core i7-4770) with an OS that saves the YMM registers.
    static let haswell = (leaf1: UInt32(0x7FFA_FBBF), leaf7: UInt32(0x0000_27AB), ext1: UInt32(0x0000_0021), xcr0: UInt64(0x7))
    /// An Intel Nehalem (Core i7-920): SSE4.2 and POPCNT, no AVX, MOVBE, FMA or BMI.
    static let nehalem = (leaf1: UInt32(0x0098_E3BD), leaf7: UInt32(0), ext1: UInt32(0x0000_0001), xcr0: UInt64(0x3))

    @Test("Haswell's CPUID words are x86-64-v3, Nehalem's are not")
    func levels() {
        let h = Self.haswell, n = Self.nehalem
        #expect(legible_x86_64_v3(h.leaf1, h.leaf7, h.ext1, h.xcr0) == 1)
        #expect(legible_x86_64_v3(n.leaf1, n.leaf7, n.ext1, n.xcr0) == 0)
        // Haswell under an OS that does not save the YMM registers: AVX cannot be used.
        #expect(legible_x86_64_v3(h.leaf1, h.leaf7, h.ext1, 0x3) == 0)
    }

    @Test("Each missing feature fails the check", arguments: [
        ("FMA", 1, 12), ("MOVBE", 1, 22), ("POPCNT", 1, 23), ("OSXSAVE", 1, 27), ("AVX", 1, 28), ("F16C", 1, 29),
        ("BMI1", 7, 3), ("AVX2", 7, 5), ("BMI2", 7, 8), ("LZCNT", 0x8000_0001, 5),
    ])
    func missingFeature(name: String, leaf: Int, bit: Int) {
        var h = Self.haswell
        let cleared = ~(UInt32(1) << UInt32(bit))
        switch leaf {
        case 1: h.leaf1 &= cleared
        case 7: h.leaf7 &= cleared
        default: h.ext1 &= cleared
        }
        #expect(legible_x86_64_v3(h.leaf1, h.leaf7, h.ext1, h.xcr0) == 0, "without \(name)")
    }

    @Test("The Swift targets and CHostCPU were built for the same level")
    func sameLevel() {
        let requirement = legible_host_cpu_requirement().map { String(cString: $0) }
        #if LEGIBLE_X86_64_V3
        #expect(requirement == "x86-64-v3")
        #else
        #expect(requirement == nil)
        #endif
    }
}
