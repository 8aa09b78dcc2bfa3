import Dispatch
import Synchronization

/// Runs independent jobs on several threads and returns their results in input order, so
/// reports do not depend on which thread finished first.
public enum BatchScheduler {
    /// Applies `body` to every item with at most `jobs` running at once.
    ///
    /// Workers pull the next index from a shared counter rather than taking fixed slices, so one
    /// slow screenshot does not leave the other cores idle.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ body: @Sendable (Item) -> Result
    ) -> [Result] {
        let workers = max(1, min(jobs, items.count))
        if workers == 1 { return items.map(body) }
        let next = Atomic<Int>(0)
        let results = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                let result = body(items[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { slots in slots.map { $0! } }
    }
}
