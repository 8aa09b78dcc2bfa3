import Foundation
import LegibleAudit
import Testing

/// A hero page's footer captured from Chromium (`Fixtures/Pages/shadowed-footer.html`, made by
/// `Scripts/make-page-fixtures`): a dark page with a page-wide text-shadow, paragraphs of
/// translucent white holding white links. The shadow shows through the translucent glyphs, so
/// their pixels spread over a hundred greys and the ring around the white links is mostly
/// shadow: the grey words are still text, measured on their own, and they govern the paragraph.
@Suite("Translucent text over a text-shadow beside full-colour links")
struct ShadowedTextTests {
    /// The paragraphs' grey: white at `alpha` over the page #212529, and its WCAG ratio against
    /// the page (worked out from the CSS: 38% gives #75787A, 50% #909294).
    static let reference: [Double: Double] = [0.38: 3.470178, 0.5: 4.940110]

    /// `shadowed-vignette` sets the footer at the foot of a page darkened towards its edges (an
    /// inset box-shadow): the box's frame is shaded row by row, no flat fill, and is the page.
    @Test("The translucent words govern their paragraph",
          arguments: [("footer-1x", "body>p:nth-of-type(1)", 0.38), ("footer-1x", "body>p:nth-of-type(2)", 0.38),
                      ("footer-1x", "body>p:nth-of-type(3)", 0.38), ("footer-1x", "body>p:nth-of-type(4)", 0.5),
                      ("footer-2x", "body>p:nth-of-type(1)", 0.38), ("footer-2x", "body>p:nth-of-type(2)", 0.38),
                      ("footer-2x", "body>p:nth-of-type(3)", 0.38), ("footer-2x", "body>p:nth-of-type(4)", 0.5),
                      ("vignette-1x", "body>footer>p:nth-of-type(1)", 0.38), ("vignette-1x", "body>footer>p:nth-of-type(2)", 0.5),
                      ("vignette-2x", "body>footer>p:nth-of-type(1)", 0.38), ("vignette-2x", "body>footer>p:nth-of-type(2)", 0.5)])
    func translucentWordsGovern(page: String, paragraph: String, alpha: Double) throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Pages/shadowed-\(page).json")
        let images = Auditor(options: AuditOptions()).audit(manifestAt: manifest.path)
        let region = try #require(images.first?.regions.first { $0.id == paragraph })
        let measured = try #require(region.measurement?.original.wcag.ratio)
        let truth = try #require(Self.reference[alpha])
        // The shadow beneath the glyphs darkens them a little: a few per cent below the reference.
        #expect(abs(measured - truth) / truth < 0.05, "measured \(measured), reference \(truth)")
        #expect(region.pass == (truth >= 4.5))
    }
}
