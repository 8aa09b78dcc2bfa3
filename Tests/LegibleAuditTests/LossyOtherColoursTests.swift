import Foundation
import LegiblePixels
import Testing
@testable import LegibleAudit

/// Several text colours in one box of a JPEG screenshot (stage 7 on lossy pixels): each colour
/// is found from its glyphs' strongest pixels and measured against the page, and the worst
/// governs. The references are the corpus's two-render truths.
@Suite("Several text colours in a JPEG box")
struct LossyOtherColoursTests {
    /// Boxes of the corpus's JPEG copies whose lower-contrast colour is not the one the first
    /// text reads as: a blue link in grey words and grey words holding a blue link (light page,
    /// 1x); a green status dot and dark stars before grey words, 50%-white words after a white ►
    /// and beside white links (dark page, 1x); a grey breadcrumb "/" between links at 1x and 2x;
    /// a blue link beside dark words. The measurement is the truth's within `within` (JPEG reads
    /// a 1x glyph's colour a little off), and so is the verdict.
    @Test("The lower-contrast colour governs", arguments: [
        ("multicolour1x-00-q80", "p0", 0.12), ("multicolour1x-00-q80", "p5", 0.05), ("multicolour1x-03-q90", "p8", 0.05),
        ("multicolour1x-03-q90", "p9", 0.05), ("multicolour1x-01-q70", "p3", 0.12), ("multicolour-web1x-01-q80", "p1", 0.05),
        ("multicolour-web1x-04-q90", "p0", 0.12), ("multicolour-web2x-03-q70", "p1", 0.10), ("multicolour-web1x-04-q90", "p1", 0.05),
    ])
    func lowerContrastGoverns(screen name: String, region id: String, within: Double) throws {
        let screen = try #require(try Corpus.screens().first { $0.manifestPath.hasSuffix("multicolour/\(name).json") })
        let truth = try #require(screen.truths[id]?.variants[.original]?.wcag)
        let result = try #require(Auditor(options: AuditOptions()).audit(manifestAt: screen.manifestPath).first?.regions.first { $0.id == id })
        let measurement = try #require(result.measurement)
        #expect(measurement.colours.count >= 2, "colours: \(measurement.colours.map(\.foreground))")
        #expect(abs(measurement.original.wcag.ratio - truth) / truth < within, "measured \(measurement.original.wcag.ratio), truth \(truth)")
        #expect(result.pass == (truth >= 4.5))
    }

    /// JPEG boxes of one text colour (flat and dark pages, a browser page, gaps inside glyphs)
    /// hold one colour: thin strokes JPEG draws lighter, and its ringing, are no text of another.
    @Test("A box of one colour holds one", arguments: ["jpeg/flat-03-q60", "jpeg/dark-04-q70", "jpeg/browser-00-q70", "gaps/gaps-00-q85"])
    func oneColourStaysOne(screen name: String) throws {
        let screen = try #require(try Corpus.screens().first { $0.manifestPath.hasSuffix("\(name).json") })
        let regions = try #require(Auditor(options: AuditOptions()).audit(manifestAt: screen.manifestPath).first?.regions)
        #expect(!regions.isEmpty)
        for region in regions {
            guard let measurement = region.measurement else { continue }
            #expect(measurement.colours.count <= 1, "\(region.id): \(measurement.colours.map(\.foreground))")
        }
    }

    /// Parts of ink grouped by colour: the largest part leads, parts within `distinctBy` join it.
    @Test("Ink parts group by colour")
    func inkGroups() {
        func part(_ size: Int, _ core: UInt32) -> TextSeparator.InkPart { .init(pixels: Array(0..<size), core: core) }
        let parts = [part(10, 0x80_80_80), part(30, 0x1A_73_E8), part(20, 0x88_88_88), part(5, 0x20_70_E0), part(3, 0xFF_FF_FF)]
        let groups = TextSeparator.inkGroups(parts).map { $0.parts.map(\.core) }
        #expect(groups == [[0x1A_73_E8, 0x20_70_E0], [0x88_88_88, 0x80_80_80], [0xFF_FF_FF]])
    }

    /// The median of each channel on its own (colours as 0xRRGGBB).
    @Test("Per-channel median", arguments: [
        ([0x10_20_30], 0x10_20_30),
        ([0x00_00_FF, 0xFF_00_00, 0x80_80_80], 0x80_00_80),
        ([0x01_02_03, 0x03_02_01, 0x02_FF_02, 0x04_00_00], 0x03_02_02),
    ] as [([UInt32], UInt32)])
    func median(colours: [UInt32], expected: UInt32) {
        #expect(TextSeparator.median(colours) == expected)
    }
}
