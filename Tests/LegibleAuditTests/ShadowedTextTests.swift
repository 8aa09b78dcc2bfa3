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

    @Test("The translucent words govern their paragraph",
          arguments: [("1x", 1, 0.38), ("1x", 2, 0.38), ("1x", 3, 0.38), ("1x", 4, 0.5),
                      ("2x", 1, 0.38), ("2x", 2, 0.38), ("2x", 3, 0.38), ("2x", 4, 0.5)])
    func translucentWordsGovern(scale: String, paragraph: Int, alpha: Double) throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Pages/shadowed-footer-\(scale).json")
        let images = Auditor(options: AuditOptions()).audit(manifestAt: manifest.path)
        let region = try #require(images.first?.regions.first { $0.id == "body>p:nth-of-type(\(paragraph))" })
        let measured = try #require(region.measurement?.original.wcag.ratio)
        let truth = try #require(Self.reference[alpha])
        // The shadow beneath the glyphs darkens them a little: a few per cent below the reference.
        #expect(abs(measured - truth) / truth < 0.05, "measured \(measured), reference \(truth)")
        #expect(region.pass == (truth >= 4.5))
    }
}
