@testable import LegibleAudit
import LegiblePixels
import Testing

/// The 2×2-block test in byte vectors against the plain one (`MaskBlocks.reference`): windows
/// narrower and wider than a vector, bounds touching every side of the window or inside it,
/// masks sparse (specks, where most pixels are in no block) and dense (strokes, most in one).
struct MaskBlocksTests {
    @Test(arguments: 0..<48)
    func outsideBlocksAsThePlainTest(seed: Int) {
        var random = SeededRandom(state: UInt64(seed) * 6151 + 11)
        let w = 1 + random.next(seed < 24 ? 12 : 90), h = 1 + random.next(10)
        let density = [1, 3, 6, 9][seed % 4]
        let mask = (0..<(w * h)).map { _ in random.next(10) < density }
        let x = seed % 3 == 0 ? 0 : random.next(w), y = seed % 5 == 0 ? 0 : random.next(h)
        let width = seed % 2 == 0 ? w - x : 1 + random.next(w - x), height = seed % 3 == 1 ? h - y : 1 + random.next(h - y)
        let bounds = PixelRect(x: x, y: y, width: width, height: height)
        let thin = MaskBlocks.outsideBlocks(mask, width: w, height: h, bounds: bounds)
        #expect(thin == MaskBlocks.reference(mask, width: w, height: h, bounds: bounds), "\(w)×\(h), bounds \(bounds)")
    }

    /// A plus sign a pixel thick beside a 3×3 square: the square's pixels are in blocks, the
    /// plus sign's none, on a window wide enough for the vector path.
    @Test func squareGoesPlusStays() {
        let w = 40, h = 5
        var mask = [Bool](repeating: false, count: w * h)
        for (x, y) in [(2, 1), (1, 2), (2, 2), (3, 2), (2, 3)] { mask[y * w + x] = true }
        for y in 1...3 { for x in 20...22 { mask[y * w + x] = true } }
        let thin = MaskBlocks.outsideBlocks(mask, width: w, height: h, bounds: PixelRect(x: 0, y: 0, width: w, height: h))
        #expect((0..<(w * h)).filter { thin[$0] } == [1 * w + 2, 2 * w + 1, 2 * w + 2, 2 * w + 3, 3 * w + 2])
    }
}
