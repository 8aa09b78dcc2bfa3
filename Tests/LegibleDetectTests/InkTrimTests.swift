@testable import LegibleDetect
import LegiblePixels
import Testing

/// Trimming a line's box to the rows and columns that hold pixels of its ink's colour.
@Suite("Ink trim")
struct InkTrimTests {
    static let ground = RGB8(r: 64, g: 160, b: 70)
    static let ink = RGB8(r: 232, g: 83, b: 79)

    /// Red bars (columns 20–79, rows 20–39) on green, a stripe of a colour near the green above
    /// them (rows 8–11, like JPEG ringing or a neighbouring fill's edge) and one stray red pixel.
    static func planes() -> [DetectPlane] {
        var raster = Raster(width: 100, height: 60, fill: RGBA8(r: ground.r, g: ground.g, b: ground.b, a: 255))
        for y in 8..<12 { for x in 0..<100 { raster[x, y] = RGBA8(r: 90, g: 150, b: 80, a: 255) } }
        for y in 20..<40 { for x in 20..<80 where x % 6 < 3 { raster[x, y] = RGBA8(r: ink.r, g: ink.g, b: ink.b, a: 255) } }
        raster[50, 46] = RGBA8(r: ink.r, g: ink.g, b: ink.b, a: 255)
        return DetectPlane.channels(of: raster)
    }

    static func line(_ ink: PixelRect) -> DetectedLine {
        var line = DetectedLine(ink: ink, baseline: ink.maxY, capTop: ink.y, hasTallGlyphs: false, glyphs: 10,
                                darkText: false, level: 0, inkColour: Self.ink, threshold: 12)
        line.background = ground
        return line
    }

    @Test func rowsAndColumnsWithoutInkAreTrimmed() {
        let trimmed = InkTrim.trimmed(Self.line(PixelRect(x: 5, y: 6, width: 90, height: 44)), in: Self.planes(),
                                      options: TextDetectorOptions())
        #expect(trimmed.ink == PixelRect(x: 20, y: 20, width: 60, height: 20))
        #expect(trimmed.capTop == 20 && trimmed.baseline == 40)
    }

    @Test func aBoxAroundItsInkStaysAsItIs() {
        let tight = PixelRect(x: 20, y: 20, width: 60, height: 20)
        #expect(InkTrim.trimmed(Self.line(tight), in: Self.planes(), options: TextDetectorOptions()).ink == tight)
    }

    /// On a flat fill (threshold at the floor) the bars carry a JPEG-like echo two rows above and
    /// below them, `echo` of the way to the ink colour, in a box found 4 px wider than the bars.
    /// At full size the echo goes when it is under 15% of the way (ringing) and stays from there
    /// (an anti-aliased rim); at a coarser level — whole level pixels, with the halo halving blurs
    /// in — the box is trimmed to the pixels nearer the ink than the fill.
    @Test(arguments: [(0, 0.1, PixelRect(x: 20, y: 20, width: 60, height: 20)),
                      (0, 0.3, PixelRect(x: 20, y: 18, width: 60, height: 24)),
                      (1, 0.3, PixelRect(x: 20, y: 20, width: 60, height: 20))])
    func aBoxOnAFlatFillIsTrimmedToItsInk(level: Int, echo: Double, expected: PixelRect) throws {
        var raster = Raster(width: 100, height: 60, fill: RGBA8(r: Self.ground.r, g: Self.ground.g, b: Self.ground.b, a: 255))
        let mix = { (g: UInt8, i: UInt8) in UInt8((Double(g) + (Double(i) - Double(g)) * echo).rounded()) }
        let faint = RGBA8(r: mix(Self.ground.r, Self.ink.r), g: mix(Self.ground.g, Self.ink.g), b: mix(Self.ground.b, Self.ink.b), a: 255)
        for y in [18, 19, 40, 41] { for x in 20..<80 where x % 6 < 3 { raster[x, y] = faint } }
        for y in 20..<40 { for x in 20..<80 where x % 6 < 3 { raster[x, y] = RGBA8(r: Self.ink.r, g: Self.ink.g, b: Self.ink.b, a: 255) } }
        var line = Self.line(PixelRect(x: 16, y: 16, width: 68, height: 28))
        line.threshold = TextDetectorOptions().minimumResponse
        line.level = level
        let measured = try #require(TextDetector.measured(line, in: DetectPlane.channels(of: raster), options: TextDetectorOptions()))
        #expect(measured.ink == expected)
    }
}
