/// Values made one after another on a thread of their own and taken in the same order on the
/// caller's, at most `depth` ahead: reading a merge's shard reports back overlaps with writing
/// the merged reports, and memory holds `depth` values whatever the length of the sequence.
///
/// The sequence ends at the first nil or error, which `next()` hands on in its turn. Dropping the
/// reader before the end stops the thread after the value it is making.
public final class ReadAhead<Element: Sendable, Failure: Error>: @unchecked Sendable {
    /// What the thread has made and the reader not yet taken, guarded by `lock`.
    private var made: [Element] = []
    private var ending: Result<Void, Failure>?
    private var cancelled = false
    private let lock = ConditionLock()
    private let depth: Int
    private let producer: Producer
    private var thread: WorkerThreads?
    /// Whether the thread started (`thread` is not copyable, so not compared with nil).
    private var threaded = false

    /// Starts making values with `produce` on a new thread; without one (the system refused
    /// it), `next()` makes each value when it is asked for.
    /// - Parameters:
    ///   - depth: how many values may wait for the reader; at least 1.
    ///   - produce: the next value, nil after the last. Only the new thread calls it, so it
    ///     may hold state no other thread touches.
    public init(depth: Int, produce: sending @escaping () throws(Failure) -> Element?) {
        self.depth = max(1, depth)
        producer = Producer(produce)
        let started = WorkerThreads(count: 1, stackSize: BatchScheduler.workerStackSize) { [unowned(unsafe) self] in
            self.fill()
        }
        threaded = started.count == 1
        if threaded { thread = consume started } else { started.join() }
    }

    deinit {
        lock.withLock {
            cancelled = true
            lock.broadcast()
        }
        thread.take()?.join()
    }

    /// The next value, waiting for it; nil after the last. Throws the error that ended the
    /// sequence, once.
    public func next() throws(Failure) -> Element? {
        guard threaded else { return try producer.produce() }
        let taken: Result<Element?, Failure> = lock.withLock {
            while made.isEmpty && ending == nil { lock.wait() }
            if !made.isEmpty {
                lock.broadcast()
                return .success(made.removeFirst())
            }
            defer { ending = .success(()) }
            if case .failure(let error) = ending { return .failure(error) }
            return .success(nil)
        }
        return try taken.get()
    }

    /// The thread: make values while the reader keeps up, until the end or cancellation.
    private func fill() {
        while true {
            let go = lock.withLock { () -> Bool in
                while made.count >= depth && !cancelled { lock.wait() }
                return !cancelled
            }
            guard go else { return }
            let value: Result<Element?, Failure>
            do throws(Failure) { value = .success(try producer.produce()) } catch { value = .failure(error) }
            let more = lock.withLock { () -> Bool in
                defer { lock.broadcast() }
                switch value {
                case .success(let element?): made.append(element); return true
                case .success(nil): ending = .success(()); return false
                case .failure(let error): ending = .failure(error); return false
                }
            }
            guard more else { return }
        }
    }

    /// The closure that makes values, called by one thread only (the reader's when no thread
    /// started, else the one started for it).
    private final class Producer: @unchecked Sendable {
        let produce: () throws(Failure) -> Element?
        init(_ produce: @escaping () throws(Failure) -> Element?) { self.produce = produce }
    }
}
