#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs independent jobs on several threads and returns their results in input order, so
/// reports do not depend on which thread finished first.
public enum BatchScheduler {
    /// Stack size of worker threads: decoders and the measurement recurse little, but libjpeg
    /// and libpng keep sizeable state on the stack; 8 MiB matches the main thread's.
    static let workerStackSize = 8 << 20

    /// The processors this process may run on (its CPU affinity, which containers and `taskset`
    /// restrict), else those online: the default number of jobs.
    public static var processorCount: Int {
        #if os(Linux)
        // A mask of 1,024 processors, glibc's cpu_set_t.
        var allowed = [UInt64](repeating: 0, count: 16)
        let status = allowed.withUnsafeMutableBytes { processorAffinity(0, $0.count, $0.baseAddress) }
        let count = allowed.reduce(0) { $0 + $1.nonzeroBitCount }
        if status == 0 && count > 0 { return count }
        #endif
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Applies `body` to every item with at most `jobs` running at once.
    ///
    /// Workers are dedicated threads (the calling thread is one of them) rather than
    /// `DispatchQueue.concurrentPerform`, whose iterations may all run on the caller when the
    /// global pool is busy: `--jobs N` should mean N. Workers pull the next index from a shared
    /// counter rather than taking fixed slices, so one slow screenshot does not leave the other
    /// cores idle.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = max(1, min(jobs, items.count))
        if workers == 1 { return items.map(body) }
        let next = Atomic<Int>(0)
        let results = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
        let work: @Sendable () -> Void = {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                let result = body(items[index])
                results.withLock { $0[index] = result }
            }
        }
        // If the system starts fewer helpers than asked, the calling thread does their share.
        let helpers = WorkerThreads(count: workers - 1, stackSize: workerStackSize, work)
        work()
        helpers.join()
        return results.withLock { slots in slots.map { $0! } }
    }

    /// Applies `body` to the units of every item with at most `jobs` running at once, and
    /// hands each result to `deliver` on the calling thread, in input order, as soon as it and
    /// every one before it are done.
    ///
    /// `expand` turns an item into its units when the first of them is due (a manifest into
    /// its screens), one item at a time. At most `window` results wait for an earlier one; a
    /// worker that would run further ahead waits, so memory stays flat however many items
    /// there are.
    public static func stream<Item: Sendable, Unit: Sendable, Result: Sendable>(
        _ items: [Item], expand: @escaping @Sendable (Item) -> [Unit], jobs: Int, window: Int,
        _ body: @escaping @Sendable (Unit) -> Result, deliver: (Result) -> Void
    ) {
        OrderedStream(items: items, expand: expand, body: body, jobs: jobs, window: max(1, window)).run(deliver: deliver)
    }
}

#if os(Linux)
/// glibc's sched_getaffinity, which its module map leaves out (it needs _GNU_SOURCE).
@_silgen_name("sched_getaffinity")
private func processorAffinity(_ pid: pid_t, _ size: Int, _ mask: UnsafeMutableRawPointer?) -> Int32
#endif
