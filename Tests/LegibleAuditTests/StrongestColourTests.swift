import Testing
@testable import LegibleAudit

/// `StrongestColour` (selection over keys) against its plain version (a stable sort by distance):
/// parts in walk order, not scan order; palettes of a few colours, where most distances tie,
/// and of many; every share from one pixel to the whole part.
struct StrongestColourTests {
    @Test(arguments: [(size: 1, palette: 1, seed: UInt64(51)), (size: 2, palette: 2, seed: 52), (size: 7, palette: 2, seed: 53),
                      (size: 40, palette: 3, seed: 54), (size: 300, palette: 12, seed: 55), (size: 900, palette: 900, seed: 56)])
    func matchesTheStableSort(size: Int, palette: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        let colours = (0..<palette).map { _ in UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF }
        let pixels = (0..<(size * 2)).map { _ in colours[random.next(palette)] }
        // Half the window's pixels, in a shuffled order as a depth-first walk hands them over.
        let part = Array((0..<(size * 2)).shuffled(using: &random).prefix(size))
        let page = UInt32(truncatingIfNeeded: random.next() >> 20) & 0xFF_FFFF
        pixels.withUnsafeBufferPointer { pixels in
            for count in Set([1, 2, size / 3, size / 2, size - 1, size]) where count >= 1 && count <= size {
                #expect(StrongestColour.of(part, pixels: pixels, from: page, count: count)
                    == StrongestColour.reference(part, pixels: pixels, from: page, count: count), "count \(count)")
            }
        }
    }
}
