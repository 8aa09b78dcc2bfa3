import Foundation
import LegibleAudit
import Testing

/// One glyph alone in a wide box, in a JPEG (compression's noise, no colour repeating exactly):
/// its mask covers a few hundredths of the box and is as impure as a photo's highlight, but there
/// is no photo on a flat fill for it to be a speck of, and over a photo it covers its own place.
struct LoneGlyphOnFillTests {
    /// The benchmark screen's digit "3" in #0A84FF on a dark row (#1C1C1E) of its 62 pt value
    /// cell, as the screen's quality-90 JPEG holds it (`Fixtures/Bench`, made by
    /// `Scripts/make-bench-cell-fixtures`): measured, and passing as its colours do (4.66:1).
    @Test func benchDigitOnDarkRowIsMeasured() throws {
        let region = try Self.region("row10-value")
        let measured = try #require(region.measurement?.original.wcag.ratio, "\(region.status)")
        #expect(region.status == .pass)
        #expect(abs(measured - 4.664802) / 4.664802 < 0.05, "measured \(measured), truth 4.664802")
    }

    /// The same digit on the gradient (#0040DD, the gradient #6D6EDC just past it: 1.77:1) and over
    /// the photo's scrim (#FFD60A, passing): in a JPEG a lone glyph is as impure as a photo's speck,
    /// and covers a few hundredths of the wide cell, but a good share of the place its one glyph
    /// can take (`TextSeparator.textArea`).
    @Test(arguments: [("row18-value", nil), ("row20-value", 1.77), ("row22-value", 1.77)] as [(String, Double?)])
    func benchDigitOffFlatFill(id: String, truth: Double?) throws {
        let region = try Self.region(id)
        let measured = try #require(region.measurement?.original.wcag.ratio, "\(region.status)")
        #expect(region.status == (truth.map { $0 >= 4.5 } ?? true ? .pass : .fail))
        if let truth { #expect(abs(measured - truth) / truth < 0.05, "measured \(measured), truth \(truth)") }
    }

    /// One region of the benchmark's cells, audited from their manifest.
    static func region(_ id: String) throws -> RegionResult {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let manifest = fixtures.appendingPathComponent("Bench/value-cells-q90.json")
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest.path)
        return try #require(images.first?.regions.first { $0.id == id })
    }
}
