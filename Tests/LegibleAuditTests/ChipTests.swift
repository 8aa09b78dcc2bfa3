import Foundation
import LegibleAudit
import Testing

/// Chips and highlights as tall as the line inside paragraphs, captured from Chromium
/// (`Fixtures/Pages/chips-light.html` and `-dark.html`, made by `Scripts/make-page-fixtures`): a
/// `<mark>`, a `<kbd>`, a badge and code chips with a fill, their words passing or failing, beside
/// grey or strong paragraph text. The paragraph's box is its line's height, so each chip's fill
/// reaches the box's top and bottom rows. Every text colour is text: the paragraph's words are
/// measured against the page, the chip's against its fill and whatever their ring reaches past it.
@Suite("Chips as tall as the line")
struct ChipTests {
    /// Each region's worst WCAG ratio, worked out from the CSS (its weakest colour). On the dark
    /// page the mark's black words stand at its edge, and their ring reaches the page beside it
    /// (#000 on #121212, 1.12:1); in the mark's own box it reaches the fill alone.
    static let rows: [(page: String, id: String, ratio: Double)] = [
        ("light", "body>p:nth-of-type(1)", 4.542225), ("light", "body>p:nth-of-type(1)>mark", 17.198486),
        ("light", "body>p:nth-of-type(2)", 2.898289), ("light", "body>p:nth-of-type(2)>kbd", 2.898289),
        ("light", "body>p:nth-of-type(3)", 4.542225), ("light", "body>p:nth-of-type(3)>span", 4.979336),
        ("light", "body>p:nth-of-type(4)", 7.004729), ("light", "body>p:nth-of-type(4)>code", 11.487368),
        ("light", "body>p:nth-of-type(5)", 2.849028), ("light", "body>p:nth-of-type(5)>mark", 17.198486),
        ("light", "body>p:nth-of-type(6)", 2.050159), ("light", "body>p:nth-of-type(6)>code", 2.050159),
        ("dark", "body>p:nth-of-type(1)", 1.120977), ("dark", "body>p:nth-of-type(1)>mark", 17.198486),
        ("dark", "body>p:nth-of-type(2)", 2.269068), ("dark", "body>p:nth-of-type(2)>kbd", 2.269068),
        ("dark", "body>p:nth-of-type(3)", 4.979336), ("dark", "body>p:nth-of-type(3)>span", 4.979336),
        ("dark", "body>p:nth-of-type(4)", 6.446254), ("dark", "body>p:nth-of-type(4)>code", 6.446254),
        ("dark", "body>p:nth-of-type(5)", 1.120977),
        ("dark", "body>p:nth-of-type(6)", 2.455262), ("dark", "body>p:nth-of-type(6)>code", 2.455262),
    ]

    /// A region passes exactly when its weakest colour reaches 4.5:1: a chip's failing words fail
    /// the strong line holding them, a grey paragraph passes beside a mark.
    @Test("Each region passes or fails as its weakest colour does", arguments: [1, 2], rows.indices)
    func verdict(scale: Int, row: Int) throws {
        let (page, id, ratio) = Self.rows[row]
        let region = try Self.region(id, page: page, scale: scale)
        #expect(region.status == (ratio >= 4.5 ? .pass : .fail), "measured \(region.measurement?.original.wcag.ratio ?? 0), truth \(ratio)")
    }

    /// Each region is measured at its weakest colour, within a few per cent.
    @Test("The weakest colour is measured", arguments: [1, 2], rows.indices)
    func weakestColour(scale: Int, row: Int) throws {
        let (page, id, ratio) = Self.rows[row]
        let measured = try #require(try Self.region(id, page: page, scale: scale).measurement?.original.wcag.ratio)
        #expect(abs(measured - ratio) / ratio < 0.05, "measured \(measured), truth \(ratio)")
    }

    /// One region of the captured page `chips-<page>-<scale>x`, audited from its manifest.
    static func region(_ id: String, page: String, scale: Int) throws -> RegionResult {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Pages/chips-\(page)-\(scale)x.json")
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest.path)
        return try #require(images.first?.regions.first { $0.id == id })
    }
}
