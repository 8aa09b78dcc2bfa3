/// Work spread over threads whose results are handed over one by one in input order while the
/// rest is still running: a batch of 10,000 screens is reported as it goes, and at most `window`
/// results wait for an earlier, slower one, so memory does not grow with the batch.
///
/// Items are expanded into units lazily, on the thread that takes the next unit (a manifest is
/// read only when its first screen is due).
struct OrderedStream<Item: Sendable, Unit: Sendable, Result: Sendable>: Sendable {
    let items: [Item]
    let expand: @Sendable (Item) -> [Unit]
    let body: @Sendable (Unit) -> Result
    let jobs: Int
    let window: Int

    /// Runs every unit; `deliver` gets each result, in order, on the calling thread.
    func run(deliver: (Result) -> Void) {
        if jobs <= 1 {
            for item in items { for unit in expand(item) { deliver(body(unit)) } }
            return
        }
        let state = State(self)
        let helpers = WorkerThreads(count: jobs, stackSize: BatchScheduler.workerStackSize) { state.work() }
        if helpers.count == 0 {
            // The system started no thread: the calling thread does the work, one unit at a time.
            helpers.join()
            for item in items { for unit in expand(item) { deliver(body(unit)) } }
            return
        }
        while let result = state.nextResult() { deliver(result) }
        helpers.join()
    }

    /// What the threads share, guarded by one lock.
    private final class State: @unchecked Sendable {
        let stream: OrderedStream
        let lock = ConditionLock()
        /// The next item to expand, and the units of the current one not yet taken.
        var nextItem = 0
        var units: ArraySlice<Unit> = []
        /// Units handed out so far; results by unit number until delivered.
        var taken = 0
        var finished: [Int: Result] = [:]
        var delivered = 0
        /// Set once every item is expanded and every unit taken: `taken` is then the total.
        var exhausted = false

        init(_ stream: OrderedStream) { self.stream = stream }

        /// A worker: take units while any are left, never running more than `window` ahead of
        /// the oldest result not yet delivered.
        func work() {
            while let (number, unit) = take() {
                let result = stream.body(unit)
                lock.withLock {
                    finished[number] = result
                    lock.broadcast()
                }
            }
        }

        private func take() -> (Int, Unit)? {
            lock.withLock { () -> (Int, Unit)? in
                while taken >= delivered + stream.window { lock.wait() }
                while units.isEmpty {
                    guard nextItem < stream.items.count else {
                        exhausted = true
                        lock.broadcast()
                        return nil
                    }
                    units = stream.expand(stream.items[nextItem])[...]
                    nextItem += 1
                }
                defer { taken += 1 }
                return (taken, units.removeFirst())
            }
        }

        /// The next result in order, waiting for it; nil after the last.
        func nextResult() -> Result? {
            lock.withLock { () -> Result? in
                while finished[delivered] == nil {
                    if exhausted && delivered >= taken { return nil }
                    lock.wait()
                }
                defer {
                    delivered += 1
                    lock.broadcast()
                }
                return finished.removeValue(forKey: delivered)
            }
        }
    }
}
