import Foundation
import LegibleAudit
import Testing

/// A Light (300) paragraph in Bootstrap's muted grey #6C757D on white, captured from Chromium
/// (`Fixtures/Pages/light-paragraph.html`, made by `Scripts/make-page-fixtures`). At 1× its thin
/// stems reach their colour only where they meet the pixel grid, and the glyphs at other phases
/// peak at one blend of it (#7D858C), which repeats like a colour of its own: it is the
/// paragraph's edge, and the paragraph passes as its colour does. A line whose words are drawn
/// in that paler grey beside the muted ones still fails on them.
@Suite("A Light paragraph's edges are no paler colour")
struct LightParagraphTests {
    /// #6C757D and #7D858C against white, worked out from the CSS.
    static let muted = 4.68, paler = 3.74

    @Test("The Light paragraph is measured as its colour", arguments: [1, 2], [1, 2])
    func lightParagraphPasses(scale: Int, paragraph: Int) throws {
        let region = try Self.regions(scale: scale).first { $0.id == "body>p:nth-of-type(\(paragraph))" }
        let measured = try #require(region?.measurement?.original.wcag.ratio)
        #expect(region?.status == .pass, "measured \(measured)")
        #expect(abs(measured - Self.muted) / Self.muted < 0.03, "measured \(measured)")
    }

    /// The third paragraph's line, its muted words and its paler ones in one box, fails on the paler.
    @Test("Paler words in the line still fail", arguments: [1, 2])
    func palerWordsFail(scale: Int) throws {
        let region = try #require(Self.regions(scale: scale).first { $0.id == "line" })
        let measured = try #require(region.measurement?.original.wcag.ratio)
        #expect(region.status == .fail)
        #expect(abs(measured - Self.paler) / Self.paler < 0.03, "measured \(measured)")
    }

    /// Grey words (#727272) beside a lighter link (#929292) on a dark page (`Fixtures/Corpus/tones`,
    /// made by `Scripts/make-corpus`): the grey lies on the way from the link's colour to the page
    /// and inks nearly as much, yet no glyph apart from the link peaks beyond it, as the link's own
    /// thin glyphs would: it is drawn, and measured as its colour (3.89:1, the truth's).
    @Test func greyWordsBesideALighterLinkStayAColour() throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Corpus/tones/tones1x-01.json")
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest.path)
        let region = try #require(images.first?.regions.first { $0.id == "p5" })
        let measured = try #require(region.measurement?.colours.map(\.wcag.ratio))
        #expect(measured.contains { abs($0 - 3.894272) / 3.894272 < 0.03 }, "measured \(measured)")
    }

    /// The page's regions audited from its manifest, and a box named `line` holding the third
    /// paragraph and its paler span (the manifest boxes each element's own text apart).
    static func regions(scale: Int) throws -> [RegionResult] {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = try Manifest.load(path: fixtures.appendingPathComponent("Pages/light-paragraph-\(scale)x.json").path)
        var screen = try #require(manifest.screens.first)
        let words = try #require(screen.regions.first { $0.id == "body>p:nth-of-type(3)" })
        let span = try #require(screen.regions.first { $0.id == "body>p:nth-of-type(3)>span" })
        screen.regions.append(Region(id: "line", x: words.x, y: words.y, width: span.x + span.width - words.x,
                                     height: words.height, fontSize: words.fontSize, fontWeight: words.fontWeight))
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifest: Manifest(path: manifest.path, screens: [screen]))
        return try #require(images.first?.regions)
    }
}
