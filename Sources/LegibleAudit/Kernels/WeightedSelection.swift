/// Picks ring pixels by rank among weighted selection items `value << 32 | colour` (each
/// counting as many pixels as its colour has): the value at a rank by three-way partitioning,
/// and the pixel itself, ties ordered by ring position. The ranking kernels of
/// `RingStatistics` (`RingRanking`, `RatioSlices`, `APCARanking`) select through it;
/// `WeightedSelection+Reference` holds the full sort the tests compare it with.
enum WeightedSelection {
    /// A ring pixel picked by rank: its ring position and its colour (index into the ring's
    /// colours). A struct, not a tuple: arrays of tuples look up their type metadata at run time.
    struct Pixel: Equatable {
        var position: Int
        var colour: Int
    }

    /// The pixel at `offset` when the pixels of colours of equal value are ordered by position.
    static func pixel(atOffset offset: Int, among group: [Int32], ring: RingColours) -> Pixel {
        let keys = ring.keys(of: group)
        if keys.count == 1 {
            let k = Int(keys[0])
            return Pixel(position: Int(ring.members[Int(ring.keyStart[k]) + offset]), colour: ring.colour(ofKey: k))
        }
        // Mark the group's positions in a bitmap of the ring, then count set bits up to the
        // offset: the group's pixels plus one word per 64 ring pixels, not the whole ring.
        let n = ring.colourOf.count
        var bits = [UInt64](repeating: 0, count: (n + 63) >> 6)
        bits.withUnsafeMutableBufferPointer { bits in
            ring.members.withUnsafeBufferPointer { members in
                ring.keyStart.withUnsafeBufferPointer { start in
                    for c in keys {
                        for k in Int(start[Int(c)])..<Int(start[Int(c) &+ 1]) {
                            let p = Int(members[k])
                            bits[p &>> 6] |= 1 &<< UInt64(p & 63)
                        }
                    }
                }
            }
        }
        var remaining = offset
        for (w, word) in bits.enumerated() {
            let count = word.nonzeroBitCount
            if remaining < count {
                var word = word
                for _ in 0..<remaining { word &= word &- 1 }
                let position = w &* 64 &+ word.trailingZeroBitCount
                return Pixel(position: position, colour: ring.colour(ofKey: Int(ring.colourOf[position])))
            }
            remaining -= count
        }
        preconditionFailure("offset \(offset) beyond the group's \(offset - remaining) pixels")
    }

    /// The colour of a selection item `value << 32 | colour`.
    @inline(__always) static func colour(_ item: UInt64) -> Int { Int(UInt32(truncatingIfNeeded: item)) }

    /// The value at `rank` among `items` (`value << 32 | colour`, each counting as many pixels
    /// as its colour has), by three-way partitioning: that value, how many pixels lie below it,
    /// and where the items of that value are left (next to each other). Values only: pixels of
    /// one value are not ordered by position (`pixel(atOffset:amongItems:_:ring:)` does that).
    static func select(rank: Int, items: UnsafeMutablePointer<UInt64>, count: Int, start: UnsafePointer<Int32>)
        -> (value: UInt32, below: Int, equal: Range<Int>) {
        @inline(__always) func weight(_ item: UInt64) -> Int {
            let c = colour(item)
            return Int(start[c &+ 1] &- start[c])
        }
        var lo = 0, hi = count, rank = rank, below = 0
        while true {
            if hi &- lo <= 12 {
                // Few left: sorted by insertion, then walked.
                var i = lo &+ 1
                while i < hi {
                    let x = items[i]
                    var j = i
                    while j > lo && items[j &- 1] > x {
                        items[j] = items[j &- 1]
                        j &-= 1
                    }
                    items[j] = x
                    i &+= 1
                }
                i = lo
                while true {
                    let v = items[i] >> 32
                    var j = i, w = 0
                    while j < hi && items[j] >> 32 == v {
                        w &+= weight(items[j])
                        j &+= 1
                    }
                    if rank < w { return (UInt32(truncatingIfNeeded: v), below, i..<j) }
                    rank &-= w
                    below &+= w
                    i = j
                }
            }
            // The median of three values as pivot; items below it, equal, above.
            let a = items[lo] >> 32, b = items[(lo &+ hi) >> 1] >> 32, c = items[hi &- 1] >> 32
            let pivot = max(min(a, b), min(max(a, b), c))
            var lt = lo, i = lo, gt = hi, less = 0, equal = 0
            while i < gt {
                let x = items[i], v = x >> 32
                if v < pivot {
                    items[i] = items[lt]
                    items[lt] = x
                    lt &+= 1
                    i &+= 1
                    less &+= weight(x)
                } else if v > pivot {
                    gt &-= 1
                    items[i] = items[gt]
                    items[gt] = x
                } else {
                    i &+= 1
                    equal &+= weight(x)
                }
            }
            if rank < less {
                hi = lt
            } else if rank < less &+ equal {
                return (UInt32(truncatingIfNeeded: pivot), below &+ less, lt..<gt)
            } else {
                rank &-= less &+ equal
                below &+= less &+ equal
                lo = gt
            }
        }
    }

    /// The pixel at `offset` among the pixels of the colours of `items[range]` (all of one
    /// value), ordered by ring position.
    static func pixel(atOffset offset: Int, amongItems items: UnsafePointer<UInt64>, _ range: Range<Int>,
                      ring: RingColours) -> Pixel {
        if range.count == 1 && ring.groupOf == nil {
            let c = colour(items[range.lowerBound])
            return Pixel(position: Int(ring.members[Int(ring.keyStart[c]) &+ offset]), colour: c)
        }
        return pixel(atOffset: offset, among: range.map { Int32(truncatingIfNeeded: items[$0]) }, ring: ring)
    }

    /// The exact value (`exact` of a colour) of the pixel at `rank` among `items` (as `select`
    /// takes them).
    @inline(__always)
    static func value(atRank rank: Int, items: UnsafeMutablePointer<UInt64>, count: Int, start: UnsafePointer<Int32>,
                      ring: RingColours, exact: (Int) -> Double) -> Double {
        let chosen = select(rank: rank, items: items, count: count, start: start)
        return value(atOffset: rank &- chosen.below, amongItems: items, chosen.equal, ring: ring, exact: exact)
    }

    /// The exact value of the pixel at `offset` among the pixels of the colours of
    /// `items[range]`, all of one Float value: any one's when all agree on it, else that of the
    /// colour of the pixel at that offset by position.
    @inline(__always)
    static func value(atOffset offset: Int, amongItems items: UnsafePointer<UInt64>, _ range: Range<Int>,
                      ring: RingColours, exact: (Int) -> Double) -> Double {
        let value = exact(colour(items[range.lowerBound]))
        for k in range.dropFirst() where exact(colour(items[k])).bitPattern != value.bitPattern {
            return exact(pixel(atOffset: offset, amongItems: items, range, ring: ring).colour)
        }
        return value
    }
}
