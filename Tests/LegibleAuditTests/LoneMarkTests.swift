@testable import LegibleAudit
import LegiblePixels
import Testing

/// A full stop or a comma alone on its line at 1×: a few pixels, each a blend of the text into
/// the background, none of them its colour. It is measured as it stands — its strongest pixel
/// against the flat background around it — which is never above the colour it was drawn in: a
/// pass holds, and a failure may be the blend's, so such a box stays unmeasured.
@Suite("Lone marks at 1×")
struct LoneMarkTests {
    /// A 16 × 14 screen of `background` holding the marks' pixels (rows of grey levels, 0 left
    /// as background) at (6, 8), and a region as tight as a browser's box for a lone "." line.
    static func screen(_ rows: [[UInt8]], background: UInt8, secondAt: Int? = nil,
                       second: [[UInt8]] = []) -> (Raster, Screen) {
        var raster = Raster(width: 16, height: 14, fill: RGBA8(r: background, g: background, b: background))
        for (marks, x) in [(rows, 6), (second, secondAt ?? 0)] {
            for (dy, row) in marks.enumerated() {
                for (dx, level) in row.enumerated() where level != 0 { raster[x + dx, 8 + dy] = RGBA8(r: level, g: level, b: level) }
            }
        }
        let region = Region(id: "dot", x: 5.2, y: 1, width: secondAt.map { Double($0 - 5) + 3 } ?? 3.1, height: 12, text: ".",
                            fontSize: 13)
        return (raster, Screen(image: "synthetic.png", regions: [region]))
    }

    /// Full stops as Chromium draws them at 1× (13–16 px Lato, a serif), with the WCAG 2 ratio
    /// of the strongest pixel against the background (computed apart from Legible).
    @Test("A lone mark is measured by its strongest pixel", arguments: [
        ([[0xF0, 0xA4], [0xD1, 0x48]], UInt8(0xFC), UInt8(0x48), 8.914775),   // #404040 drawn: 10.11
        ([[0x60, 0xB3], [0x1D, 0x8A]], UInt8(0xFF), UInt8(0x1D), 16.857589),  // black drawn: 21
        ([[0x9E, 0xBB], [0x6F, 0x93]], UInt8(0xFC), UInt8(0x6F), 4.897785),   // #404040 drawn: 10.11
        ([[0x5A, 0x90], [0xDD, 0x7C]], UInt8(0x22), UInt8(0xDD), 11.713614),  // #DDDDDD on #222222
    ])
    func measuredByStrongestPixel(rows: [[UInt8]], background: UInt8, strongest: UInt8, ratio: Double) throws {
        let (raster, screen) = Self.screen(rows, background: background)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement, "measured, not \(String(describing: result.indeterminateReason))")
        #expect(measurement.original.foreground == RGB8(grey: strongest))
        #expect(measurement.original.background == RGB8(grey: background))
        #expect(abs(measurement.original.wcag.ratio - ratio) < 0.001)
    }

    /// A colon whose two dots fall at different sub-pixel positions: the weaker dot governs.
    @Test("Of several marks the weakest governs")
    func weakestGoverns() throws {
        let (raster, screen) = Self.screen([[0xF0, 0xA4], [0xD1, 0x48]], background: 0xFC, secondAt: 10, second: [[0xB0, 0x5C]])
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement)
        #expect(measurement.original.foreground == RGB8(grey: 0x5C))
        #expect(abs(measurement.original.wcag.ratio - 6.517801) < 0.001)
    }

    /// A full stop after a link, in a box as wide as its advance: the link's last letter or its
    /// underline leaves faint blue blends in the box's left column (#F3F7F9 and #A4A4FF, as
    /// Chromium draws a link at 1×). They are the edge of a glyph beside the box, no mark: the
    /// full stop is measured, not left unmeasured by the blends' failing reading.
    @Test("A neighbour's edge at the box's side is no mark")
    func neighbourEdgeIsNoMark() throws {
        var (raster, screen) = Self.screen([[0xF0, 0xA4], [0xD1, 0x48]], background: 0xFC)
        raster[5, 11] = RGBA8(r: 0xF3, g: 0xF7, b: 0xF9)
        raster[5, 12] = RGBA8(r: 0xA4, g: 0xA4, b: 0xFF)
        screen.regions[0] = Region(id: "dot", x: 5, y: 1, width: 3.5, height: 12.5, text: ".", fontSize: 13)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        let measurement = try #require(result.measurement, "measured, not \(String(describing: result.indeterminateReason))")
        #expect(measurement.original.foreground == RGB8(grey: 0x48))
        #expect(abs(measurement.original.wcag.ratio - 8.914775) < 0.001)
    }

    /// A mark whose strongest pixel fails (#A4A4A4 on #FCFCFC, 2.43:1) may be a fainter blend of
    /// a colour that passes: no verdict either way, as for any box without text found.
    @Test("A failing reading is no verdict", arguments: [[[0xF0, 0xA4], [0xD1, 0xC8]], [[0xE0], [0xB8]]])
    func failingReadingIsNoVerdict(rows: [[UInt8]]) {
        let (raster, screen) = Self.screen(rows, background: 0xFC)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        #expect(result.indeterminateReason == .indistinguishable)
    }

    /// A faint descender of the line above reaching into the box's top row (row 1) is that
    /// line's, not a mark of this one: the full stop is measured alone. Inside the box (row 3)
    /// the same pixels are a mark, the weakest, and its failing reading leaves no verdict.
    @Test("What reaches in from the line above is no mark", arguments: [(1, true), (3, false)])
    func lineAboveIsNoMark(row: Int, measured: Bool) throws {
        let (drawn, screen) = Self.screen([[0xF0, 0xA4], [0xD1, 0x48]], background: 0xFC)
        var raster = drawn
        for x in 6...7 { raster[x, row] = RGBA8(r: 0xE8, g: 0xE8, b: 0xE8) }
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen)[0]
        #expect((result.measurement != nil) == measured)
        if measured { #expect(result.measurement?.original.foreground == RGB8(grey: 0x48)) }
    }

    /// Through JPEG the background is no longer one exact colour, and specks of noise would be
    /// marks: the box stays unmeasured.
    @Test("Not in a JPEG")
    func notInJPEG() {
        let (raster, screen) = Self.screen([[0xF0, 0xA4], [0xD1, 0x48]], background: 0xFC)
        let result = Auditor(options: AuditOptions()).audit(raster: raster, screen: screen, lossy: true)[0]
        #expect(result.indeterminateReason == .indistinguishable)
    }

    /// A box holding more pixels off its background than small marks cover (a block of 5 × 5)
    /// holds no lone marks; one of 24 does.
    @Test("At most mostPixels off the background", arguments: [(4, 6, true), (5, 5, false)])
    func mostPixels(rows: Int, columns: Int, marks: Bool) throws {
        let block = Array(repeating: Array(repeating: UInt8(0x80), count: columns), count: rows)
        let (raster, _) = Self.screen(block, background: 0xFC)
        let margin = TextSeparator.fieldReach(ringRadius: 2) + SeparationTuning.Ring.windowMargin
        let box = BoxPixels(raster: raster, rect: PixelRect(x: 2, y: 1, width: 12, height: 13), margin: margin)
        let found = try #require(box.withView { TextSeparator(ringRadius: 2).loneMarks(in: $0) })
        #expect((found != nil) == marks)
        #expect(rows * columns == SeparationTuning.LoneMarks.mostPixels + (marks ? 0 : 1))
    }
}
