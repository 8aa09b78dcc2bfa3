import LegiblePixels
import Testing
@testable import LegibleAudit

/// Hairlines' ink beyond the blend chosen for them (`restoreHairlineInk`): strokes thinner than a
/// pixel never show their colour, the histogram's peak is one of their blends, and the pixels a
/// stroke covers more fully must not be left to the ring as background.
struct HairlineInkTests {
    static let page: UInt32 = 0x16_2641, ink = RGB8(r: 0xAA, g: 0xAA, b: 0xAA)

    /// `coverage` of `ink` over the page, blended per channel on encoded values.
    static func blend(_ coverage: Double, _ colour: RGB8 = ink) -> UInt32 {
        let p = page.unpackedRGB
        func c(_ t: UInt8, _ b: UInt8) -> UInt32 { UInt32((Double(b) + coverage * (Double(t) - Double(b))).rounded()) }
        return c(colour.r, p.r) << 16 | c(colour.g, p.g) << 8 | c(colour.b, p.b)
    }

    /// Three vertical stems 0.45 px wide, 10 rows tall, at sub-pixel phases 0.3, 0 and 0.5: the
    /// first straddles two pixels (0.2 and 0.25 covered), the other two lie in one (0.45).
    static func stems(width: Int = 16, height: Int = 14) -> [UInt32] {
        var pixels = [UInt32](repeating: page, count: width * height)
        for (x, coverage) in [(2, 0.2), (3, 0.25), (7, 0.45), (11, 0.45)] {
            for y in 2..<12 { pixels[y * width + x] = blend(coverage) }
        }
        return pixels
    }

    @Test("Pixels beyond the chosen blend come back when they touch the mask, joined through each other",
          arguments: [true, false])
    func strongerInkComesBack(joined: Bool) {
        let w = 16, h = 14
        var pixels = Self.stems(width: w, height: h)
        // A crossbar's pixels, as strong as a stem in one pixel, join the first stem to the second.
        if joined { for x in 4...6 { pixels[6 * w + x] = Self.blend(0.45) } }
        // The mask of the weakest blend: the first stem's two columns.
        var mask = [Bool](repeating: false, count: w * h)
        for x in [2, 3] { for y in 2..<12 { mask[y * w + x] = true } }
        let restored = pixels.withUnsafeBufferPointer {
            TextSeparator.restoreHairlineInk(in: &mask, pixels: $0, chosen: Self.blend(0.2), background: Self.page,
                                             width: w, height: h)
        }
        #expect(restored == (joined ? 13 : 0))
        #expect((2..<12).allSatisfy { mask[$0 * w + 7] } == joined)
        // The third stem touches nothing of the mask: it stays out, as does the page.
        #expect(!(2..<12).contains { mask[$0 * w + 11] })
        #expect(!mask[0] && !mask[13 * w + 15])
    }

    /// Ink of another hue beside the stem (a red mark) lies off the page → chosen axis: it is
    /// not the hairline's, however strong.
    @Test func anotherHueStaysOut() {
        let w = 16, h = 14
        var pixels = Self.stems(width: w, height: h)
        for y in 2..<12 { pixels[y * w + 4] = Self.blend(0.9, RGB8(r: 0xFF, g: 0x20, b: 0x20)) }
        var mask = [Bool](repeating: false, count: w * h)
        for y in 2..<12 { mask[y * w + 3] = true }
        let restored = pixels.withUnsafeBufferPointer {
            TextSeparator.restoreHairlineInk(in: &mask, pixels: $0, chosen: Self.blend(0.25), background: Self.page,
                                             width: w, height: h)
        }
        #expect(restored == 0)
        #expect(!(2..<12).contains { mask[$0 * w + 4] })
    }
}
