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
        let region = try Self.region(paragraph, on: page)
        let measured = try #require(region.measurement?.original.wcag.ratio)
        let truth = try #require(Self.reference[alpha])
        // The shadow beneath the glyphs darkens them a little: a few per cent below the reference.
        #expect(abs(measured - truth) / truth < 0.05, "measured \(measured), reference \(truth)")
        #expect(region.pass == (truth >= 4.5))
    }

    /// Pages without a flat ring: the footer over a dark gradient (38% white, about 3.4:1
    /// against it), on a light page under a white glow (40% black over #F8F9FA, 2.8:1) and under
    /// a wide dense black glow (35% white over #212529, 3.1:1). Every paragraph fails in truth:
    /// measuring only the full-colour links (about 15:1) would pass it. The translucent words are
    /// ink no colour found explains, measured as text of their own (`unexplainedInk`).
    @Test("Translucent words beside full-colour links never pass", arguments: [
        ("gradient-1x", 1), ("gradient-1x", 2), ("gradient-1x", 3), ("gradient-2x", 1), ("gradient-2x", 2), ("gradient-2x", 3),
        ("glow-1x", 1), ("glow-1x", 2), ("glow-1x", 3), ("glow-2x", 1), ("glow-2x", 2), ("glow-2x", 3),
        ("blur-1x", 1), ("blur-1x", 2), ("blur-1x", 3), ("blur-2x", 1), ("blur-2x", 2), ("blur-2x", 3),
    ])
    func translucentWordsNeverPass(page: String, paragraph: Int) throws {
        let region = try Self.region("body>p:nth-of-type(\(paragraph))", on: page)
        #expect(region.status == .fail, "measured \(region.measurement?.original.wcag.ratio ?? 0)")
        // The words are measured as their own colour: a blend of the links' into the page.
        let ratio = try #require(region.measurement?.original.wcag.ratio)
        #expect(ratio > 2 && ratio < 4.5, "measured \(ratio)")
    }

    /// One paragraph of the captured page `shadowed-<page>`, audited from its manifest.
    static func region(_ id: String, on page: String) throws -> RegionResult {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Pages/shadowed-\(page).json")
        let images = Auditor(options: AuditOptions()).audit(manifestAt: manifest.path)
        return try #require(images.first?.regions.first { $0.id == id })
    }
}
