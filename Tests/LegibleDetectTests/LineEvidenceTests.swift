import Foundation
import LegibleAudit
@testable import LegibleDetect
import LegiblePixels
import Testing

/// The last checks on a reported line, and the note on a line found only in part.
@Suite("Line evidence")
struct LineEvidenceTests {
    static let ground = RGB8(r: 236, g: 214, b: 196)

    /// A 16 px tall mark on a flat light ground at (20, 20): two sharp dark strokes (an "H"
    /// without its bar), or a soft dark fleck that peaks in one pixel and fades over 3 px.
    static func planes(soft: Bool) -> [DetectPlane] {
        var raster = Raster(width: 80, height: 56, fill: RGBA8(r: ground.r, g: ground.g, b: ground.b, a: 255))
        for y in 20..<36 {
            for x in 20..<32 {
                let level: Double
                if soft {
                    let d = (Double(x - 26) * Double(x - 26) + Double(y - 28) * Double(y - 28)).squareRoot()
                    level = max(0, 1 - d / 4)
                } else {
                    level = (x < 22 || x >= 30) ? 1 : 0
                }
                let mix = { (g: UInt8) in UInt8((Double(g) * (1 - level) + 60 * level).rounded()) }
                raster[x, y] = RGBA8(r: mix(ground.r), g: mix(ground.g), b: mix(ground.b), a: 255)
            }
        }
        return DetectPlane.channels(of: raster)
    }

    static func line(glyphs: Int, contrast: Int = 176, spread: Int = 0, x: Int = 20, width: Int = 12) -> DetectedLine {
        var line = DetectedLine(ink: PixelRect(x: x, y: 20, width: width, height: 16), baseline: 36, capTop: 20,
                                hasTallGlyphs: false, glyphs: glyphs, darkText: true, level: 0,
                                inkColour: RGB8(r: 60, g: 60, b: 60), threshold: 4)
        line.background = ground
        line.contrast = contrast
        line.backgroundSpread = spread
        return line
    }

    /// Strokes reach the ink's colour along their length; a fleck's "ink colour" is one pixel's.
    @Test(arguments: [(false, true), (true, false)])
    func oneOrTwoGlyphsMustHoldStrokes(soft: Bool, kept: Bool) {
        let planes = Self.planes(soft: soft)
        #expect(LineEvidence.holdsText(Self.line(glyphs: 1), in: planes, options: TextDetectorOptions()) == kept)
    }

    /// A longer line must differ from its background by a fifth of how much that varies: a
    /// smooth patch of a photo broken into "glyphs" differs by a tenth.
    @Test(arguments: [(12, 152, false), (40, 152, true), (20, 36, true)])
    func longerLinesMustStandOutOfTheirBackgroundsVariation(contrast: Int, spread: Int, kept: Bool) {
        let line = Self.line(glyphs: 4, contrast: contrast, spread: spread)
        #expect(LineEvidence.holdsText(line, in: Self.planes(soft: false), options: TextDetectorOptions()) == kept)
    }

    /// A rule or a divider: `rows` rows of dark ink across a 16 px tall box (JPEG's ringing makes
    /// such boxes); glyphs' stems span the box.
    static func rule(rows: Int) -> [DetectPlane] {
        var raster = Raster(width: 80, height: 56, fill: RGBA8(r: ground.r, g: ground.g, b: ground.b, a: 255))
        for y in 27..<(27 + rows) {
            for x in 20..<32 { raster[x, y] = RGBA8(r: 60, g: 60, b: 60, a: 255) }
        }
        return DetectPlane.channels(of: raster)
    }

    /// The ink must span a quarter of the line's height: two rows of 16 are a rule, six a mark.
    @Test(arguments: [(1, false), (2, false), (4, true), (6, true)])
    func inkMustSpanTheLinesHeight(rows: Int, kept: Bool) {
        let line = Self.line(glyphs: 4, contrast: 176, spread: 0)
        #expect(LineEvidence.holdsText(line, in: Self.rule(rows: rows), options: TextDetectorOptions()) == kept)
    }

    /// Three words of dark bars on one row (columns 10–39, 50–79, 90–119); a box over the middle
    /// word continues, a box over all three does not.
    static func words() -> [DetectPlane] {
        var raster = Raster(width: 140, height: 50, fill: RGBA8(r: ground.r, g: ground.g, b: ground.b, a: 255))
        for y in 20..<36 {
            for x in 10..<120 where (x < 40 || (x >= 50 && x < 80) || x >= 90) && x % 4 < 2 {
                raster[x, y] = RGBA8(r: 60, g: 60, b: 60, a: 255)
            }
        }
        return DetectPlane.channels(of: raster)
    }

    @Test(arguments: [(50, 30, true), (10, 110, false), (90, 30, true)])
    func aLineWhoseInkContinuesBesideItsBoxIsPartOfALine(x: Int, width: Int, partOfLine: Bool) {
        let line = Self.line(glyphs: 8, x: x, width: width)
        #expect(LineContinuation.continues(line, in: Self.words(), options: TextDetectorOptions()) == partOfLine)
    }

    /// A box over one word grows, a window at a time, to the outermost ink of the words beside
    /// it (bars in columns 12–117) and then holds the whole line, without the note; a box over
    /// the whole line stays as it is.
    @Test(arguments: [(50, 30), (90, 28), (12, 106)])
    func aLineGrowsOverItsInkBesideIt(x: Int, width: Int) {
        let line = Self.line(glyphs: 8, x: x, width: width)
        let grown = LineContinuation.extended([line], in: Self.words(), options: TextDetectorOptions())
        #expect(grown.map(\.ink) == [PixelRect(x: 12, y: 20, width: 106, height: 16)])
        #expect(grown.first?.partOfLine == false)
    }

    /// Two lines grown into one another are one line, measured once with the weaker contrast;
    /// lines on other rows, or of clearly different heights, stay apart.
    @Test(arguments: [
        (PixelRect(x: 40, y: 20, width: 60, height: 16), [PixelRect(x: 12, y: 20, width: 88, height: 16)]),
        (PixelRect(x: 60, y: 22, width: 60, height: 14), [PixelRect(x: 12, y: 20, width: 108, height: 16)]),
        (PixelRect(x: 100, y: 20, width: 20, height: 16), [PixelRect(x: 12, y: 20, width: 60, height: 16),
                                                           PixelRect(x: 100, y: 20, width: 20, height: 16)]),
        (PixelRect(x: 40, y: 30, width: 60, height: 16), [PixelRect(x: 12, y: 20, width: 60, height: 16),
                                                          PixelRect(x: 40, y: 30, width: 60, height: 16)]),
        (PixelRect(x: 40, y: 10, width: 60, height: 30), [PixelRect(x: 12, y: 20, width: 60, height: 16),
                                                          PixelRect(x: 40, y: 10, width: 60, height: 30)]),
    ])
    func linesGrownIntoOneAnotherJoin(other: PixelRect, expected: [PixelRect]) {
        let first = Self.line(glyphs: 4, contrast: 90, x: 12, width: 60)
        var second = Self.line(glyphs: 3)
        second.ink = other
        let joined = LineContinuation.overlapsJoined([first, second], options: TextDetectorOptions())
        #expect(joined.map(\.ink).sorted { $0.x < $1.x } == expected)
        if joined.count == 1 { #expect(joined[0].contrast == 90) }
    }
}

/// The note travels from the detector through the manifest to every report as a warning.
@Suite("Detection notes")
struct DetectionNoteTests {
    static let path = Fixture.path("detection/tune/ui/noted.json")

    @Test func aNoteIsWrittenReadAndAuditedAsAWarning() throws {
        let region = Region(id: "line-1", x: 10, y: 10, width: 60, height: 20, source: .detected,
                            note: .partOfLine)
        let json = ManifestWriter.json(Screen(image: "ui-00.png", scale: 1, regions: [region]))
        #expect(json.contains("\"note\": \"partOfLine\""))
        let parsed = try Manifest.parse(Data(json.utf8), path: Self.path)
        #expect(parsed.screens[0].regions == [region])
        let audit = try #require(Auditor(options: AuditOptions(variants: [.original])).audit(manifest: parsed).first)
        let result = try #require(audit.regions.first)
        #expect(result.warnings == [.detection(.partOfLine)])
        #expect(result.warnings.first?.message.hasPrefix("detected over part of a line") == true)
    }

    @Test func anUnknownNoteIsAnError() {
        let json = #"{"image": "ui-00.png", "regions": [{"id": "a", "x": 0, "y": 0, "width": 9, "height": 9, "note": "maybe"}]}"#
        #expect(throws: ManifestError.self) { try Manifest.parse(Data(json.utf8), path: Self.path) }
    }
}
