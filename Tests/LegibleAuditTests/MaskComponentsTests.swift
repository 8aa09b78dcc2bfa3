import Testing
@testable import LegibleAudit

/// `MaskComponents.forEach` (state bytes, fixed buffers) against its plain walk: the same
/// components, in the same order, each pixel for pixel in the walk's order, on masks of every
/// density, one-pixel rows and columns, empty ones, and masks touching every edge.
struct MaskComponentsTests {
    @Test(arguments: [(width: 1, height: 1, density: 1, seed: UInt64(81)), (1, 40, 2, 82), (40, 1, 2, 83), (17, 9, 3, 84),
                      (64, 33, 2, 85), (90, 70, 4, 86), (31, 31, 1, 87), (50, 20, 0, 88)])
    func walksAsThePlainWalk(width w: Int, height h: Int, density: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        // Density k: each pixel set with probability k/5 (0: none, 5 would be all).
        let mask = (0..<(w * h)).map { _ in random.next(5) < density }
        expectSameWalk(mask, width: w, height: h)
    }

    @Test(arguments: [UInt64(91), 92, 93])
    func walksRunsOfStrokesAsThePlainWalk(seed: UInt64) {
        var random = SeededRandom(state: seed)
        let (mask, w, h) = random.runMask(widest: 120, tallest: 40, longest: 9)
        expectSameWalk(mask, width: w, height: h)
        expectSameWalk([Bool](repeating: true, count: w * h), width: w, height: h)
    }

    private func expectSameWalk(_ mask: [Bool], width w: Int, height h: Int) {
        var fast: [[Int]] = [], plain: [[Int]] = []
        MaskComponents.forEach(in: mask, width: w, height: h) { fast.append($0) }
        MaskComponents.reference(in: mask, width: w, height: h) { plain.append($0) }
        #expect(fast == plain)
        #expect(fast.reduce(0) { $0 + $1.count } == mask.filter { $0 }.count)
    }
}
