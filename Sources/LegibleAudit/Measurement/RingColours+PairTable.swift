extension RingColours {
    /// The table of `identifyPairs`: 65536 entries, allocated and zeroed at the first call that
    /// uses it (reading memory never written would be undefined). Entries left by an earlier
    /// call are as good as zeros: each is checked before it is believed, so one table serves
    /// every variant of a region and the 128 KB are zeroed once for protanopia and deuteranopia.
    final class PairTable {
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
}
