/// How many rows of an image are decoded, announced by the decoding thread and awaited by the
/// threads measuring regions.
final class RowGate: @unchecked Sendable {
    private let lock = ConditionLock()
    /// Guarded by `lock`.
    private var rows = 0
    private var closed = false

    /// Rows `0..<rows` are final; wakes whoever waits for them. The lock orders the rows'
    /// bytes written before this call ahead of every read after a `wait` that returns true.
    func open(rows: Int) {
        lock.withLock {
            self.rows = max(self.rows, rows)
            lock.broadcast()
        }
    }

    /// No more rows will come (decoding failed): every wait returns false.
    func close() {
        lock.withLock {
            closed = true
            lock.broadcast()
        }
    }

    /// Waits until rows `0..<needed` are final (true) or the gate is closed (false).
    func wait(forRows needed: Int) -> Bool {
        lock.withLock {
            while rows < needed && !closed { lock.wait() }
            return rows >= needed
        }
    }
}
