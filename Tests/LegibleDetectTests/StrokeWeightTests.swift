@testable import LegibleDetect
import LegiblePixels
import Testing

/// The weight estimate: stroke width from the ink's area and outline, bold when the strokes are
/// wide for the line's size and the background even.
@Suite("Stroke weight")
struct StrokeWeightTests {
    /// Vertical bars `stroke` px wide and 30 px tall, 10 px apart, in `ink` on `ground`, and the
    /// line the detector would report for them (cap height 30 px, so an em of 30 ÷ 0.74 px).
    static func bars(stroke: Int, ink: RGB8, ground: RGB8, speckle: Bool = false) -> ([DetectPlane], DetectedLine) {
        var raster = Raster(width: 120, height: 50, fill: RGBA8(r: ground.r, g: ground.g, b: ground.b, a: 255))
        for y in 0..<50 {
            for x in 0..<120 where speckle && (x * 7 + y * 13) % 5 == 0 {
                raster[x, y] = RGBA8(r: ink.r, g: ink.g, b: ink.b, a: 255)
            }
        }
        for bar in 0..<5 {
            for y in 10..<40 {
                for x in (10 + bar * (10 + stroke))..<(10 + bar * (10 + stroke) + stroke) {
                    raster[x, y] = RGBA8(r: ink.r, g: ink.g, b: ink.b, a: 255)
                }
            }
        }
        let right = 10 + 4 * (10 + stroke) + stroke
        let line = DetectedLine(ink: PixelRect(x: 10, y: 10, width: right - 10, height: 30), baseline: 40, capTop: 10,
                                hasTallGlyphs: false, glyphs: 5, darkText: true, level: 0, inkColour: ink, threshold: 4)
        return (DetectPlane.channels(of: raster), line)
    }

    static func surrounded(_ line: DetectedLine, _ planes: [DetectPlane]) -> DetectedLine {
        var line = line
        let surround = LineSurround(around: line.ink, in: planes)
        line.background = surround.colour
        line.backgroundSpread = surround.spread
        line.contrast = LineSurround.difference(line.inkColour, surround.colour)
        line.strokeWidth = StrokeWeight.strokeWidth(of: line, in: planes)
        return line
    }

    @Test(arguments: [1, 2, 3, 4, 6])
    func strokeWidthIsTwiceTheAreaOverTheOutline(stroke: Int) {
        let (planes, line) = Self.bars(stroke: stroke, ink: RGB8(r: 200, g: 40, b: 40), ground: RGB8(r: 40, g: 160, b: 40))
        let measured = StrokeWeight.strokeWidth(of: Self.surrounded(line, planes), in: planes)
        // Each bar: area 30·w, outline 2·30 + 2·w.
        #expect(abs(measured - 60 * Double(stroke) / Double(60 + 2 * stroke)) < 1e-9)
    }

    /// Regular strokes are about 0.07 of the em, bold ones about 0.12: at a cap height of 30 px
    /// (an em of 40.5 px) 3 px bars read as regular and 5 px bars as bold.
    @Test(arguments: [(3, 400), (5, 700)])
    func wideStrokesOnAFlatFillAreBold(stroke: Int, weight: Int) {
        let (planes, line) = Self.bars(stroke: stroke, ink: RGB8(grey: 90), ground: RGB8(grey: 250))
        #expect(StrokeWeight.fontWeight(of: Self.surrounded(line, planes), options: TextDetectorOptions()) == weight)
    }

    /// Over an uneven background the split takes in background pixels, so bold (the more
    /// lenient threshold at 18.66–24 px) is not claimed there.
    @Test func anUnevenBackgroundIsNeverBold() {
        let (planes, line) = Self.bars(stroke: 5, ink: RGB8(grey: 90), ground: RGB8(grey: 250), speckle: true)
        let surrounded = Self.surrounded(line, planes)
        #expect(surrounded.backgroundSpread > 0)
        #expect(StrokeWeight.fontWeight(of: surrounded, options: TextDetectorOptions()) == 400)
    }
}
