@testable import LegibleAudit
import Foundation
import LegibleColour
import LegiblePixels
import Testing

/// Boxes tighter than their text: glyphs cut by the box's frame leave anti-aliased edges whose
/// cores lie outside. Stepping outward from the glyphs inside can land on such an edge, a blend
/// of the text into the background, which is no background at all.
struct TightBoxTests {
    @Test func cutGlyphEdgesAreNotTheBackground() throws {
        let red = RGB8(r: 0xE5, g: 0x39, b: 0x35), black = RGB8(grey: 0)
        let painter = SyntheticScreen(width: 200, height: 40, background: { _, _ in red })
        // Letters 9 px tall from y = 10.4; the box keeps rows 12…15 and cuts them top and bottom.
        let raster = painter.render(text: "TEXT HALO", colour: black, x: 10.3, y: 10.4, cell: 1.3)
        let region = Region(id: "tight", x: 11, y: 12, width: 68.2, height: 4)
        let result = Auditor().audit(raster: raster, screen: Screen(image: "tight.png", regions: [region]))[0]
        let original = try #require(result.original)
        #expect(original.foreground == black)
        // The background is flat: its worst point is the red itself, not a blend (#BA2E2B before).
        #expect(original.background == red, "worst background \(original.background.hex)")
        #expect(abs(original.wcag.ratio - WCAG.contrastRatio(black, red)) < 1e-6)
    }

    /// Capitals in a box 2 or 3 px too tight on every side own its frame: inside the box alone
    /// the page is taken for the text (the corpus's black "GO" on orange read 1:1). The colour
    /// around the box is the page's, so the box is read again past its frame (`BeyondTheBox`).
    @Test(arguments: [("HALO", 2, RGB8(grey: 0), Self.orange), ("HALO", 3, RGB8(grey: 0), Self.orange),
                      ("EEE", 2, RGB8(grey: 0xF3), RGB8(grey: 0x36)), ("EEE", 3, RGB8(grey: 0xF3), RGB8(grey: 0x36))])
    func glyphsOwningTheFrameAreStillTheText(word: String, cut: Int, text: RGB8, page: RGB8) throws {
        let (raster, box) = Self.tightScreen(word, cut: cut, text: text, page: page)
        // The box alone reads the page as the text: what the second reading is for.
        let inside = TextSeparator(ringRadius: 5).separate(BoxPixels(raster: raster, rect: box, margin: 10))
        #expect(try inside.get().textColour == page)
        let original = try #require(Self.audit(raster, box).original)
        #expect(original.foreground == text)
        #expect(original.background == page, "worst background \(original.background.hex)")
        #expect(abs(original.wcag.ratio - WCAG.contrastRatio(text, page)) < 1e-6)
    }

    /// Not yet: thick strokes cut by the box, read inside it as a blend of text and page (the
    /// thick parts go to the background), are not the page's colour, and no second reading is
    /// made.
    @Test func cutThickStrokesReadAsABlend() throws {
        let (raster, box) = Self.tightScreen("HOT", cut: 2, text: RGB8(grey: 0), page: Self.orange)
        let original = try #require(Self.audit(raster, box).original)
        withKnownIssue("thick strokes cut by a tight box are read as a blend (#391811, 1.31:1)") {
            #expect(original.foreground == RGB8(grey: 0))
        }
    }

    /// A stem along the box's edge (a tight box taking a pixel off the `L` of "Last" at 3×)
    /// shows its depth from the inner side only and was let go as a patch too thick to be a
    /// stroke: the ring held the text's colour (1:1). Its pixels on the frame, of the text's
    /// colour with the glyph going on past it, make the box be read again past its frame
    /// (`BeyondTheBox.lostAtFrame`); the figure is the corpus truth's (the clean render's).
    @Test("Stems cut by the box and let go at its frame", arguments: [("scale/scale3x-03", "t4")])
    func stemsLetGoAtTheFrameAreText(screen: String, region id: String) throws {
        let corpus = try #require(Corpus.directory)
        let folder = corpus.appendingPathComponent(screen).deletingLastPathComponent()
        let found = try Corpus.screens(in: folder).first { $0.manifestPath.hasSuffix("/\(screen).json") }
        let truth = try #require(found?.truths[id]?.variants[.original])
        let audit = Auditor(options: AuditOptions(variants: [.original]))
            .audit(manifestAt: corpus.appendingPathComponent("\(screen).json").path)
        let original = try #require(audit.first?.regions.first { $0.id == id }?.original)
        #expect(abs(original.wcag.ratio - truth.wcag) / truth.wcag < 0.03, "measured \(original.wcag.ratio), truth \(truth.wcag)")
    }

    static let orange = RGB8(r: 0xE4, g: 0x60, b: 0x45)

    /// `word` in block capitals 35 px tall from (10, 10), 5 px a font pixel, and a box `cut`
    /// pixels inside the ink on every side.
    static func tightScreen(_ word: String, cut: Int, text: RGB8, page: RGB8) -> (Raster, PixelRect) {
        let painter = SyntheticScreen(width: 200, height: 70, background: { _, _ in page })
        let raster = painter.render(text: word, colour: text, x: 10, y: 10, cell: 5, inset: 0.05)
        let (w, h) = SyntheticScreen.size(of: word, cell: 5)
        return (raster, PixelRect(x: 10 + cut, y: 10 + cut, width: Int(w) - 2 * cut, height: Int(h) - 2 * cut))
    }

    static func audit(_ raster: Raster, _ box: PixelRect) -> RegionResult {
        let region = Region(id: "tight", x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
        return Auditor().audit(raster: raster, screen: Screen(image: "tight.png", regions: [region]))[0]
    }
}
