#if canImport(Glibc)
import CMalloc
#endif

/// Process-wide allocator settings for executables that audit many regions (`legible` and the
/// benchmarks call it first thing). The library never calls it: a process's allocator is its
/// owner's to set, and a library user may call it too.
public enum AllocatorTuning {
    /// Keeps glibc from handing freed memory back to the system and faulting it in again.
    ///
    /// Each region allocates buffers of a few hundred KB (the box, its masks, distance fields and
    /// the ring) and frees them before the next. glibc returns the top of a heap once more than its
    /// trim threshold is free there, and gives large blocks their own mappings; the next region then
    /// faults every page in again. In the worker threads' arenas this happened in about half the runs
    /// of the benchmark (515 page faults an audit instead of 20), costing the two-thread measurement
    /// about a tenth of its time. Memory freed stays with the process for reuse: the peak is unchanged.
    /// Returns whether glibc took both settings (false on other C libraries).
    @discardableResult
    public static func retainFreedMemory() -> Bool {
        #if canImport(Glibc)
        // Blocks up to 32 MiB (glibc's largest mmap threshold) come from the heaps; nothing under
        // 1 GiB free at a heap's top is trimmed.
        return mallopt(M_MMAP_THRESHOLD, Self.mappedFrom) == 1 && mallopt(M_TRIM_THRESHOLD, Self.trimmedFrom) == 1
        #else
        return false
        #endif
    }

    /// Blocks at least this large get their own mapping.
    static let mappedFrom: Int32 = 32 << 20
    /// Free memory at a heap's top beyond this goes back to the system.
    static let trimmedFrom: Int32 = 1 << 30
}
