import Synchronization
import Testing
@testable import LegibleAudit

struct WorkerThreadsTests {
    /// Every thread asked for runs its closure once, and `join` returns only after all have.
    @Test(arguments: [0, 1, 3])
    func everyThreadRunsBeforeJoinReturns(count: Int) {
        let ran = Atomic<Int>(0)
        let threads = WorkerThreads(count: count, stackSize: 1 << 20) {
            // Slow enough that a join that did not wait would see fewer.
            var x = 0
            for i in 0..<200_000 { x &+= i }
            ran.wrappingAdd(x & 0 + 1, ordering: .relaxed)
        }
        threads.join()
        #expect(ran.load(ordering: .relaxed) == count)
    }
}
