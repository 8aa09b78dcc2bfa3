import Foundation
import LegibleAudit
import Testing

/// Grey words beside white links over a blurred colour blob (corpus `shadowed`, a Bootstrap
/// cover's footer): the page runs from dark brown to mid blue across the line, so the ring's
/// levels as a whole reach past the grey words' lightest pixels. Judged against the page behind
/// each pixel (`inkOverGradient`), the words stand out and are measured; the white links alone
/// passed the line at 5.6 and 9.8:1.
struct InkOverGradientTests {
    @Test("Grey words over a gradient govern their line", arguments: [
        ("shadowed-web1x-03", "p6"), ("shadowed-web2x-07", "p2"),
    ])
    func greyWordsGovern(screen: String, region id: String) throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("Corpus/shadowed")
        let images = Auditor(options: AuditOptions(variants: [.original]))
            .audit(manifestAt: fixtures.appendingPathComponent("\(screen).json").path)
        let region = try #require(images.first?.regions.first { $0.id == id })
        let measured = try #require(region.measurement?.original.wcag.ratio)
        let truth = try Self.truth(of: id, in: fixtures.appendingPathComponent("\(screen).truth.json"))
        #expect(truth < 4.5 && region.status == .fail, "measured \(measured), truth \(truth)")
        // Measured against the blob behind the words, never far above the truth's worst point.
        #expect(measured < truth * 1.25, "measured \(measured), truth \(truth)")
    }

    /// The region's worst WCAG ratio in the original, from the corpus truth file.
    static func truth(of id: String, in url: URL) throws -> Double {
        let file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let regions = try #require(file["regions"] as? [String: Any])
        let region = try #require(regions[id] as? [String: Any])
        let variants = try #require(region["variants"] as? [String: Any])
        let original = try #require(variants["original"] as? [String: Any])
        return try #require(original["wcag"] as? Double)
    }
}
