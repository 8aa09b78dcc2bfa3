@testable import LegibleDetect
import LegiblePixels
import Testing

/// The checks a group or line must pass to count as text.
@Suite("Line checks")
struct LineChecksTests {
    static func line(glyphs: Int, contrast: Int, spread: Int) -> DetectedLine {
        var line = DetectedLine(ink: PixelRect(x: 0, y: 0, width: 40, height: 12), baseline: 12, capTop: 0,
                                hasTallGlyphs: false, glyphs: glyphs, darkText: true, level: 0,
                                inkColour: RGB8(grey: 20), threshold: 4)
        line.contrast = contrast
        line.backgroundSpread = spread
        return line
    }

    /// One or two glyphs must stand out from their background by more than it varies; longer
    /// words only by the noise factor.
    @Test(arguments: [(1, 60, 50, true), (1, 60, 70, false), (2, 60, 61, false), (3, 60, 200, true), (1, 20, 0, false)])
    func shortWordsMustStandOutOfTheirBackground(glyphs: Int, contrast: Int, spread: Int, standsOut: Bool) {
        #expect(TextDetector.standsOut(Self.line(glyphs: glyphs, contrast: contrast, spread: spread),
                                       options: TextDetectorOptions()) == standsOut)
    }

    static func glyph(width: Int, height: Int, threshold: UInt8) -> GlyphComponent {
        var glyph = GlyphComponent(minX: 10, minY: 10, maxX: 10 + width, maxY: 10 + height, area: width * height / 2,
                                   peak: 80, peakX: 11, peakY: 11, responseSum: 40 * width * height / 2)
        glyph.threshold = threshold
        return glyph
    }

    /// A lone digit (narrower than tall) is a line on an even background, not over texture.
    @Test(arguments: [(7, 12, 4, true), (5, 12, 4, false), (7, 12, 12, false), (14, 12, 4, true)])
    func aLoneGlyphOnAnEvenBackground(width: Int, height: Int, threshold: UInt8, isLine: Bool) {
        let group = TextLineGrouping.Group(members: [Self.glyph(width: width, height: height, threshold: threshold)])
        #expect(TextLineGrouping.looksLikeText(group, heights: 5...26, coarse: false, options: TextDetectorOptions()) == isLine)
    }
}
