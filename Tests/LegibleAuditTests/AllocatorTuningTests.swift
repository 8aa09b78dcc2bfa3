#if canImport(Glibc)
import CMalloc
import Glibc
import Testing
@testable import LegibleAudit

/// Whether AddressSanitizer's runtime is loaded (RTLD_DEFAULT is the null handle).
private let addressSanitized = dlsym(nil, "__asan_init") != nil

/// glibc takes the settings, and then serves a block of several MiB from its heaps rather than
/// a mapping of its own (which it would unmap on free and fault in again next time). Not under
/// AddressSanitizer, whose allocator replaces glibc's.
@Suite(.enabled(if: !addressSanitized)) struct AllocatorTuningTests {
    @Test func largeBlocksComeFromTheHeap() throws {
        #expect(AllocatorTuning.retainFreedMemory())
        // 16 MiB: past every threshold glibc sets on its own (it starts at 128 KiB and follows
        // the largest mapped block freed, up to 32 MiB), under the 32 MiB set here.
        let before = mallinfo2().hblks
        let block = try #require(malloc(16 << 20))
        defer { free(block) }
        #expect(mallinfo2().hblks <= before)
    }
}
#endif
