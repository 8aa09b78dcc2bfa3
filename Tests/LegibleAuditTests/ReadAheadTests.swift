import LegibleAudit
import Synchronization
import Testing

@Suite("Read-ahead: values made on another thread, taken in order")
struct ReadAheadTests {
    struct Broken: Error, Equatable {
        var at: Int
    }

    /// Counts the values made, readable from the test's thread while the producer runs.
    final class Counter: Sendable {
        let made = Atomic(0)
    }

    @Test("Every value in order, then nil for good", arguments: [1, 4, 16])
    func order(depth: Int) throws {
        var next = 0
        let reading = ReadAhead<Int, Broken>(depth: depth) { () throws(Broken) -> Int? in
            defer { next += 1 }
            return next < 100 ? next : nil
        }
        var taken: [Int] = []
        while let value = try reading.next() { taken.append(value) }
        #expect(taken == Array(0..<100))
        #expect(try reading.next() == nil)
    }

    @Test("An error ends the sequence after the values before it, and is thrown once", arguments: [1, 4, 16])
    func error(depth: Int) throws {
        var next = 0
        let reading = ReadAhead<Int, Broken>(depth: depth) { () throws(Broken) -> Int? in
            defer { next += 1 }
            if next == 7 { throw Broken(at: next) }
            return next
        }
        for expected in 0..<7 { #expect(try reading.next() == expected) }
        #expect(throws: Broken(at: 7)) { try reading.next() }
        #expect(try reading.next() == nil)
    }

    @Test("The producer never runs more than depth values ahead of the reader", arguments: [1, 3, 8])
    func bounded(depth: Int) throws {
        let counter = Counter()
        let reading = ReadAhead<Int, Broken>(depth: depth) { () throws(Broken) -> Int? in
            let made = counter.made.add(1, ordering: .sequentiallyConsistent).newValue
            return made <= 200 ? made : nil
        }
        var taken = 0
        while try reading.next() != nil {
            taken += 1
            // Made and waiting (depth), plus the one being made when the buffer filled.
            #expect(counter.made.load(ordering: .sequentiallyConsistent) <= taken + depth + 1)
        }
        #expect(taken == 200)
    }

    @Test("A reader dropped early stops an endless producer instead of leaving it running")
    func droppedEarly() throws {
        let counter = Counter()
        do {
            let reading = ReadAhead<Int, Broken>(depth: 2) { () throws(Broken) -> Int? in
                counter.made.add(1, ordering: .sequentiallyConsistent).newValue
            }
            #expect(try reading.next() == 1)
        }
        // The thread was joined when the reader went: nothing is made any more.
        let after = counter.made.load(ordering: .sequentiallyConsistent)
        #expect(after <= 1 + 2 + 1)
    }
}
