import Foundation
import LegiblePixels
import LegibleColour
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

    /// Boxes of the corpus's JPEG copies once misread in some variant: dark brown status dot
    /// on a q70 dark page whose most repeated ring colour is a ringing tone (`lossyPage`); a
    /// bold red "Error:" read past its colour by the hairline correction of the regular words'
    /// stems (light and dark page); a first text whose mask held two groups, its colour a mix of
    /// theirs (a green status word beside white, a red dot and red "Error:" beside grey); a red
    /// dot and a blue ► in the first text's ring, under the inversions; a star beside grey words
    /// on a night sky, which stays their background. Every variant's verdict is the truth's,
    /// where the truth lies 12% or more from the threshold.
    @Test("Every variant's verdict agrees with the truth", arguments: [
        ("multicolour/multicolour1x-01-q70", "p0"), ("multicolour/multicolour1x-00-q80", "p3"), ("multicolour/multicolour1x-05-q85", "p3"),
        ("multicolour/multicolour-web2x-03-q70", "p5"), ("multicolour/multicolour1x-05-q85", "p1"), ("multicolour/multicolour1x-01-q70", "p7"),
        ("multicolour/multicolour2x-02-q85", "p2"), ("multicolour/multicolour2x-04-q75", "p0"), ("texture/texture-stars2x-01-q85", "t3"),
    ])
    func everyVariantAgrees(screen name: String, region id: String) throws {
        let screen = try #require(try Corpus.screens().first { $0.manifestPath.hasSuffix("\(name).json") })
        let truth = try #require(screen.truths[id])
        let auditor = Auditor(options: AuditOptions(variants: CorpusTests.variants, severity: 0.6))
        let result = try #require(auditor.audit(manifestAt: screen.manifestPath).first?.regions.first { $0.id == id })
        let required = WCAG.requiredRatio(level: result.level, largeText: truth.largeText ?? result.largeText, nonText: false)
        var decided = 0
        for variant in CorpusTests.variants {
            let t = try #require(truth.variants[variant]?.wcag)
            let m = try #require(result.variant(variant)?.wcag.ratio)
            guard abs(t - required) / required >= 0.12 else { continue }
            decided += 1
            #expect((m >= required) == (t >= required), "\(variant.rawValue): measured \(m), truth \(t)")
        }
        #expect(decided > 0)
    }

    /// A lossy ring's page is the median of its colours: JPEG scatters the page's tones, so the
    /// most repeated colour may be a ringing tone beside the glyphs, held by no majority.
    @Test("The page of a lossy ring is its median")
    func lossyPage() throws {
        let page: [UInt32] = [0x12_11_11, 0x13_12_11, 0x11_10_10, 0x12_12_12, 0x10_11_11, 0x14_12_12]
        let ring = Array(repeating: page, count: 40).flatMap { $0 } + Array(repeating: 0x19_18_18, count: 60)
        let found = try #require(TextSeparator.lossyPage(ring))
        #expect(colourDistanceSquared(found, 0x12_11_11) <= 4, "page \(String(found, radix: 16))")
        #expect(TextSeparator.lossyPage(Array(repeating: 0x19_18_18, count: 40) + (0..<60).map { UInt32($0) * 0x04_04_04 }) == nil)
    }

    /// The page found through a colour most of the ring holds (`majorityColour`) is the page the
    /// median of every colour gives: rings mostly one colour (more or less than `flatRingShare`
    /// of them, the rest scattered or one more colour), rings of no majority, and rings whose
    /// spread samples miss their majority.
    @Test("The page of a ring mostly one colour is its median's", arguments: [UInt64(101), 102, 103, 104, 105])
    func majorityPageMatchesTheMedian(seed: UInt64) {
        var random = SeededRandom(state: seed)
        var majorities = 0
        for round in 0..<60 {
            let n = 1 + random.next(3000), page = UInt32(random.next(1 << 24))
            let share = [0.3, 0.5, 0.51, 0.55, 0.6, 0.61, 0.8, 1.0][round % 8]
            let other = UInt32(random.next(1 << 24))
            var ring = (0..<n).map { _ -> UInt32 in
                if Double(random.next(1000)) < share * 1000 { return page }
                return random.next(2) == 0 ? other : page ^ UInt32(random.next(16)) * 0x01_0101
            }
            // The spread samples on other colours, now and then.
            if round % 5 == 0 { for k in 0..<8 { ring[k * n / 8] = other } }
            if TextSeparator.majorityColour(ring) != nil { majorities += 1 }
            #expect(TextSeparator.lossyPage(ring) == TextSeparator.lossyPageReference(ring), "\(n) colours, \(share) the page's")
        }
        #expect(majorities > 0)
    }

    /// A star beside grey words on a night sky: one part, the words on its blends into the sky.
    /// A red dot beside grey words, or stars of two parts, are no such speck.
    @Test("A lone speck the text reads as a blend of", arguments: [
        (1, 0xCF_CE_D6, 0x8A_88_99, 0x17_14_31, true), (1, 0xE6_35_2D, 0x81_81_81, 0x01_01_01, false),
        (2, 0xCF_CE_D6, 0x8A_88_99, 0x17_14_31, false), (1, 0x8A_88_99, 0xCF_CE_D6, 0x17_14_31, false),
    ] as [(Int, UInt32, UInt32, UInt32, Bool)])
    func loneSpeck(parts: Int, colour: UInt32, text: UInt32, page: UInt32, expected: Bool) {
        let group = TextSeparator.InkGroup((0..<parts).map { TextSeparator.InkPart(pixels: [$0 * 10, $0 * 10 + 1], core: colour) })
        #expect(TextSeparator.isLoneSpeck(group, beside: text, page: page) == expected)
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
