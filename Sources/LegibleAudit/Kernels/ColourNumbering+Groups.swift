import Synchronization

extension ColourNumbering {
    /// The bits that tell the seen colours apart: `0xFF` when all are greys (`0xVVVVVV`),
    /// `0xFFFF` when all have red equal to green; nil otherwise (stops within 64 colours of
    /// the first such: the test runs per block of 64, whose ors the compiler vectorises).
    static func sharedChannels(_ seen: [UInt32]) -> UInt32? {
        seen.withUnsafeBufferPointer { seen in
            // Bits 8–15 of `s ^ s >> 8` are red ^ green, bits 0–7 green ^ blue.
            var differ: UInt32 = 0
            var i = 0
            let n = seen.count
            while i < n {
                let end = min(i &+ 64, n)
                for j in i..<end { differ |= seen[j] ^ (seen[j] &>> 8) }
                if differ & 0xFF00 != 0 { return nil }
                i = end
            }
            return differ & 0xFF == 0 ? 0xFF : 0xFFFF
        }
    }

    /// Numbers the groups of `seen` colours (one per ring colour) in order of first appearance:
    /// greys by their value when `pairs` is nil, else colours of red equal to green by green and
    /// blue through `pairs`' table. Returns each group's colour and each colour's group.
    static func numberGroups(_ seen: [UInt32], pairs: PairTable?) -> (keys: [UInt32], groupOf: [Int32]) {
        let m = seen.count
        var distinct = 0
        var groupOf: [Int32] = []
        let found = [UInt32](unsafeUninitializedCapacity: m) { found, initialized in
            groupOf = [Int32](unsafeUninitializedCapacity: m) { ids, done in
                seen.withUnsafeBufferPointer { seen in
                    if let pairs {
                        distinct = withExtendedLifetime(pairs) {
                            identifyPairs(seen, table: pairs.entries, keys: found.baseAddress!, ids: ids.baseAddress!)
                        }
                    } else {
                        distinct = identifyGreys(seen, keys: found.baseAddress!, ids: ids.baseAddress!)
                    }
                }
                done = m
            }
            initialized = distinct
        }
        return (found, groupOf)
    }

    /// Each of `groups` groups' weight and its keys by a counting sort (stable: ascending):
    /// key `k` weighs `keyStart[k + 1] - keyStart[k]` pixels and belongs to `groupOf[k]`.
    /// Returns the groups' pixel starts (as `RingColours.start`), and
    /// `groupKeys[groupKeyStart[g] ..< groupKeyStart[g + 1]]` the keys of group `g`.
    ///
    /// Weight and key count add up together in one word (weight high, count low: neither half
    /// carries into the other), one read-modify-write per key where consecutive keys often
    /// share a group and wait on each other's stores.
    static func sortKeys(groupOf: [Int32], groups distinct: Int, keyStart: [Int32])
        -> (start: [Int32], groupKeys: [Int32], groupKeyStart: [Int32]) {
        let m = groupOf.count
        var start: [Int32] = []
        var keyCount: [Int32] = []
        let groupKeys = [Int32](unsafeUninitializedCapacity: m) { groupKeys, done in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: distinct &+ 1) { sums in
                sums.initialize(repeating: 0)
                keyStart.withUnsafeBufferPointer { keyStart in
                    groupOf.withUnsafeBufferPointer { groupOf in
                        for k in 0..<m {
                            let g = Int(groupOf[k]) &+ 1
                            let weight = UInt64(UInt32(bitPattern: keyStart[k &+ 1] &- keyStart[k]))
                            sums[g] &+= weight &<< 32 | 1
                        }
                        start = [Int32](unsafeUninitializedCapacity: distinct &+ 1) { start, startDone in
                            keyCount = [Int32](unsafeUninitializedCapacity: distinct &+ 1) { cursor, cursorDone in
                                var total: UInt64 = 0
                                for g in 0...distinct {
                                    total &+= sums[g]
                                    start[g] = Int32(truncatingIfNeeded: total &>> 32)
                                    cursor[g] = Int32(truncatingIfNeeded: total)
                                }
                                for k in 0..<m {
                                    let g = Int(groupOf[k])
                                    groupKeys[Int(cursor[g])] = Int32(truncatingIfNeeded: k)
                                    cursor[g] &+= 1
                                }
                                cursorDone = distinct &+ 1
                            }
                            startDone = distinct &+ 1
                        }
                    }
                }
            }
            done = m
        }
        // The cursors ended at each group's end: its start is the previous group's end.
        keyCount.withUnsafeMutableBufferPointer { cursor in
            for g in stride(from: distinct, to: 0, by: -1) { cursor[g] = cursor[g &- 1] }
            cursor[0] = 0
        }
        return (start, groupKeys, keyCount)
    }

    /// `identify` for colours of red equal to green: green and blue index a table of 65536
    /// directly. An entry is believed only when it names a group already found whose colour
    /// has that green and blue, so the table needs no clearing between calls.
    private static func identifyPairs(_ seen: UnsafeBufferPointer<UInt32>, table: UnsafeMutablePointer<UInt16>,
                                      keys: UnsafeMutablePointer<UInt32>, ids: UnsafeMutablePointer<Int32>) -> Int {
        var distinct = 0
        for k in 0..<seen.count {
            let s = seen[k]
            let v = s & 0xFFFF
            let held = Int(table[Int(v)])
            // Group 0 stands in for an entry out of range (read, never believed).
            let checked = held < distinct ? held : 0
            let known = (held < distinct) && (keys[checked] & 0xFFFF == v)
            let id = known ? held : distinct
            table[Int(v)] = UInt16(truncatingIfNeeded: id)
            // No branch on new-or-known: written for every key, kept when new (`distinct` is
            // at most the keys before this one).
            keys[distinct] = s
            distinct &+= known ? 0 : 1
            ids[k] = Int32(truncatingIfNeeded: id)
        }
        return distinct
    }

    /// `identify` for greys: their value indexes a table of 256 directly, no hashing.
    private static func identifyGreys(_ seen: UnsafeBufferPointer<UInt32>, keys: UnsafeMutablePointer<UInt32>,
                                      ids: UnsafeMutablePointer<Int32>) -> Int {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { table in
            table.initialize(repeating: -1)
            var distinct: Int32 = 0
            for k in 0..<seen.count {
                let s = seen[k]
                let v = Int(s & 0xFF)
                let held = table[v]
                let isNew = held < 0
                let id = isNew ? distinct : held
                table[v] = id
                // No branch on new-or-known: written for every key, kept when new (`distinct`
                // is at most the keys before this one, and 256).
                keys[Int(distinct)] = s
                distinct &+= isNew ? 1 : 0
                ids[k] = id
            }
            return Int(distinct)
        }
    }

    /// The table of `identifyPairs`: 65536 entries, taken at the first call that uses it from
    /// the tables earlier rings gave back, else allocated and zeroed (reading memory never
    /// written would be undefined). Entries left by an earlier call are as good as zeros: each
    /// is checked before it is believed, so one table serves every variant of a region, and
    /// once given back (`deinit`) the regions after it: the 128 KB are zeroed once per thread
    /// measuring, not once per region.
    final class PairTable {
        private var table: UnsafeMutablePointer<UInt16>?

        /// Tables given back, at most `spareLimit` (the rest are freed). Addresses, as the
        /// pointers are not `Sendable`: each is owned by the list alone while in it.
        private static let spare = Mutex<[UInt]>([])
        static let spareLimit = 8

        /// The 65536 entries, taken or made on first use; they live as long as the table
        /// (callers keep it alive while they use the pointer).
        var entries: UnsafeMutablePointer<UInt16> {
            if let table { return table }
            let made = Self.spare.withLock { $0.popLast() }.flatMap { UnsafeMutablePointer<UInt16>(bitPattern: $0) } ?? {
                let made = UnsafeMutablePointer<UInt16>.allocate(capacity: 1 << 16)
                made.initialize(repeating: 0, count: 1 << 16)
                return made
            }()
            table = made
            return made
        }

        /// How many tables wait to be taken.
        static var spareCount: Int { spare.withLock { $0.count } }

        deinit {
            guard let table else { return }
            let kept = Self.spare.withLock { spare in
                guard spare.count < Self.spareLimit else { return false }
                spare.append(UInt(bitPattern: table))
                return true
            }
            if !kept { table.deallocate() }
        }
    }
}
