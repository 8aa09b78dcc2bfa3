#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX threads started together, each running the same closure, and waited for together: the
/// one place LegibleAudit starts threads (Foundation's `Thread` would tie the library to all of
/// Foundation).
struct WorkerThreads: ~Copyable {
    private var handles: [pthread_t] = []

    /// Starts up to `count` threads with stacks of `stackSize` bytes, each running `body`. Fewer
    /// start when the system refuses more; callers must not count on any.
    init(count: Int, stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        for _ in 0..<max(0, count) {
            let context = Unmanaged.passRetained(Job(body)).toOpaque()
            #if canImport(Darwin)
            var handle: pthread_t?
            let status = pthread_create(&handle, &attributes, { WorkerThreads.run($0) }, context)
            #else
            var handle = pthread_t()
            let status = pthread_create(&handle, &attributes, { WorkerThreads.run($0!) }, context)
            #endif
            guard status == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                break
            }
            #if canImport(Darwin)
            handles.append(handle!)
            #else
            handles.append(handle)
            #endif
        }
    }

    /// How many threads started.
    var count: Int { handles.count }

    /// Waits until every thread has returned.
    consuming func join() {
        for handle in handles { pthread_join(handle, nil) }
        handles = []
    }

    deinit {
        // A thread is never left running unwaited for, even if the caller forgot.
        for handle in handles { pthread_join(handle, nil) }
    }

    /// The closure a thread runs, passed through pthread_create's context pointer.
    private final class Job {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private static func run(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
        return nil
    }
}
