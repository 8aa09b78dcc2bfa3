@testable import LegibleAudit
import Testing

/// The histogram median a ring's colours are read with is each channel's `sorted()[count / 2]`,
/// as the sorting version takes it, for odd and even counts, ties and one colour.
@Suite("Per-channel median from histograms")
struct UpperChannelMedianTests {
    @Test(arguments: [1, 2, 3, 4, 7, 8, 100, 1001, 4096])
    func matchesSortingEachChannel(count: Int) {
        var random = SeededRandom(state: UInt64(count))
        let colours = (0..<count).map { _ in UInt32(random.next(1 << 24)) }
        #expect(upperChannelMedian(colours) == upperChannelMedianBySorting(colours))
        // A few levels a channel: ties across the middle.
        let levels = colours.map { $0 & 0xC0_C0C0 }
        #expect(upperChannelMedian(levels) == upperChannelMedianBySorting(levels))
    }

    static let known: [([UInt32], UInt32)] = [
        ([0x000000, 0xFFFFFF], 0xFFFFFF),  // an even count: the upper of the two
        ([0x102030, 0x102030, 0x405060], 0x102030),
        ([0x0000FF, 0x00FF00, 0xFF0000, 0x000000], 0x000000),
        ([], 0),
    ]

    @Test(arguments: known)
    func knownMedians(colours: [UInt32], median: UInt32) {
        #expect(upperChannelMedian(colours) == median)
        #expect(upperChannelMedianBySorting(colours) == median)
    }
}
