import LegiblePixels
import Testing
@testable import LegibleAudit

/// Glyphs given back from the patches `removeThickAreas` took (`TextSeparator.recoverGlyphs`):
/// its tables over the mask's rectangle alone restore the same pixels as the plain version's
/// over the whole window.
struct PatchRecoveryTests {
    /// (seed, window width, height, the reached pixels' rectangle, the rectangle passed as bounds,
    /// patch radius). Bounds as tight as the pixels, larger than them, and reaching past the window.
    static let cases: [(UInt64, Int, Int, PixelRect, PixelRect, Int)] = [
        (1, 40, 30, PixelRect(x: 5, y: 4, width: 20, height: 15), PixelRect(x: 5, y: 4, width: 20, height: 15), 3),
        (2, 40, 30, PixelRect(x: 0, y: 0, width: 40, height: 30), PixelRect(x: 0, y: 0, width: 40, height: 30), 5),
        (3, 64, 20, PixelRect(x: 30, y: 2, width: 33, height: 17), PixelRect(x: 28, y: 1, width: 36, height: 19), 4),
        (4, 17, 50, PixelRect(x: 1, y: 20, width: 15, height: 30), PixelRect(x: -3, y: 18, width: 25, height: 40), 6),
        (5, 90, 12, PixelRect(x: 10, y: 3, width: 2, height: 2), PixelRect(x: 10, y: 3, width: 2, height: 2), 3),
    ]

    @Test(arguments: cases)
    func sameAsOverTheWindow(seed: UInt64, w: Int, h: Int, reachedIn area: PixelRect, bounds: PixelRect, radius: Int) {
        // Seeded: a failure reproduces.
        var generator = SeededRandom(state: seed)
        let text: UInt32 = 0xF0_F0F0
        var reached = [Bool](repeating: false, count: w * h)
        var mask = reached
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where Int.random(in: 0..<100, using: &generator) < 70 {
                reached[y * w + x] = true
                // Most of the reached pixels were removed, as a thick area's are.
                mask[y * w + x] = Int.random(in: 0..<100, using: &generator) < 20
            }
        }
        // Text-coloured glyphs over a darker patch, and pixels half-way between.
        let pixels = (0..<(w * h)).map { _ -> UInt32 in
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: text &- UInt32.random(in: 0...4, using: &generator) * 0x01_0101
            case 1: 0x60_6060 &+ UInt32.random(in: 0...12, using: &generator) * 0x01_0101
            default: 0xA8_A8A8 &+ UInt32.random(in: 0...40, using: &generator) * 0x01_0101
            }
        }
        var expected = mask, found = mask
        let (restored, expectedRestored) = pixels.withUnsafeBufferPointer { p in
            (TextSeparator.recoverGlyphs(in: &found, reached: reached, pixels: p, text: text, tolerance: 120, width: w, height: h,
                                         radius: radius, bounds: bounds),
             TextSeparator.recoverGlyphsReference(in: &expected, reached: reached, pixels: p, text: text, tolerance: 120,
                                                  width: w, height: h, radius: radius))
        }
        #expect(restored == expectedRestored)
        #expect(found == expected)
        // Something comes back over a large area, so the comparison says something there.
        if area.width * area.height >= 100 { #expect(expectedRestored > 0) }
    }
}
