import LegibleColour
import LegiblePixels
import Testing

@Suite("WCAG 2 contrast")
struct WCAGTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var fg: String, bg: String
        var lFg: Double, lBg: Double, ratio: Double
        var aa: Bool, aaLarge: Bool, aaa: Bool, aaaLarge: Bool
        var testDescription: String { "\(fg) on \(bg)" }
        init(_ fg: String, _ bg: String, _ lFg: Double, _ lBg: Double, _ ratio: Double,
             _ aa: Bool, _ aaLarge: Bool, _ aaa: Bool, _ aaaLarge: Bool) {
            (self.fg, self.bg, self.lFg, self.lBg, self.ratio) = (fg, bg, lFg, lBg, ratio)
            (self.aa, self.aaLarge, self.aaa, self.aaaLarge) = (aa, aaLarge, aaa, aaaLarge)
        }
    }

    /// Docs/Colour.md#wcag-2 test vectors (L to 6 dp, ratio to 6 dp, pass/fail per threshold).
    static let rows: [Row] = [
        Row("#000000", "#FFFFFF", 0.000000, 1.000000, 21.000000, true, true, true, true),
        Row("#767676", "#FFFFFF", 0.181164, 1.000000, 4.542225, true, true, false, true),
        Row("#777777", "#FFFFFF", 0.184475, 1.000000, 4.478089, false, true, false, false),
        Row("#757575", "#FFFFFF", 0.177888, 1.000000, 4.607518, true, true, false, true),
        Row("#595959", "#FFFFFF", 0.099899, 1.000000, 7.004729, true, true, true, true),
        Row("#5A5A5A", "#FFFFFF", 0.102242, 1.000000, 6.896926, true, true, false, true),
        Row("#949494", "#FFFFFF", 0.296138, 1.000000, 3.033470, false, true, false, false),
        Row("#959595", "#FFFFFF", 0.300544, 1.000000, 2.995346, false, false, false, false),
        Row("#808080", "#FFFFFF", 0.215861, 1.000000, 3.949440, false, true, false, false),
        Row("#888888", "#FFFFFF", 0.246201, 1.000000, 3.544886, false, true, false, false),
        Row("#999999", "#FFFFFF", 0.318547, 1.000000, 2.849028, false, false, false, false),
        Row("#AAAAAA", "#000000", 0.401978, 0.000000, 9.039556, true, true, true, true),
        Row("#FF0000", "#FFFFFF", 0.212600, 1.000000, 3.998477, false, true, false, false),
        Row("#FF0000", "#000000", 0.212600, 0.000000, 5.252000, true, true, false, true),
        Row("#0000FF", "#FFFFFF", 0.072200, 1.000000, 8.592471, true, true, true, true),
        Row("#00FF00", "#FFFFFF", 0.715200, 1.000000, 1.372190, false, false, false, false),
        Row("#00FF00", "#000000", 0.715200, 0.000000, 15.304000, true, true, true, true),
        Row("#3366CC", "#FFFFFF", 0.145662, 1.000000, 5.366402, true, true, false, true),
        Row("#003366", "#FFFFFF", 0.033270, 1.000000, 12.609641, true, true, true, true),
        Row("#112233", "#DDEEFF", 0.015022, 0.837412, 13.647789, true, true, true, true),
        Row("#112233", "#444444", 0.015022, 0.057805, 1.657973, false, false, false, false),
        Row("#757575", "#000000", 0.177888, 0.000000, 4.557768, true, true, false, true),
        Row("#767676", "#000000", 0.181164, 0.000000, 4.623285, true, true, false, true),
        Row("#FFFFFF", "#FFFFFF", 1.000000, 1.000000, 1.000000, false, false, false, false),
    ]

    @Test(arguments: rows)
    func luminanceRatioAndVerdicts(_ row: Row) {
        let fg = hex(row.fg), bg = hex(row.bg)
        #expect(abs(WCAG.luminance(fg) - row.lFg) < 5e-7)
        #expect(abs(WCAG.luminance(bg) - row.lBg) < 5e-7)
        let ratio = WCAG.contrastRatio(fg, bg)
        #expect(abs(ratio - row.ratio) < 5e-7)
        #expect(WCAG.contrastRatio(bg, fg) == ratio)
        #expect(WCAG.contrastRatio(luminance: WCAG.luminance(fg), WCAG.luminance(bg)) == ratio)
        func verdict(_ level: ConformanceLevel, large: Bool) -> Bool {
            WCAG.passes(ratio: ratio, required: WCAG.requiredRatio(level: level, largeText: large, nonText: false))
        }
        #expect(verdict(.AA, large: false) == row.aa)
        #expect(verdict(.AA, large: true) == row.aaLarge)
        #expect(WCAG.passes(ratio: ratio, required: WCAG.requiredRatio(level: .AA, largeText: false, nonText: true)) == row.aaLarge)
        #expect(verdict(.AAA, large: false) == row.aaa)
        #expect(verdict(.AAA, large: true) == row.aaaLarge)
    }

    /// Docs/Colour.md#wcag-2, grey boundaries: the last passing grey and the next one, on white and
    /// black.
    @Test(arguments: [
        (3.0, "#FFFFFF", "#949494", 3.0335, "#959595", 2.9953),
        (3.0, "#000000", "#5A5A5A", 3.0448, "#595959", 2.9980),
        (4.5, "#FFFFFF", "#767676", 4.5422, "#777777", 4.4781),
        (4.5, "#000000", "#757575", 4.5578, "#747474", 4.4929),
        (7.0, "#FFFFFF", "#595959", 7.0047, "#5A5A5A", 6.8969),
        (7.0, "#000000", "#959595", 7.0109, "#949494", 6.9228),
    ] as [(Double, String, String, Double, String, Double)])
    func greyBoundaries(target: Double, bg: String, passing: String, passRatio: Double, failing: String, failRatio: Double) {
        let p = WCAG.contrastRatio(hex(passing), hex(bg)), f = WCAG.contrastRatio(hex(failing), hex(bg))
        #expect(abs(p - passRatio) < 5e-5)
        #expect(abs(f - failRatio) < 5e-5)
        #expect(WCAG.passes(ratio: p, required: target))
        #expect(!WCAG.passes(ratio: f, required: target))
    }

    /// The 0.03928 and 0.04045 decode thresholds agree for every 8-bit value
    /// (Docs/Colour.md#srgb-transfer).
    @Test func oldThresholdGivesSameLinearValues() {
        for v in 0...255 {
            let s = Double(v) / 255
            let old = s <= 0.03928 ? s / 12.92 : SRGB.decode(s)
            #expect(old == SRGB.linear(UInt8(v)))
        }
    }

    @Test(arguments: [
        (24.0, 400, true), (23.99, 400, false), (18.67, 700, true), (18.67, 600, false),
        (18.66, 700, false), (17, 900, false), (34, 100, true), (19, 800, true),
    ] as [(Double, Int, Bool)])
    func largeText(size: Double, weight: Int, expected: Bool) {
        #expect(WCAG.isLargeText(fontSize: size, fontWeight: weight) == expected)
    }

    @Test func requiredRatios() {
        #expect(WCAG.requiredRatio(level: .AA, largeText: false, nonText: false) == 4.5)
        #expect(WCAG.requiredRatio(level: .AA, largeText: true, nonText: false) == 3)
        #expect(WCAG.requiredRatio(level: .AAA, largeText: false, nonText: false) == 7)
        #expect(WCAG.requiredRatio(level: .AAA, largeText: true, nonText: false) == 4.5)
        #expect(WCAG.requiredRatio(level: .AA, largeText: false, nonText: true) == 3)
        #expect(WCAG.requiredRatio(level: .AAA, largeText: true, nonText: true) == 3)
        // Never rounded: 4.499 fails 4.5, 2.999 fails 3.
        #expect(!WCAG.passes(ratio: 4.499, required: 4.5))
        #expect(!WCAG.passes(ratio: 2.999, required: 3))
        #expect(ConformanceLevel(rawValue: "AAA") == .AAA)
    }

    @Test func rawByteFormsAgree() {
        for c in Samples.webPalette + Samples.random.prefix(2000) {
            #expect(WCAG.luminance(r: c.r, g: c.g, b: c.b) == WCAG.luminance(c))
            #expect(APCA.screenLuminance(r: c.r, g: c.g, b: c.b) == APCA.screenLuminance(c))
        }
    }
}
