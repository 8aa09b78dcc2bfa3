/// Numbers the distinct colours of a ring in order of first appearance and sorts the ring's
/// positions by them (`RingColours`), and merges numbered colours into groups
/// (`RingColours.grouped(bySeen:pairs:)`): the open-addressing table, the direct tables of greys
/// and of colours of red equal to green, and the counting sorts, behind arrays in and out.
/// `ColourNumbering+Reference` holds the plain versions the tests compare these with.
enum ColourNumbering {
    /// A ring numbered: `keys` in order of first appearance, each position's number (`ids`), and
    /// the positions sorted by number (`members[start[k] ..< start[k + 1]]` have key `k`,
    /// ascending).
    struct Numbered {
        var keys: [UInt32]
        var ids: [Int32]
        var start: [Int32]
        var members: [Int32]
    }

    /// The ring's key when all its pixels share one: branch-free passes over blocks of 64 that
    /// the compiler vectorises, stopping after the first block with another colour.
    static func onlyKey(_ colours: [UInt32], inMedia: [Bool]?, flag mediaFlag: UInt32) -> UInt32? {
        colours.withUnsafeBufferPointer { c in
            let first = c[0], n = c.count
            var i = 0
            while i < n {
                let end = min(i &+ 64, n)
                var differ: UInt32 = 0
                for j in i..<end { differ |= c[j] ^ first }
                if differ != 0 { return nil }
                i = end
            }
            guard let inMedia else { return first }
            let flag = inMedia[0]
            return inMedia.allSatisfy { $0 == flag } ? first | (flag ? mediaFlag : 0) : nil
        }
    }

    /// The positions `0..<n` in order: the members of a ring of one colour.
    static func positions(_ n: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: n) { members, done in
            for i in 0..<n { members[i] = Int32(truncatingIfNeeded: i) }
            done = n
        }
    }

    /// Numbers the keys of `colours` (`colours[i] | flag` where `inMedia[i]`, else the colour)
    /// and sorts the positions by them. At least one colour.
    static func number(_ colours: [UInt32], inMedia: [Bool]?, flag: UInt32) -> Numbered {
        let n = colours.count
        precondition(n > 0, "a ring to number has pixels")
        var distinct = 0
        var ids: [Int32] = [], start: [Int32] = []
        // Keys can number at most n: the buffers are sized for that and left untrimmed (they
        // live as long as the region's measurement; a trimming copy costs more than the room).
        let found = [UInt32](unsafeUninitializedCapacity: n) { found, initialized in
            ids = [Int32](unsafeUninitializedCapacity: n) { idBuffer, done in
                // Each key's pixels are counted into `start[key + 1]` as they are numbered.
                start = [Int32](unsafeUninitializedCapacity: n &+ 1) { counts, counted in
                    colours.withUnsafeBufferPointer { c in
                        if let inMedia {
                            inMedia.withUnsafeBufferPointer { media in
                                distinct = identify(n, key: { c[$0] | (media[$0] ? flag : 0) },
                                                    keys: found.baseAddress!, ids: idBuffer.baseAddress!,
                                                    counts: counts.baseAddress!)
                            }
                        } else {
                            distinct = identify(n, key: { c[$0] }, keys: found.baseAddress!, ids: idBuffer.baseAddress!,
                                                counts: counts.baseAddress!)
                        }
                    }
                    counted = distinct &+ 1
                }
                done = n
            }
            initialized = distinct
        }
        let members = sortPositions(ids: ids, start: &start, keys: distinct)
        return Numbered(keys: found, ids: ids, start: start, members: members)
    }

    /// Counting sort of the ring positions by key: stable, so each key's positions ascend.
    /// `start[k + 1]` holds key `k`'s count on entry, its end on return (`start[0]` is 0).
    /// A run of one key keeps its write cursor in a register, as `identify` keeps its count:
    /// advanced in memory at every pixel, each store held up the next pixel's load of it.
    private static func sortPositions(ids: [Int32], start: inout [Int32], keys m: Int) -> [Int32] {
        let n = ids.count
        return [Int32](unsafeUninitializedCapacity: n) { members, done in
            start.withUnsafeMutableBufferPointer { start in
                ids.withUnsafeBufferPointer { ids in
                    for c in 0..<m { start[c &+ 1] &+= start[c] }
                    // `start[c]` serves as key c's write cursor, then is put back.
                    var key = Int(ids[0]), cursor = Int(start[key])
                    for i in 0..<n {
                        let c = Int(ids[i])
                        if c != key {
                            start[key] = Int32(truncatingIfNeeded: cursor)
                            key = c
                            cursor = Int(start[c])
                        }
                        members[cursor] = Int32(truncatingIfNeeded: i)
                        cursor &+= 1
                    }
                    start[key] = Int32(truncatingIfNeeded: cursor)
                    for c in stride(from: m, to: 0, by: -1) { start[c] = start[c &- 1] }
                    start[0] = 0
                }
            }
            done = n
        }
    }

    /// Numbers the distinct keys of ring pixels `0..<n` in order of first appearance: writes
    /// them to `keys`, each pixel's number to `ids`, how many pixels have key `k` to
    /// `counts[k + 1]` (and 0 to `counts[0]`; `counts` has room for `n + 1`), and returns how
    /// many keys there are.
    ///
    /// An open-addressing table holds key and number in one word (one cache line per probe); it
    /// starts small, so a ring of few colours probes a table in L1, and at half full grows to
    /// what the colours seen so far project for the whole ring. No branch depends on whether a
    /// key is new: photo rings are a third new colours, at random, and mispredictions would
    /// cost more than the probe.
    @inline(__always)
    private static func identify(_ n: Int, key: (Int) -> UInt32, keys: UnsafeMutablePointer<UInt32>,
                                 ids: UnsafeMutablePointer<Int32>, counts: UnsafeMutablePointer<Int32>) -> Int {
        guard n > 0 else { return 0 }
        var bits = 6
        var table = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 1 << bits)
        defer { table.deallocate() }
        table.initialize(repeating: .max)
        var mask = (1 << bits) &- 1
        var distinct = 0
        // A run of one key is counted in a register and added when the key changes, rather
        // than each pixel adding to its key's count (a chain of stores and loads of one word).
        // Before the first pixel the run is empty and belongs to `counts[0]`.
        var last: UInt32 = .max, lastID: Int32 = -1, run: Int32 = 0
        // Zeroed ahead, not as each key is found: a store there, at an address known only once
        // the pixel's probe is done, would alias the next pixel's add and stall it. Ahead by a
        // stretch at a time, as far as its keys can number: a ring of few colours in many pixels
        // clears a few dozen counts, not one per pixel.
        var zeroed = 0
        var i = 0
        while i < n {
            // Each pixel adds at most one key: up to this pixel the table stays under three
            // quarters full with no test per pixel; it grows once it is half full.
            let end = min(n, i &+ (mask &+ 1) &>> 2 &+ (mask &+ 1) &>> 1 &- distinct)
            let reach = distinct &+ (end &- i) &+ 1
            if reach > zeroed {
                (counts + zeroed).initialize(repeating: 0, count: reach &- zeroed)
                zeroed = reach
            }
            let shift = UInt64(64 &- bits), tableBase = table.baseAddress!
            while i < end {
                let k = key(i)
                // Neighbouring ring pixels usually share a colour: skip the probe.
                if k == last {
                    ids[i] = lastID
                    run &+= 1
                    i &+= 1
                    continue
                }
                counts[Int(lastID) &+ 1] &+= run
                last = k
                var s = slot(k, shift)
                var entry = tableBase[s]
                // One test per probe: the slot holds k, or is empty (all ones, which no key is).
                while true {
                    let held = UInt32(truncatingIfNeeded: entry >> 32)
                    if min(held ^ k, ~held) == 0 { break }
                    s = (s &+ 1) & mask
                    entry = tableBase[s]
                }
                let isNew = entry == .max
                let id = isNew ? UInt32(truncatingIfNeeded: distinct) : UInt32(truncatingIfNeeded: entry)
                // Stored whether new or not (a known key's entry again): the store's address is
                // then known early. Sent elsewhere when the key is known, it waits on the probe,
                // and a later pixel's load of the slot, run ahead, must be undone when it aliases.
                tableBase[s] = UInt64(k) << 32 | UInt64(id)
                // Written for every pixel, kept only when new (`distinct` <= i < n: in bounds).
                keys[distinct] = k
                distinct &+= isNew ? 1 : 0
                lastID = Int32(bitPattern: id)
                ids[i] = lastID
                run = 1
                i &+= 1
            }
            if 2 &* distinct > mask {
                grow(&table, bits: &bits, keys: keys, distinct: distinct, projected: distinct &* n / i, pixels: n)
                mask = (1 << bits) &- 1
            }
        }
        counts[Int(lastID) &+ 1] &+= run
        return distinct
    }

    /// `identify`'s slot for `key` in a table of `2^(64 − shift)` slots (Fibonacci hashing).
    @inline(__always)
    static func slot(_ key: UInt32, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// Grows `identify`'s half-full table of `2^bits` slots to twice the keys the ring
    /// `projected` at this rate (at least double, at most twice its `pixels`), and puts the
    /// `distinct` keys back.
    @inline(__always)
    private static func grow(_ table: inout UnsafeMutableBufferPointer<UInt64>, bits: inout Int, keys: UnsafeMutablePointer<UInt32>,
                             distinct: Int, projected: Int, pixels n: Int) {
        var grown = bits &+ 1
        while 1 << grown < 2 &* projected && 1 << grown < 2 &* n { grown &+= 1 }
        table.deallocate()
        bits = grown
        let mask = (1 << bits) &- 1
        table = .allocate(capacity: 1 << bits)
        table.initialize(repeating: .max)
        let shift = UInt64(64 &- bits)
        for id in 0..<distinct {
            var t = slot(keys[id], shift)
            while table[t] != .max { t = (t &+ 1) & mask }
            table[t] = UInt64(keys[id]) << 32 | UInt64(id)
        }
    }
}
