import LegibleAudit
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
}
