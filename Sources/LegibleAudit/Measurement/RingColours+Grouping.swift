extension RingColours {
    /// The ring with its keys merged where a variant sees them as one colour: each group weighs
    /// as much as its keys together, numbered in order of first appearance, with `seen` its
    /// colour. Pixels of one group have one value, so ranks fall on the same pixels (ties go by
    /// ring position either way), and the variant measures each colour it sees once.
    ///
    /// Only greys, as monochromacy sees every colour (a photo's thousands become a few
    /// hundred), and colours of red equal to green, as Viénot's protanopia and deuteranopia see
    /// them (about a third as many): they merge through a table indexed by the grey, or by
    /// green and blue, at a few instructions a key. Hashing other colours cost more than
    /// measuring them.
    ///
    /// - Parameter pairs: the table for colours of red equal to green, when the caller shares
    ///   one between calls (the variants of a region); else one is made for the call.
    /// - Returns: nil when the seen colours are not of those kinds, or none merge.
    func grouped(bySeen seen: [UInt32], pairs: PairTable? = nil) -> (ring: RingColours, seen: [UInt32])? {
        let m = seen.count
        guard m > 1, groupOf == nil, let mask = Self.sharedChannels(seen) else { return nil }
        if mask > 0xFF && m < Self.pairedMinimum { return nil }
        var distinct = 0
        var groupOf: [Int32] = []
        // Held here for as long as its entries are used.
        let pairTable = mask == 0xFF ? nil : pairs ?? PairTable()
        let found = [UInt32](unsafeUninitializedCapacity: m) { found, initialized in
            groupOf = [Int32](unsafeUninitializedCapacity: m) { ids, done in
                seen.withUnsafeBufferPointer { seen in
                    if let pairTable {
                        distinct = withExtendedLifetime(pairTable) {
                            Self.identifyPairs(seen, table: pairTable.entries, keys: found.baseAddress!, ids: ids.baseAddress!)
                        }
                    } else {
                        distinct = Self.identifyGreys(seen, keys: found.baseAddress!, ids: ids.baseAddress!)
                    }
                }
                done = m
            }
            initialized = distinct
        }
        guard distinct < m else { return nil }
        var ring = self
        // Each group's weight, and its keys by a counting sort (stable: ascending). Weight and
        // key count add up together in one word (weight high, count low: neither half carries
        // into the other), one read-modify-write per key where consecutive keys often share a
        // group and wait on each other's stores.
        var start: [Int32] = []
        var keyCount: [Int32] = []
        ring.groupKeys = [Int32](unsafeUninitializedCapacity: m) { groupKeys, done in
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
        ring.groupKeyStart = keyCount
        ring.start = start
        ring.groupOf = groupOf
        return (ring, found)
    }

    /// The keys of `colours` (groups of a grouped ring, else keys themselves).
    func keys(of colours: [Int32]) -> [Int32] {
        guard groupOf != nil else { return colours }
        if colours.count == 1 {
            let g = Int(colours[0])
            return Array(groupKeys[Int(groupKeyStart[g])..<Int(groupKeyStart[g &+ 1])])
        }
        return colours.flatMap { g in groupKeys[Int(groupKeyStart[Int(g)])..<Int(groupKeyStart[Int(g) &+ 1])] }
    }

    /// The colour (group, or key itself) that key `k` belongs to.
    @inline(__always) func colour(ofKey k: Int) -> Int {
        if let groupOf { return Int(groupOf[k]) }
        return k
    }

    /// Below this many keys, colours of red equal to green are not merged: their table's
    /// allocation would cost more than it saves.
    static let pairedMinimum = 256

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
}
