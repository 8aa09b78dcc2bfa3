import LegiblePixels
import Testing
@testable import LegibleAudit

/// Decoration lines drawn in the text colour are no evidence that the glyphs have exact cores:
/// masks drawn by hand, with and without an underline, with glyph strokes that do or do not reach
/// the exact colour.
struct DecorationLineTests {
    /// A 40×12 mask: three glyph stems (rows 1–7 at x = 5, 15, 25; `stemCores`: whether they are
    /// exact) and, when `underline`, a 30-px underline in row 9 (always exact).
    static func drawn(underline: Bool, stemCores: Bool) -> (mask: [Bool], cores: [Bool], width: Int, bounds: PixelRect) {
        let w = 40, h = 12
        var mask = [Bool](repeating: false, count: w * h), cores = mask
        for x in [5, 15, 25] {
            for y in 1...7 {
                mask[y * w + x] = true
                cores[y * w + x] = stemCores
            }
        }
        if underline {
            for x in 3..<33 {
                mask[9 * w + x] = true
                cores[9 * w + x] = true
            }
        }
        return (mask, cores, w, PixelRect(x: 0, y: 0, width: w, height: h))
    }

    @Test("Glyphs with and without cores of their own beside an underline, and no underline",
          arguments: [(true, false, false as Bool?), (true, true, true), (false, false, nil), (false, true, nil)])
    func glyphCores(underline: Bool, stemCores: Bool, expected: Bool?) {
        let d = Self.drawn(underline: underline, stemCores: stemCores)
        let run = TextSeparator.decorationRun(boxHeight: 12)
        #expect(run == 12)
        #expect(TextSeparator.glyphsShowCores(mask: d.mask, cores: d.cores, width: d.width, bounds: d.bounds,
                                              minimumRun: run, least: 0.5) == expected)
    }

    @Test("A glyph's horizontal stroke shorter than the box is tall is no line")
    func shortStrokeIsGlyph() {
        var d = Self.drawn(underline: false, stemCores: false)
        // A 10-px bar (a T's top) of the exact colour in row 1: glyph cores, not a line.
        for x in 2..<12 {
            d.mask[1 * d.width + x] = true
            d.cores[1 * d.width + x] = true
        }
        #expect(TextSeparator.glyphsShowCores(mask: d.mask, cores: d.cores, width: d.width, bounds: d.bounds,
                                              minimumRun: 12, least: 0.5) == nil)
    }
}
