@testable import LegibleAudit
import LegiblePixels
import Testing

/// Mask pixels nearer the background beside them than the text colour, in a hue of their own
/// (`TextSeparator.nearerBackground`): a glow or a highlight running on from the photo into the
/// glyphs' mask, not their anti-aliasing.
@Suite("Mask pixels nearer the background beside them")
struct NearerBackgroundTests {
    static let text = RGB8(r: 0xF4, g: 0x72, b: 0xB6), sky = RGB8(r: 0x0A, g: 0x0E, b: 0x1E)

    enum Case: String, CaseIterable, CustomTestStringConvertible {
        /// A grey star's glow in the mask, beside more of the glow: nearer the glow, off the
        /// segment from it to the pink.
        case glow
        /// Sixty per cent of the way from the sky to the pink: nearer the text.
        case blend
        /// Thirty per cent of the way: nearer the sky, but a blend of the text into it, which the
        /// ring judges as the glyph's edge.
        case faintBlend
        /// The text colour itself.
        case core
        var testDescription: String { rawValue }

        /// The mask pixel right of the stem, and the background pixel right of it.
        var pixels: (inMask: RGB8, beside: RGB8) {
            func blend(_ a: Double) -> RGB8 {
                func mix(_ t: UInt8, _ s: UInt8) -> UInt8 { UInt8((a * Double(t) + (1 - a) * Double(s)).rounded()) }
                let t = NearerBackgroundTests.text, s = NearerBackgroundTests.sky
                return RGB8(r: mix(t.r, s.r), g: mix(t.g, s.g), b: mix(t.b, s.b))
            }
            switch self {
            case .glow: return (RGB8(r: 0x9A, g: 0x9E, b: 0xA6), RGB8(r: 0x92, g: 0x8A, b: 0x92))
            case .blend: return (blend(0.6), NearerBackgroundTests.sky)
            case .faintBlend: return (blend(0.3), NearerBackgroundTests.sky)
            case .core: return (NearerBackgroundTests.text, NearerBackgroundTests.sky)
            }
        }
        var goes: Bool { self == .glow }
    }

    /// A 20×16 night sky with a pink stem (x 8...10, y 3...12), the case's pixel in the mask at
    /// (11, 7) and its neighbour outside the mask at (12, 7).
    @Test("A pixel right of a stem", arguments: Case.allCases)
    func pixelRightOfAStem(_ c: Case) {
        let w = 20, h = 16
        var pixels = [UInt32](repeating: Self.sky.packed, count: w * h), mask = [Bool](repeating: false, count: w * h)
        for y in 3...12 { for x in 8...10 { pixels[y * w + x] = Self.text.packed; mask[y * w + x] = true } }
        pixels[7 * w + 11] = c.pixels.inMask.packed
        mask[7 * w + 11] = true
        pixels[7 * w + 12] = c.pixels.beside.packed
        let bounds = PixelRect(x: 0, y: 0, width: w, height: h), exactness = SeparationTuning.Candidates.exactWithin
        let found = pixels.withUnsafeBufferPointer {
            TextSeparator.nearerBackground(in: mask, text: Self.text.packed, pixels: $0, width: w, height: h, bounds: bounds,
                                           exactness: exactness)
        }
        #expect(found == (c.goes ? [7 * w + 11] : []))
        // The same from the pixels off the cores found once a box.
        let fromOff = pixels.withUnsafeBufferPointer {
            let off = OffCoreMasks(mask: mask, pixels: $0, width: w, bounds: bounds, text: Self.text.packed, exactness: exactness,
                                   farther: nil).off
            return TextSeparator.nearerBackground(in: mask, off: off, text: Self.text.packed, pixels: $0, width: w, height: h,
                                                  bounds: bounds, exactness: exactness)
        }
        #expect(fromOff == found)
    }
}
