import Foundation
import LegibleAudit
import Testing

/// Gradient text captured from Chromium (`Fixtures/Pages/gradient-text.html`, made by
/// `Scripts/make-page-fixtures`): words painted through `background-clip: text`, fading from a
/// strong colour to a weak one along the line. Text whose colour changes across the box is text
/// in every tone it takes, and the tone nearest the page governs; measured at its strong end, a
/// heading fading into the page passed at 17-21:1.
@Suite("Gradient text is measured at its weakest tone")
struct GradientTextTests {
    /// Each row's gradient and the WCAG ratios of its two ends against the page, from the CSS.
    static let rows: [(paragraph: Int, from: String, to: String, strong: Double, weak: Double)] = [
        (1, "#000000", "#949494", 21.0, 3.03347), (2, "#1A1A1A", "#909090", 17.404328, 3.192515),
        (3, "#0044CC", "#7FA0E6", 7.781307, 2.601147), (4, "#C00000", "#F08080", 6.478895, 2.591177),
        (5, "#000000", "#EEEEEE", 21.0, 1.16023), (6, "#000000", "#555555", 21.0, 7.455178),
        (7, "#EEEEEE", "#777777", 16.146502, 4.183405), (8, "#FFFFFF", "#999999", 18.733664, 6.575459),
    ]

    /// A row fails exactly when its weak end does; its glyphs end short of the gradient's box, so
    /// the weakest tone they hold lies a little way from that end.
    @Test("A fading row fails when its weak end does", arguments: [1, 2], rows.indices)
    func verdictFollowsTheWeakEnd(scale: Int, row: Int) throws {
        let (paragraph, from, to, _, weak) = Self.rows[row]
        let region = try Self.region(paragraph, scale: scale)
        let measured = try #require(region.measurement?.original.wcag.ratio)
        #expect(region.pass == (weak >= 4.5), "\(from) → \(to): measured \(measured), weak end \(weak)")
    }

    /// The figure is the weak end's, within the span of the last few letters: never below that
    /// end's ratio, and nearer it than the strong end's (a third of the way in contrast at most).
    @Test("The weakest tone is what is measured", arguments: [1, 2], rows.indices)
    func weakestToneIsMeasured(scale: Int, row: Int) throws {
        let (paragraph, from, to, strong, weak) = Self.rows[row]
        let region = try Self.region(paragraph, scale: scale)
        let measured = try #require(region.measurement?.original.wcag.ratio)
        #expect(measured >= weak * 0.95, "\(from) → \(to): measured \(measured), weak end \(weak)")
        #expect(measured <= weak + (strong - weak) / 3, "\(from) → \(to): measured \(measured), ends \(strong) and \(weak)")
    }

    /// One paragraph of the captured page `gradient-text-<scale>x`, audited from its manifest.
    static func region(_ paragraph: Int, scale: Int) throws -> RegionResult {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Pages/gradient-text-\(scale)x.json")
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest.path)
        return try #require(images.first?.regions.first { $0.id == "body>div:nth-of-type(\(paragraph))>p" })
    }
}
