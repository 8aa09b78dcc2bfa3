import Testing
@testable import LegibleAudit

/// `WeightedSelection.select` then `pixel(atOffset:amongItems:)` (one colour, or the bitmap walk
/// for ties) against sorting every pixel of the chosen colours by (value, position)
/// (`WeightedSelection.referencePixel`).
struct RingRanksTests {
    @Test(arguments: [
        (count: 50, palette: 1, levels: 1, seed: UInt64(1)), (count: 300, palette: 5, levels: 2, seed: 2),
        (count: 2000, palette: 16, levels: 1_000_000, seed: 3), (count: 2000, palette: 17, levels: 4, seed: 4),
        (count: 5000, palette: 400, levels: 30, seed: 5), (count: 9000, palette: 3000, levels: 1 << 30, seed: 6),
        (count: 9000, palette: 3000, levels: 500, seed: 7), (count: 400, palette: 60, levels: 3, seed: 8),
    ])
    func matchesFullSort(count: Int, palette: Int, levels: Int, seed: UInt64) {
        var numbers = SeededRandom(state: seed)
        let ring = RingColours(RingStatisticsTests.ring(count: count, palette: palette, seed: seed), inMedia: nil)
        // Values from `levels` distinct ones (few: many ties between colours), spread over the
        // whole 32-bit range or packed close together.
        let spread = seed % 2 == 0 ? UInt32(1) : UInt32(max(1, 4096 * 4096 / levels))
        let values = (0..<ring.count).map { _ in UInt32(numbers.next(levels)) &* spread }
        // Every colour, and a random subset in random order (as APCA's candidates are).
        let all = (0..<ring.count).map { Int32($0) }
        let subset = all.filter { _ in numbers.next(3) > 0 }.shuffled(using: &numbers)
        for colours in [all, subset] where !colours.isEmpty {
            let chosenValues = colours.map { values[Int($0)] }
            let pixels = colours.reduce(0) { $0 + ring.weight(Int($1)) }
            let ranks = [0, pixels / 50, pixels / 2, pixels - 1, numbers.next(pixels)]
            let start = ring.start
            for rank in ranks {
                var items = colours.indices.map { UInt64(chosenValues[$0]) << 32 | UInt64(colours[$0]) }
                let found = items.withUnsafeMutableBufferPointer { items in
                    start.withUnsafeBufferPointer { start in
                        let chosen = WeightedSelection.select(rank: rank, items: items.baseAddress!, count: items.count,
                                                              start: start.baseAddress!)
                        return WeightedSelection.pixel(atOffset: rank - chosen.below, amongItems: items.baseAddress!,
                                                       chosen.equal, ring: ring)
                    }
                }
                let expected = WeightedSelection.referencePixel(rank: rank, values: chosenValues, colours: colours, ring: ring)
                #expect(found == expected, "rank \(rank)")
            }
        }
    }

    /// `WeightedSelection.select` (weighted three-way partitioning) against sorting the items by
    /// value: the value at each rank, the pixels below it, and the items of that value gathered
    /// together; with many ties, few values, and rings of one colour per item or fewer.
    @Test(arguments: [
        (items: 1, levels: 1, seed: UInt64(31)), (items: 12, levels: 3, seed: 32), (items: 13, levels: 1_000, seed: 33),
        (items: 200, levels: 2, seed: 34), (items: 700, levels: 50, seed: 35), (items: 3000, levels: 1 << 30, seed: 36),
    ])
    func selectMatchesSort(items count: Int, levels: Int, seed: UInt64) {
        var numbers = SeededRandom(state: seed)
        let ring = RingColours(RingStatisticsTests.ring(count: 4 * count + 50, palette: 2 * count, seed: seed), inMedia: nil)
        // Distinct colours of the ring, each with a value of `levels` (ties when few).
        let colours = Array((0..<ring.count).shuffled(using: &numbers).prefix(count))
        let values = colours.map { _ in UInt32(numbers.next(levels)) }
        let sorted = colours.indices.sorted { values[$0] < values[$1] }
        let total = colours.reduce(0) { $0 + ring.weight($1) }
        let start = ring.start.map { $0 }
        for rank in [0, total / 3, total / 2, total - 1, numbers.next(total)] {
            // Reference: walk the sorted items' weights.
            var below = 0, k = 0
            while below + ring.weight(colours[sorted[k]]) <= rank {
                below += ring.weight(colours[sorted[k]])
                k += 1
            }
            let value = values[sorted[k]]
            let under = colours.indices.filter { values[$0] < value }.reduce(0) { $0 + ring.weight(colours[$1]) }
            let equal = Set(colours.indices.filter { values[$0] == value }.map { colours[$0] })
            var items = colours.indices.map { UInt64(values[$0]) << 32 | UInt64(colours[$0]) }
            let found = items.withUnsafeMutableBufferPointer { items in
                start.withUnsafeBufferPointer { start in
                    WeightedSelection.select(rank: rank, items: items.baseAddress!, count: items.count, start: start.baseAddress!)
                }
            }
            #expect(found.value == value && found.below == under, "rank \(rank)")
            #expect(Set(found.equal.map { WeightedSelection.colour(items[$0]) }) == equal, "rank \(rank)")
            #expect(found.equal.allSatisfy { UInt32(items[$0] >> 32) == value })
        }
    }
}
