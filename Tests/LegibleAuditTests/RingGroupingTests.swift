import LegibleColor
import LegiblePixels
import Testing
@testable import LegibleAudit

/// Rings grouped by the greys a variant sees: the figures, worst pixel and its key must be those
/// of the ungrouped ring, and the groups must be what a dictionary of greys gives.
struct RingGroupingTests {
    /// A grey that many colours share: the mean of the channels.
    static func grey(_ key: UInt32) -> UInt32 {
        let v = ((key >> 16 & 0xFF) + (key >> 8 & 0xFF) + (key & 0xFF)) / 3
        return v << 16 | v << 8 | v
    }

    @Test(arguments: [(count: 500, palette: 3, seed: UInt64(1)), (count: 2000, palette: 40, seed: 3),
                      (count: 5000, palette: 5000, seed: 4), (count: 20000, palette: 800, seed: 5),
                      (count: 30000, palette: 20000, seed: 7)])
    func matchesUngrouped(count: Int, palette: Int, seed: UInt64) {
        let colours = RingStatisticsTests.ring(count: count, palette: palette, seed: seed)
        let ring = RingColours(colours, inMedia: nil)
        let seen = ring.keys.map(Self.grey)
        guard let (grouped, groupSeen) = ring.grouped(bySeen: seen) else {
            // Only when no two keys share a grey.
            #expect(Set(seen).count == seen.count)
            return
        }
        // Groups: distinct greys in order of first appearance, each with its keys and weight.
        var order: [UInt32] = []
        for s in seen where !order.contains(s) { order.append(s) }
        #expect(groupSeen == order)
        for (g, grey) in order.enumerated() {
            let keys = ring.keys.indices.filter { seen[$0] == grey }.map { Int32($0) }
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

    @Test func nilUnlessGreysMerge() {
        let ring = RingColours([0x102030, 0x405060, 0x102030, 0x707070], inMedia: nil)
        // A colour that is not grey, or greys all distinct: nothing to merge.
        #expect(ring.grouped(bySeen: [0x101010, 0x101011, 0x202020]) == nil)
        #expect(ring.grouped(bySeen: [0x101010, 0x202020, 0x303030]) == nil)
        #expect(ring.grouped(bySeen: [0x101010, 0x101010, 0x303030]) != nil)
    }
}
