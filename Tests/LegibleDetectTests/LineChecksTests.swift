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

    /// Two glyphs on a flat fill (threshold at the floor, a frame that varies by at most 2
    /// levels) need 3 × the floor, as three glyphs do: faint "GO" at 1.15:1 differs by 14 levels.
    /// One glyph there, or two on a frame that varies, still need 6 ×.
    @Test(arguments: [(2, 14, 0, true), (2, 14, 2, true), (2, 11, 0, false), (2, 14, 3, false), (1, 14, 0, false), (2, 23, 8, false)])
    func twoGlyphsOnAFlatFillNeedWhatThreeNeed(glyphs: Int, contrast: Int, spread: Int, standsOut: Bool) {
        #expect(TextDetector.standsOut(Self.line(glyphs: glyphs, contrast: contrast, spread: spread),
                                       options: TextDetectorOptions()) == standsOut)
    }

    /// A word of several glyphs over busy texture or JPEG blocks, whose threshold came from the
    /// tiles around it, stands out when its ink lies beyond its own frame's variation by the
    /// glyph count's factor (3 × for three glyphs, 2 × for more); one or two glyphs still need the
    /// threshold's factor, and the frame's spread never counts for less than the minimum response.
    @Test(arguments: [
        (3, 101, 48, 32, true), (3, 90, 48, 32, false), (4, 20, 15, 4, true), (4, 7, 15, 4, false), (4, 8, 15, 0, true),
        (2, 101, 48, 32, false), (3, 101, 30, 60, true), (3, 80, 30, 60, false),
    ])
    func wordsStandOutOfTheirOwnFrame(glyphs: Int, contrast: Int, threshold: Int, spread: Int, standsOut: Bool) {
        var line = Self.line(glyphs: glyphs, contrast: contrast, spread: spread)
        line.threshold = threshold
        #expect(TextDetector.standsOut(line, options: TextDetectorOptions()) == standsOut)
    }

    static func candidate(_ x: Int, _ y: Int, _ width: Int, _ height: Int, level: Int, contrast: Int) -> DetectedLine {
        var line = DetectedLine(ink: PixelRect(x: x, y: y, width: width, height: height), baseline: y + height,
                                capTop: y, hasTallGlyphs: true, glyphs: 4, darkText: true, level: level,
                                inkColour: RGB8(grey: 20), threshold: 4)
        line.contrast = contrast
        return line
    }

    /// A coarser line that holds a finer piece (and half a speck beside it) and is clearly wider
    /// without being much taller is the line found whole; one that holds only a third of the
    /// piece, one hardly wider, and one that stands out far less leave the piece in place.
    @Test(arguments: [
        (PixelRect(x: 32, y: 125, width: 266, height: 27), 95, true),
        (PixelRect(x: 32, y: 145, width: 266, height: 27), 95, false),
        (PixelRect(x: 32, y: 125, width: 266, height: 27), 60, false),
        (PixelRect(x: 190, y: 125, width: 108, height: 27), 95, false),
    ])
    func aCoarserLineThatHoldsThePiecesReplacesThem(coarse: PixelRect, contrast: Int, replaces: Bool) {
        let piece = Self.candidate(187, 132, 111, 20, level: 0, contrast: 93)
        let speck = Self.candidate(176, 121, 8, 8, level: 0, contrast: 37)
        let whole = Self.candidate(coarse.x, coarse.y, coarse.width, coarse.height, level: 1, contrast: contrast)
        let kept = TextLineGrouping.merged([piece, speck, whole], options: TextDetectorOptions())
        #expect(kept.contains(whole) == replaces)
        #expect(kept.contains(piece) == !replaces)
    }

    /// A coarser line much taller than the finer one replaces it only when it is at least as
    /// wide: large glyphs the finer level saw in pieces. Narrower, it is part of the line that
    /// took in something above it (a cup's bright rim over "Quarterly report").
    @Test(arguments: [(138, false), (158, false), (159, true), (170, true)])
    func aMuchTallerCoarserLineReplacesOnlyANarrowerOne(coarseWidth: Int, replaces: Bool) {
        let fine = Self.candidate(39, 99, 159, 20, level: 0, contrast: 99)
        let coarse = Self.candidate(32, 84, coarseWidth, 38, level: 1, contrast: 75)
        let kept = TextLineGrouping.merged([fine, coarse], options: TextDetectorOptions())
        #expect(kept == [replaces ? coarse : fine])
    }

    /// A coarser line 2.5 × as tall as a word found at the finer level (four glyphs, 159 × 20)
    /// took in something above or below it (a highlight beside the words): the word stays.
    /// Less tall, it is large glyphs the finer level saw in pieces.
    @Test(arguments: [(38, true), (49, true), (50, false), (88, false)])
    func aCoarserLineFarTallerThanAWordLeavesTheWord(coarseHeight: Int, replaces: Bool) {
        let fine = Self.candidate(39, 99, 159, 20, level: 0, contrast: 99)
        let coarse = Self.candidate(32, 84, 212, coarseHeight, level: 2, contrast: 99)
        let kept = TextLineGrouping.merged([fine, coarse], options: TextDetectorOptions())
        #expect(kept == [replaces ? coarse : fine])
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

    /// Two glyphs over texture, the second `gap` px after the first (12 px tall, threshold 4 ×
    /// `texture`, both peaking at `peak`), `secondHeight` tall and 6 px lower (a descender).
    static func pair(texture: UInt8, peak: UInt8, gap: Int = 2, secondHeight: Int = 12) -> TextLineGrouping.Group {
        var first = glyph(width: 12, height: 12, threshold: 4 * texture), second = first
        first.peak = peak
        second.peak = peak
        second.minX = first.maxX + gap
        second.maxX = second.minX + 12
        second.minY = first.minY + 6
        second.maxY = second.minY + secondHeight
        return TextLineGrouping.Group(members: [first, second])
    }

    /// A word of two over JPEG's blocks ("Up": a capital beside a descender, off one baseline) is
    /// a line when both glyphs peak at 6 × the threshold, that threshold is at most 3 × the floor,
    /// and they are of one height and close; over a busier texture, fainter, taller or apart, not.
    @Test(arguments: [(2, 48, 2, 12, true), (3, 72, 2, 12, true), (3, 71, 2, 12, false), (4, 96, 2, 12, false),
                      (2, 48, 7, 12, false), (2, 48, 6, 12, true), (2, 48, 2, 19, false), (2, 48, 2, 18, true)])
    func aWordOfTwoOverMildTexture(texture: UInt8, peak: UInt8, gap: Int, secondHeight: Int, isLine: Bool) {
        let group = Self.pair(texture: texture, peak: peak, gap: gap, secondHeight: secondHeight)
        #expect(TextLineGrouping.looksLikeText(group, heights: 5...26, coarse: false, options: TextDetectorOptions()) == isLine)
    }
}
