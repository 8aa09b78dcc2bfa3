#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many rows of an image are decoded, announced by the decoding thread and awaited by the
/// threads measuring regions: a POSIX mutex and condition variable (whose memory must not move,
/// hence allocated here), the one place LegibleAudit waits for another thread's progress.
final class RowGate: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `mutex`.
    private var rows = 0
    private var closed = false

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Rows `0..<rows` are final; wakes whoever waits for them. The mutex orders the rows'
    /// bytes written before this call ahead of every read after a `wait` that returns true.
    func open(rows: Int) {
        pthread_mutex_lock(mutex)
        self.rows = max(self.rows, rows)
        pthread_mutex_unlock(mutex)
        pthread_cond_broadcast(condition)
    }

    /// No more rows will come (decoding failed): every wait returns false.
    func close() {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_mutex_unlock(mutex)
        pthread_cond_broadcast(condition)
    }

    /// Waits until rows `0..<needed` are final (true) or the gate is closed (false).
    func wait(forRows needed: Int) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while rows < needed && !closed { pthread_cond_wait(condition, mutex) }
        return rows >= needed
    }
}
