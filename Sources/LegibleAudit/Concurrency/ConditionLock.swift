#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex with a condition variable, in memory that never moves: what a thread needs to
/// sleep until another one has finished something (`Synchronization.Mutex` cannot wait).
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

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

    /// Runs `body` holding the lock.
    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Releases the lock until `broadcast` is called, then holds it again; only inside `withLock`.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in `wait`.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
