import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// Rings grouped by the colours a variant sees (greys, or red equal to green): the figures, worst
/// pixel and its key must be those of the ungrouped ring, and the groups must be what the
/// straightforward search gives.
struct RingGroupingTests {
    /// A grey that many colours share: the mean of the channels.
    static func grey(_ key: UInt32) -> UInt32 {
        let v = ((key >> 16 & 0xFF) + (key >> 8 & 0xFF) + (key & 0xFF)) / 3
        return v << 16 | v << 8 | v
    }

    /// A colour of red equal to green (their mean, coarsened so that colours share it), blue kept.
    static func pair(_ key: UInt32) -> UInt32 {
        let v = ((key >> 16 & 0xFF) + (key >> 8 & 0xFF)) / 2 & 0xF0, b = key & 0xF8
        return v << 16 | v << 8 | b
    }

    @Test(arguments: [(count: 500, palette: 3, seed: UInt64(1)), (count: 2000, palette: 40, seed: 3),
                      (count: 5000, palette: 5000, seed: 4), (count: 20000, palette: 800, seed: 5),
                      (count: 30000, palette: 20000, seed: 7)])
    func matchesUngrouped(count: Int, palette: Int, seed: UInt64) {
        let colours = RingStatisticsTests.ring(count: count, palette: palette, seed: seed)
        let ring = RingColours(colours, inMedia: nil)
        for seen in [ring.keys.map(Self.grey), ring.keys.map(Self.pair)] {
            check(ring: ring, seen: seen)
        }
    }

    /// One pair table shared by the calls of several rings and seen lists, its entries left by
    /// the calls before: the same groups as a table of the call's own.
    @Test func sharedPairTable() {
        let pairs = RingColours.PairTable()
        for (count, palette, seed) in [(2000, 700, UInt64(11)), (3000, 2500, 12), (800, 300, 13)] {
            let ring = RingColours(RingStatisticsTests.ring(count: count, palette: palette, seed: seed), inMedia: nil)
            // Two ways of pairing the same keys, as protanopia and deuteranopia do.
            let other = { (key: UInt32) -> UInt32 in Self.pair(key ^ 0x30_0018) }
            for seen in [ring.keys.map(Self.pair), ring.keys.map(other)] {
                let fresh = ring.grouped(bySeen: seen)
                let shared = ring.grouped(bySeen: seen, pairs: pairs)
                #expect(fresh != nil)
                #expect(shared?.seen == fresh?.seen)
                #expect(shared?.ring.groupOf == fresh?.ring.groupOf)
                #expect(shared?.ring.start == fresh?.ring.start)
                #expect(shared?.ring.groupKeys == fresh?.ring.groupKeys)
                check(ring: ring, seen: seen, pairs: pairs)
            }
        }
    }

    func check(ring: RingColours, seen: [UInt32], pairs: RingColours.PairTable? = nil) {
        guard let (grouped, groupSeen) = ring.grouped(bySeen: seen, pairs: pairs) else {
            // Only when no two keys share a colour, or too few keys for colours not grey.
            #expect(Set(seen).count == seen.count || (seen.count < RingColours.pairedMinimum && seen.contains { $0 & 0xFF != $0 >> 8 & 0xFF }))
            return
        }
        // Groups: distinct seen colours in order of first appearance, each with its keys and weight.
        var order: [UInt32] = []
        for s in seen where !order.contains(s) { order.append(s) }
        #expect(groupSeen == order)
        for (g, colour) in order.enumerated() {
            let keys = ring.keys.indices.filter { seen[$0] == colour }.map { Int32($0) }
            #expect(grouped.keys(of: [Int32(g)]) == keys)
            #expect(grouped.weight(g) == keys.reduce(0) { $0 + ring.weight(Int($1)) })
            for k in keys { #expect(grouped.colour(ofKey: Int(k)) == g) }
        }
        for text in [RGB8(grey: 0), RGB8(grey: 119), RGB8(r: 30, g: 90, b: 200), RGB8(grey: 255)] {
            for percentile in [0.0, 2.0, 50.0] {
                let plain = RingStatistics(text: text, seen: seen, ring: ring, percentile: percentile)
                let merged = RingStatistics(text: text, seen: groupSeen, ring: grouped, percentile: percentile)
                #expect(merged == plain, "text \(text), percentile \(percentile)")
            }
        }
    }

    /// `sharedChannels` (tested per block of 64) against a colour-by-colour reading, with the
    /// odd colour at every place of lists that end inside and at the edge of a block.
    @Test func sharedChannelsMatchesEachColour() {
        func reference(_ seen: [UInt32]) -> UInt32? {
            if seen.allSatisfy({ $0 >> 16 & 0xFF == $0 >> 8 & 0xFF && $0 >> 8 & 0xFF == $0 & 0xFF }) { return 0xFF }
            if seen.allSatisfy({ $0 >> 16 & 0xFF == $0 >> 8 & 0xFF }) { return 0xFFFF }
            return nil
        }
        for count in [1, 2, 63, 64, 65, 130] {
            let greys = (0..<count).map { UInt32($0 * 37 & 0xFF) * 0x01_0101 }
            #expect(RingColours.sharedChannels(greys) == reference(greys))
            for place in 0..<count {
                for odd: UInt32 in [0x10_1020, 0x11_1010, 0x10_1110] {
                    var seen = greys
                    seen[place] = odd
                    #expect(RingColours.sharedChannels(seen) == reference(seen), "\(count) colours, \(odd) at \(place)")
                }
            }
        }
    }

    @Test func nilUnlessColoursMerge() {
        let ring = RingColours([0x102030, 0x405060, 0x102030, 0x707070], inMedia: nil)
        // A colour of red other than green, or greys all distinct: nothing to merge.
        #expect(ring.grouped(bySeen: [0x101010, 0x111010, 0x202020]) == nil)
        #expect(ring.grouped(bySeen: [0x101010, 0x202020, 0x303030]) == nil)
        #expect(ring.grouped(bySeen: [0x101010, 0x101010, 0x303030]) != nil)
    }
}

/// Pair tables given back when a ring's measurement ends serve the rings after it, entries
/// and all: the groups are those of a table of the call's own.
struct SparePairTableTests {
    @Test func givenBackAndTakenAgain() {
        let ring = RingColours(RingStatisticsTests.ring(count: 3000, palette: 2500, seed: 31), inMedia: nil)
        let seen = ring.keys.map(RingGroupingTests.pair)
        let fresh = ring.grouped(bySeen: seen)
        for _ in 0..<3 {
            // Each table used, then given back to the spares (at most `spareLimit` wait).
            let pairs = RingColours.PairTable()
            let shared = ring.grouped(bySeen: seen.reversed(), pairs: pairs)
            #expect(shared != nil)
        }
        // Other suites take and give back tables meanwhile: how many wait is bounded, not known.
        #expect(RingColours.PairTable.spareCount <= RingColours.PairTable.spareLimit)
        let reused = ring.grouped(bySeen: seen, pairs: RingColours.PairTable())
        #expect(reused?.seen == fresh?.seen)
        #expect(reused?.ring.groupOf == fresh?.ring.groupOf)
        #expect(reused?.ring.start == fresh?.ring.start)
        #expect(reused?.ring.groupKeys == fresh?.ring.groupKeys)
    }
}
