import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// The smallest font size at which measured colours pass. Expected sizes are worked by hand
/// from APCA's published font lookup (row = the Lc's multiple of 5 below it, size = the row's
/// entry less its decrement × (Lc − row) / 5, rounded as the lookup rounds) and WCAG's large
/// text (24, or 18.67 from weight 700).
@Suite struct TextSizeSearchTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var fontSize: Double
        var weight: Int
        var level: ConformanceLevel = .AA
        var metric: Metric = .apca
        /// (variant, WCAG ratio, APCA Lc) as measured; every one fails at `fontSize`.
        var measured: [(Variant, Double, Double)]
        var expected: Double?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Row 55, weight 600: 21 − ⌊2 × 3 × 0.54⌋ × 0.5 = 19.5.
        Case(name: "10-pt semibold tab label at Lc 57.7", fontSize: 10, weight: 600,
             measured: [(.original, 4.92, 57.7)], expected: 20),
        // Row 65, weight 400: 21.75 − ⌊2 × 2.25 × 0.34⌋ × 0.5 = 21.25.
        Case(name: "17-pt link at Lc 66.7", fontSize: 17, weight: 400,
             measured: [(.original, 5.73, 66.7)], expected: 22),
        // AAA adds Lc 15: 24 px needs Lc 59.5 + 15 = 74.5, 23 px needs 62.5 + 15.
        Case(name: "AAA asks Lc 15 more", fontSize: 12, weight: 400, level: .AAA,
             measured: [(.original, 6.0, -75)], expected: 24),
        // APCA allows 18 px at Lc 75; WCAG's 4.0:1 needs large text.
        Case(name: "both metrics: large text governs", fontSize: 12, weight: 400, metric: .both,
             measured: [(.original, 4.0, 75)], expected: 24),
        Case(name: "both metrics: bold large text from 18.67", fontSize: 12, weight: 700, metric: .both,
             measured: [(.original, 3.9, 75)], expected: 19),
        Case(name: "both metrics: under 3:1 no size passes", fontSize: 12, weight: 400, metric: .both,
             measured: [(.original, 2.5, 75)], expected: nil),
        Case(name: "under Lc 25 nothing is text", fontSize: 12, weight: 400,
             measured: [(.original, 1.6, 20)], expected: nil),
        // Row 60, weight 400: 24 px; the variant that fails worst governs.
        Case(name: "a variant fails worse than the original", fontSize: 12, weight: 400,
             measured: [(.original, 6.5, 80), (.protanopia, 4.0, 60)], expected: 24),
    ]

    static func figures(_ c: Case) -> [VariantMeasurement] {
        c.measured.map { variant, ratio, lc in
            VariantMeasurement(variant: variant, foreground: RGB8(grey: 0), background: RGB8(grey: 255),
                               wcag: WCAGFigures(ratio: ratio, median: ratio, required: 4.5),
                               apca: APCAFigures(lc: lc, median: lc, required: 90),
                               worstPoint: PixelPoint(x: 0, y: 0), pass: false)
        }
    }

    @Test(arguments: cases)
    func smallestPassingSize(_ c: Case) {
        let region = Region(id: "t", x: 0, y: 0, width: 10, height: 10, fontSize: c.fontSize, fontWeight: c.weight)
        let search = TextSizeSearch(region: region, level: c.level, metric: c.metric)
        let found = search.suggestion(measured: Self.figures(c))
        #expect(found?.fontSize == c.expected)
        if let found {
            // The size passes and the one below it does not.
            #expect(found.apca.pass || c.metric == .wcag)
            #expect(!search.passes(Self.figures(c), at: found.fontSize - 1))
        }
    }

    @Test func theFiguresAreTheOriginalsAgainstTheNewRequirement() throws {
        let c = Self.cases[7]
        let region = Region(id: "t", x: 0, y: 0, width: 10, height: 10, fontSize: 12)
        let found = try #require(TextSizeSearch(region: region, level: .AA, metric: .apca).suggestion(measured: Self.figures(c)))
        #expect(found.variant == .original && found.apca.lc == 80 && found.wcag.ratio == 6.5)
        #expect(found.apca.required == APCA.requiredLc(fontSize: 24, fontWeight: 400))
    }

    @Test func onlyStatedTextUnderAPCAIsSearched() {
        let text = Region(id: "t", x: 0, y: 0, width: 10, height: 10, fontSize: 12)
        #expect(TextSizeSearch.applies(to: text, metric: .apca) && TextSizeSearch.applies(to: text, metric: .both))
        #expect(!TextSizeSearch.applies(to: text, metric: .wcag))
        var unsized = text
        unsized.fontSize = nil
        var icon = text
        icon.kind = .nonText
        #expect(!TextSizeSearch.applies(to: unsized, metric: .apca) && !TextSizeSearch.applies(to: icon, metric: .apca))
    }
}
