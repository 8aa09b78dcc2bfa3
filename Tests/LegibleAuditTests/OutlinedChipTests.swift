import Foundation
import LegibleAudit
import Testing

/// Code chips inside paragraphs, captured from Chromium (`Fixtures/Pages/outlined-chips.html`,
/// made by `Scripts/make-page-fixtures`): chips with a one-pixel #E1E4E5 border around a white
/// fill, holding red or dark words, and links' code on a #F5F5F5 fill beside #333 words. The
/// border is a decoration around words of another colour, not text; a link's own anti-aliased
/// blends are not its background.
@Suite("Outlined chips and links' code in paragraphs")
struct OutlinedChipTests {
    /// Each paragraph's worst WCAG ratio, worked out from the CSS (its weakest colour): red code
    /// on white (3.82:1), #404040 on the page (10.11:1), the links' blues on the grey fill
    /// (5.86:1 and 4.05:1).
    static let rows: [(id: String, ratio: Double)] = [
        ("body>p:nth-of-type(1)", 3.819995), ("body>p:nth-of-type(2)", 10.105671),
        ("body>p:nth-of-type(3)", 5.857904), ("body>p:nth-of-type(4)", 4.046069),
    ]

    /// A paragraph passes exactly when its weakest colour reaches 4.5:1: the chips' borders
    /// (1.24:1 against the page) fail nothing.
    @Test("Each paragraph passes or fails as its weakest colour does", arguments: [1, 2], rows.indices)
    func verdict(scale: Int, row: Int) throws {
        let (id, ratio) = Self.rows[row]
        let region = try Self.region(id, scale: scale)
        withKnownIssue("a link's code on a grey fill beside darker words is not found as a colour of its own at 2x") {
            #expect(region.status == (ratio >= 4.5 ? .pass : .fail), "measured \(region.measurement?.original.wcag.ratio ?? 0), truth \(ratio)")
        } when: { scale == 2 && row == 3 }
    }

    /// Each paragraph is measured at its weakest colour, within a few per cent: a link's code
    /// against the fill it stands on, not against its own blends.
    @Test("The weakest colour is measured", arguments: [1, 2], rows.indices)
    func weakestColour(scale: Int, row: Int) throws {
        let (id, ratio) = Self.rows[row]
        let measured = try #require(try Self.region(id, scale: scale).measurement?.original.wcag.ratio)
        withKnownIssue("a link's code on a grey fill beside darker words is not found as a colour of its own at 2x") {
            #expect(abs(measured - ratio) / ratio < 0.05, "measured \(measured), truth \(ratio)")
        } when: { scale == 2 && row >= 2 }
    }

    /// One region of the captured page `outlined-chips-<scale>x`, audited from its manifest.
    static func region(_ id: String, scale: Int) throws -> RegionResult {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Pages/outlined-chips-\(scale)x.json")
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest.path)
        return try #require(images.first?.regions.first { $0.id == id })
    }
}
