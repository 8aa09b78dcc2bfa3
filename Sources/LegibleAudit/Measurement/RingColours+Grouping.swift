extension RingColours {
    /// The ring with its keys merged where a variant sees them as one grey, as monochromacy sees
    /// every colour: each group weighs as much as its keys together, numbered in order of first
    /// appearance, with `seen` its colour. Pixels of one group have one value, so ranks fall on
    /// the same pixels (ties go by ring position either way), and the variant measures each
    /// grey once: at most 256 where a photo's ring has thousands of colours.
    ///
    /// Greys only: they merge through a table of 256 at a few instructions a key. Hashing
    /// other colours cost more than measuring them (colour deficiencies merge a third to two
    /// thirds of a photo's colours, and hashing each key costs half of measuring it).
    ///
    /// - Returns: nil when a seen colour is not a grey, or every key is seen as a grey of its own.
    func grouped(bySeen seen: [UInt32]) -> (ring: RingColours, seen: [UInt32])? {
        let m = seen.count
        guard m > 1, groupOf == nil, Self.allGrey(seen) else { return nil }
        var distinct = 0
        var groupOf: [Int32] = []
        // Greys number at most 256; one word more takes the stores past the last (see below).
        let found = [UInt32](unsafeUninitializedCapacity: min(m, 257)) { found, initialized in
            groupOf = [Int32](unsafeUninitializedCapacity: m) { ids, done in
                seen.withUnsafeBufferPointer { seen in
                    distinct = Self.identifyGreys(seen, keys: found.baseAddress!, ids: ids.baseAddress!)
                }
                done = m
            }
            initialized = distinct
        }
        guard distinct < m else { return nil }
        var ring = self
        // Each group's weight, and its keys by a counting sort (stable: ascending).
        var start = [Int32](repeating: 0, count: distinct &+ 1)
        var keyCount = [Int32](repeating: 0, count: distinct &+ 1)
        ring.groupKeys = [Int32](unsafeUninitializedCapacity: m) { groupKeys, done in
            start.withUnsafeMutableBufferPointer { start in
                keyCount.withUnsafeMutableBufferPointer { cursor in
                    keyStart.withUnsafeBufferPointer { keyStart in
                        groupOf.withUnsafeBufferPointer { groupOf in
                            for k in 0..<m {
                                let g = Int(groupOf[k]) &+ 1
                                start[g] &+= keyStart[k &+ 1] &- keyStart[k]
                                cursor[g] &+= 1
                            }
                            for g in 0..<distinct {
                                start[g &+ 1] &+= start[g]
                                cursor[g &+ 1] &+= cursor[g]
                            }
                            for k in 0..<m {
                                let g = Int(groupOf[k])
                                groupKeys[Int(cursor[g])] = Int32(truncatingIfNeeded: k)
                                cursor[g] &+= 1
                            }
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

    /// Whether every colour is a grey (`0xVVVVVV`); stops at the first that is not.
    private static func allGrey(_ seen: [UInt32]) -> Bool {
        seen.withUnsafeBufferPointer { seen in
            for s in seen where (s ^ (s &>> 8)) & 0xFFFF != 0 { return false }
            return true
        }
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
