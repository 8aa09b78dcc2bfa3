import Testing
@testable import LegibleAudit

/// The counting kernels of the photo-detail and repeated-colour rules against their plain
/// versions: `ColourCounts` against a dictionary, `IndexUnion` against a sorted set.
struct ColourCountsTests {
    @Test(arguments: [(count: 0, palette: 1, seed: UInt64(31)), (count: 1, palette: 1, seed: 32),
                      (count: 40, palette: 3, seed: 33), (count: 900, palette: 200, seed: 34),
                      (count: 5000, palette: 5000, seed: 35)])
    func countsMatchADictionary(count: Int, palette: Int, seed: UInt64) {
        let list = RingStatisticsTests.ring(count: count, palette: palette, seed: seed)
        let counted = ColourCounts(list)
        let plain = ColourCounts.reference(list)
        #expect(Dictionary(uniqueKeysWithValues: zip(counted.colours, counted.counts)) == plain)
        #expect(counted.colours.count == plain.count, "each colour once")
        #expect(list.indices.allSatisfy { counted.count(at: $0) == plain[list[$0]] })
        // In order of first appearance.
        var seen = Set<UInt32>()
        #expect(counted.colours == list.filter { seen.insert($0).inserted })
    }

    /// Lists in scan order as the rules give them, overlapping or not, empty, and out of order.
    @Test(arguments: [
        ([], [1, 2]), ([3], []), ([1, 4, 9], [2, 4, 10, 11]), ([5, 6, 7], [5, 6, 7]), ([0, 100], [50]),
        ([9, 3, 3, 1], [2, 9]), ([1, 2, 3], [7, 0, 7]), ([4, 4, 4], [4]),
    ] as [([Int], [Int])])
    func unionMatchesASortedSet(a: [Int], b: [Int]) {
        #expect(IndexUnion.of(a, b) == IndexUnion.reference(a, b))
    }

    @Test(arguments: [UInt64(41), 42, 43])
    func unionOfRandomScanOrderLists(seed: UInt64) {
        let picks = RingStatisticsTests.ring(count: 600, palette: 600, seed: seed).map { Int($0 % 2000) }
        let a = Array(Set(picks.prefix(300))).sorted(), b = Array(Set(picks.suffix(300))).sorted()
        #expect(IndexUnion.of(a, b) == IndexUnion.reference(a, b))
        #expect(IndexUnion.of(b, a) == IndexUnion.reference(a, b))
    }
}
