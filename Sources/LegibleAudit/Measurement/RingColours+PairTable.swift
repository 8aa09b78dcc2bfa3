import Synchronization

extension RingColours {
    /// The table of `identifyPairs`: 65536 entries, allocated and zeroed at the first call that
    /// uses it (reading memory never written would be undefined). Entries left by an earlier
    /// call are as good as zeros: each is checked before it is believed, so one table serves
    /// every variant of every region a thread measures, and the 128 KB are zeroed once.
    /// Used by one thread at a time (`PairTables` hands it over).
    final class PairTable: @unchecked Sendable {
        private var table: UnsafeMutablePointer<UInt16>?

        /// The 65536 entries, allocated and zeroed on first use; they live as long as the table
        /// (callers keep it alive while they use the pointer).
        var entries: UnsafeMutablePointer<UInt16> {
            if let table { return table }
            let made = UnsafeMutablePointer<UInt16>.allocate(capacity: 1 << 16)
            made.initialize(repeating: 0, count: 1 << 16)
            table = made
            return made
        }

        deinit { table?.deallocate() }
    }

    /// Pair tables lent to the regions of an audit, one per thread measuring at a time: a
    /// region borrows one and gives it back, so the tables are zeroed once per audit, not once
    /// per region.
    final class PairTables: Sendable {
        private let idle = Mutex<[PairTable]>([])

        /// An idle table, or a new one.
        func borrow() -> PairTable {
            idle.withLock { $0.popLast() } ?? PairTable()
        }

        /// Makes `table` available to the next region.
        func giveBack(_ table: PairTable) {
            idle.withLock { $0.append(table) }
        }
    }
}
