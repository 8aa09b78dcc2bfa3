import Foundation
import LegibleAudit
import Testing

/// Paragraphs captured from Chromium (`Fixtures/Pages/inline-dark.html` and `inline-light.html`,
/// made by `Scripts/make-page-fixtures`): grey words holding one word of a stronger colour, black
/// or a dark link on white, white or a light link on a dark page. The grey lies on the way from
/// the strong word's colour to the page, as that word's anti-aliasing does, yet it is drawn text
/// of its own, the paragraph's weakest, and it governs.
@Suite("Grey words beside one word of a stronger colour")
struct InlineWordTests {
    /// Each row's grey and its WCAG ratio against the page, worked out from the CSS.
    static let rows: [(page: String, paragraph: Int, grey: String, ratio: Double)] = [
        ("dark", 1, "#999999", 2.849028), ("dark", 2, "#999999", 2.849028), ("dark", 3, "#888888", 3.544886),
        ("dark", 4, "#888888", 3.544886), ("dark", 5, "#777777", 4.478089), ("dark", 6, "#777777", 4.478089),
        ("light", 1, "#5A5A5A", 2.716234), ("light", 2, "#5A5A5A", 2.716234), ("light", 3, "#666666", 3.262661),
        ("light", 4, "#666666", 3.262661), ("light", 5, "#707070", 3.78294), ("light", 6, "#707070", 3.78294),
    ]

    /// Every grey here fails 4.5:1: no paragraph may pass.
    @Test("No paragraph passes", arguments: [1, 2], rows.indices)
    func noParagraphPasses(scale: Int, row: Int) throws {
        let (page, paragraph, _, ratio) = Self.rows[row]
        let region = try Self.region(paragraph, page: page, scale: scale)
        #expect(region.status != .pass, "measured \(region.measurement?.original.wcag.ratio ?? 0), grey \(ratio)")
    }

    /// The paragraph is measured as its grey against the page, within a few per cent.
    @Test("The grey is what is measured", arguments: [1, 2], rows.indices)
    func greyIsMeasured(scale: Int, row: Int) throws {
        let (page, paragraph, grey, ratio) = Self.rows[row]
        let region = try Self.region(paragraph, page: page, scale: scale)
        let measured = try #require(region.measurement?.original.wcag.ratio)
        #expect(abs(measured - ratio) / ratio < 0.05, "measured \(measured), \(grey) gives \(ratio)")
    }

    /// One paragraph of the captured page `inline-<page>-<scale>x`, audited from its manifest.
    static func region(_ paragraph: Int, page: String, scale: Int) throws -> RegionResult {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Pages/inline-\(page)-\(scale)x.json")
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest.path)
        return try #require(images.first?.regions.first { $0.id == "body>p:nth-of-type(\(paragraph))" })
    }
}
