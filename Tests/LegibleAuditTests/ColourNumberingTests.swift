import Testing
@testable import LegibleAudit

/// `ColourNumbering`'s kernels (the open-addressing numbering with its counting sort, the
/// direct tables of greys and pairs, the sort of keys by group) against the plain versions in
/// `ColourNumbering+Reference`, on random rings and on rings made to be hard for them.
struct ColourNumberingTests {
    static let flag = RingColours.mediaFlag

    @Test(arguments: [
        (count: 1, palette: 1, seed: UInt64(1)), (count: 2, palette: 2, seed: 2), (count: 700, palette: 3, seed: 3),
        (count: 5000, palette: 60, seed: 4), (count: 8000, palette: 8000, seed: 5), (count: 50000, palette: 40000, seed: 6),
    ])
    func randomRings(count: Int, palette: Int, seed: UInt64) {
        let colours = RingStatisticsTests.ring(count: count, palette: palette, seed: seed)
        let media = RingStatisticsTests.ring(count: count, palette: 2, seed: seed &+ 50).map { $0 & 1 == 0 }
        check(colours, inMedia: nil)
        check(colours, inMedia: media)
    }

    /// Every pixel a new colour (the table grows at every size it can), colours alternating
    /// with no runs, one colour told apart by the media flag alone at every other pixel, and
    /// keys that all hash to one slot of the first table and of a larger one (the longest probes).
    @Test(arguments: [1, 31, 32, 33, 48, 49, 64, 65, 200, 3000])
    func adversarialRings(count: Int) {
        let distinct = (0..<count).map { UInt32($0) &* 0x01_0101 & 0xFF_FFFF }
        check(distinct, inMedia: nil)
        check(distinct.reversed(), inMedia: nil)
        check((0..<count).map { $0 % 2 == 0 ? 0x10_2030 : 0x10_2031 }, inMedia: nil)
        check([UInt32](repeating: 0xAB_CDEF, count: count), inMedia: (0..<count).map { $0 % 2 == 1 })
        let colliding = Self.colliding(shift: 58, count: min(count, 200))
        check(colliding, inMedia: nil)
        check((0..<count).map { colliding[$0 % colliding.count] }, inMedia: nil)
        let deep = Self.colliding(shift: 52, count: min(count, 300))
        check(deep + deep.reversed(), inMedia: nil)
    }

    /// Colours (media flag included) whose slot in a table of `2^(64 − shift)` is 0.
    static func colliding(shift: UInt64, count: Int) -> [UInt32] {
        var found: [UInt32] = [], key: UInt32 = 0
        while found.count < count {
            if ColourNumbering.slot(key, shift) == 0 { found.append(key) }
            key &+= 1
        }
        return found
    }

    func check(_ colours: [UInt32], inMedia: [Bool]?) {
        let fast = ColourNumbering.number(colours, inMedia: inMedia, flag: Self.flag)
        let plain = ColourNumbering.referenceNumber(colours, inMedia: inMedia, flag: Self.flag)
        #expect(fast.keys == plain.keys, "\(colours.count) pixels")
        #expect(fast.ids == plain.ids)
        #expect(fast.start == plain.start)
        #expect(fast.members == plain.members)
    }

    /// Greys and colours of red equal to green grouped through their direct tables, one pair
    /// table shared by every call (entries left by earlier calls), and the keys sorted by group.
    @Test(arguments: [(count: 2, seed: UInt64(21)), (count: 300, seed: 22), (count: 5000, seed: 23),
                      (count: 70000, seed: 24)])
    func groups(count: Int, seed: UInt64) {
        let keys = RingStatisticsTests.ring(count: count, palette: count, seed: seed)
        let pairs = ColourNumbering.PairTable()
        // Every grey, and every green-blue pair with red equal to green: more than 2^16 of them
        // at 70000, where the table's entries are reused.
        let greys = keys.map(RingGroupingTests.grey)
        let paired = keys.map(RingGroupingTests.pair)
        let everyPair = (0..<count).map { i -> UInt32 in
            let v = UInt32(i % 65536)
            return v | (v >> 8) << 16
        }
        for (seen, table) in [(greys, nil), (paired, pairs), (everyPair, pairs), (paired.reversed(), pairs)]
            as [([UInt32], ColourNumbering.PairTable?)] {
            let fast = ColourNumbering.numberGroups(seen, pairs: table)
            let plain = ColourNumbering.referenceGroups(seen)
            #expect(fast.keys == plain.keys, "\(count) colours")
            #expect(fast.groupOf == plain.groupOf)
            // Weights: each key a random count of pixels.
            var keyStart: [Int32] = [0]
            for k in 0..<seen.count { keyStart.append(keyStart[k] + Int32(1 + (keys[k] >> 3) % 9)) }
            let sorted = ColourNumbering.sortKeys(groupOf: fast.groupOf, groups: fast.keys.count, keyStart: keyStart)
            let expected = ColourNumbering.referenceSortKeys(groupOf: plain.groupOf, groups: plain.keys.count,
                                                             keyStart: keyStart)
            #expect(sorted.start == expected.start)
            #expect(sorted.groupKeys == expected.groupKeys)
            #expect(sorted.groupKeyStart == expected.groupKeyStart)
        }
    }
}
