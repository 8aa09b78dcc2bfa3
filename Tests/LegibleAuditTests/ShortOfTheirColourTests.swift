import Testing
@testable import LegibleAudit

/// Words of a lighter colour that never show it (`TextSeparator.inksLess`): the ink across a
/// stroke is its width times its contrast at any phase, so lighter words carry less than the
/// first text's strokes, and thin strokes of the first colour (a hairline face) as much.
struct ShortOfTheirColourTests {
    static let page: UInt32 = 0xF8_F8_F8, black: UInt32 = 0x00_00_00

    /// Vertical stems drawn on the page: the first text's at columns 4, 10, 16 in black, the other
    /// words' at 28, 34, 40 in `colour`; each `width` pixels wide from sub-pixel `phase`, rows 2–9,
    /// blended per channel in encoded values as browsers draw. The masks hold every pixel a stem covers.
    static func stems(colour: UInt32, width: Double, firstWidth: Double, phase: Double)
        -> (pixels: [UInt32], first: [Bool], glyphs: [Bool], w: Int, h: Int) {
        let w = 48, h = 12
        var pixels = [UInt32](repeating: page, count: w * h)
        var first = [Bool](repeating: false, count: w * h), glyphs = first
        func draw(at x0: Int, colour: UInt32, width: Double, into mask: inout [Bool]) {
            let start = Double(x0) + phase, end = start + width
            for x in x0...(x0 + 2) {
                let cover = max(0, min(end, Double(x + 1)) - max(start, Double(x)))
                guard cover > 0 else { continue }
                for y in 2...9 {
                    pixels[y * w + x] = blend(colour, cover)
                    mask[y * w + x] = true
                }
            }
        }
        for x in [4, 10, 16] { draw(at: x, colour: black, width: firstWidth, into: &first) }
        for x in [28, 34, 40] { draw(at: x, colour: colour, width: width, into: &glyphs) }
        return (pixels, first, glyphs, w, h)
    }

    static func blend(_ colour: UInt32, _ cover: Double) -> UInt32 {
        [16, 8, 0].reduce(UInt32(0)) { packed, shift in
            let c = Double((colour >> UInt32(shift)) & 0xFF), p = Double((page >> UInt32(shift)) & 0xFF)
            return packed | UInt32((c * cover + p * (1 - cover)).rounded()) << UInt32(shift)
        }
    }

    @Test("Lighter words ink less than the first text's strokes; its own thin strokes as much", arguments: [
        // Grey words beside black links, one weight: lighter, at any phase.
        (0x7C_7C_7C as UInt32, 1.0, 1.0, 0.0, true), (0x7C_7C_7C, 1.0, 1.0, 0.5, true), (0x90_90_90, 1.2, 1.2, 0.3, true),
        // Black glyphs at a phase that splits their stems peak at a grey, inking as much: not lighter.
        (0x00_00_00, 1.0, 1.0, 0.5, false), (0x00_00_00, 1.0, 1.0, 0.3, false),
        // A hairline face: every stroke half a pixel, the first text's too, wherever it falls.
        (0x00_00_00, 0.5, 0.5, 0.25, false), (0x00_00_00, 0.5, 0.5, 0.75, false),
        // Digits of the text's own colour a tenth thinner than its letters, nearly reaching it: their
        // peak lies too near the colour for their ink to tell (1× digits at a sub-pixel phase).
        (0x00_00_00, 0.9, 1.0, 0.05, false), (0x00_00_00, 0.92, 1.0, 0.04, false),
    ])
    func lighterWordsInkLess(colour: UInt32, width: Double, firstWidth: Double, phase: Double, lighter: Bool) {
        let drawn = Self.stems(colour: colour, width: width, firstWidth: firstWidth, phase: phase)
        // The colour the words peak at: their most covered pixel.
        let peak = drawn.glyphs.indices.filter { drawn.glyphs[$0] }.map { drawn.pixels[$0] }.min { $0 & 0xFF < $1 & 0xFF }!
        let inksLess = drawn.pixels.withUnsafeBufferPointer {
            TextSeparator.inksLess(drawn.glyphs, than: drawn.first, peak: peak, text: Self.black, page: Self.page,
                                   pixels: $0, width: drawn.w, height: drawn.h)
        }
        #expect(inksLess == lighter)
    }

    @Test func noCrossingTellsNothing() {
        let drawn = Self.stems(colour: 0x7C_7C_7C, width: 1, firstWidth: 1, phase: 0)
        let none = [Bool](repeating: false, count: drawn.first.count)
        let inksLess = drawn.pixels.withUnsafeBufferPointer {
            TextSeparator.inksLess(drawn.glyphs, than: none, peak: 0x7C_7C_7C, text: Self.black, page: Self.page,
                                   pixels: $0, width: drawn.w, height: drawn.h)
        }
        #expect(!inksLess)
    }
}
