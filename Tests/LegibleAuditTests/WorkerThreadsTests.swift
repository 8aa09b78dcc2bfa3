import Foundation
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

    /// The default number of jobs is the processors the process may run on, as the kernel lists
    /// them in /proc/self/status ("0-3,6"), not every processor online.
    @Test(.enabled(if: procStatus != nil, "needs Linux's /proc/self/status"))
    func processorCountFollowsAffinity() throws {
        let line = try #require(procStatus?.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        let list = line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
        let allowed = list.split(separator: ",").map { part -> Int in
            let ends = part.split(separator: "-").compactMap { Int($0) }
            return ends.count == 2 ? ends[1] - ends[0] + 1 : 1
        }.reduce(0, +)
        #expect(BatchScheduler.processorCount == allowed)
    }
}

private let procStatus = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
