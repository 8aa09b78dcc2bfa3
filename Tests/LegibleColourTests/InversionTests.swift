@testable import LegibleColour
import LegiblePixels
import Testing

@Suite("Inversion")
struct InversionTests {
    /// Docs/Colour.md#smart-invert: classic invert and `invert(1) hue-rotate(180deg)` with 3-dp
    /// luma.
    @Test(arguments: [
        ("#FFFFFF", "#000000", "#000000"), ("#000000", "#FFFFFF", "#FFFFFF"),
        ("#808080", "#7F7F7F", "#7F7F7F"), ("#777777", "#888888", "#888888"),
        ("#FF0000", "#00FFFF", "#FF9292"), ("#00FF00", "#FF00FF", "#009100"),
        ("#0000FF", "#FFFF00", "#DADAFF"), ("#FF8000", "#007FFF", "#DA5B00"),
        ("#3366CC", "#CC9933", "#6DA0FF"), ("#007AFF", "#FF8500", "#2CA6FF"),
        ("#34C759", "#CB38A6", "#008618"), ("#FF3B30", "#00C4CF", "#FF7267"),
        ("#F2F2F7", "#0D0D08", "#0C0C11"),
    ])
    func vectors(input: String, classic: String, smart: String) {
        let c = hex(input)
        #expect(Inversion.classic(c) == hex(classic))
        #expect(Inversion.smart(c) == hex(smart))
        #expect(ColourTransform(.invert).apply(c) == hex(classic))
        #expect(ColourTransform(.smartInvert).apply(c) == hex(smart))
    }

    @Test func smartInvertOfGreysIsClassicInvert() {
        for g in Samples.greys { #expect(Inversion.smart(g) == Inversion.classic(g)) }
    }

    /// The SIMD face's multiply-shift division equals integer division for every numerator.
    @Test func divisionBy1000IsExact() {
        var bad = 0
        for n in stride(from: UInt32(0), through: 510_500, by: 8) {
            let q = Inversion.divideBy1000(SIMD8<UInt32>(0, 1, 2, 3, 4, 5, 6, 7) &+ n)
            for i in 0..<8 where n + UInt32(i) <= 510_500 && q[i] != (n + UInt32(i)) / 1000 { bad += 1 }
        }
        #expect(bad == 0)
    }

    /// Docs/Colour.md#contrast-after-inversion: WCAG before and after classic and smart inversion
    /// (4 dp), APCA before → after classic (2 dp, where given).
    @Test(arguments: [
        ("#000000", "#FFFFFF", 21.0000, "#FFFFFF", "#000000", 21.0000, "#FFFFFF", "#000000", 21.0000, 106.04, -107.88),
        ("#767676", "#FFFFFF", 4.5422, "#898989", "#000000", 6.0032, "#898989", "#000000", 6.0032, 71.57, -39.11),
        ("#777777", "#FFFFFF", 4.4781, "#888888", "#000000", 5.9240, "#888888", "#000000", 5.9240, 71.11, -38.62),
        ("#808080", "#FFFFFF", 3.9494, "#7F7F7F", "#000000", 5.2446, "#7F7F7F", "#000000", 5.2446, .nan, .nan),
        ("#595959", "#FFFFFF", 7.0047, "#A6A6A6", "#000000", 8.6265, "#A6A6A6", "#000000", 8.6265, 84.29, -54.07),
        ("#949494", "#FFFFFF", 3.0335, "#6B6B6B", "#000000", 3.9405, "#6B6B6B", "#000000", 3.9405, .nan, .nan),
        ("#FFFFFF", "#767676", 4.5422, "#000000", "#898989", 6.0032, "#000000", "#898989", 6.0032, .nan, .nan),
        ("#3366CC", "#FFFFFF", 5.3664, "#CC9933", "#000000", 8.1718, "#6DA0FF", "#000000", 8.1226, 76.29, -51.85),
        ("#FF0000", "#FFFFFF", 3.9985, "#00FFFF", "#000000", 16.7480, "#FF9292", "#000000", 9.7786, .nan, .nan),
        ("#0000FF", "#FFFFFF", 8.5925, "#FFFF00", "#000000", 19.5560, "#DADAFF", "#000000", 15.4536, .nan, .nan),
        ("#007AFF", "#FFFFFF", 4.0170, "#FF8500", "#000000", 8.6070, "#2CA6FF", "#000000", 8.0056, .nan, .nan),
        ("#FF3B30", "#FFFFFF", 3.5471, "#00C4CF", "#000000", 9.7970, "#FF7267", "#000000", 7.8548, .nan, .nan),
        ("#FFFFFF", "#007AFF", 4.0170, "#000000", "#FF8500", 8.6070, "#000000", "#2CA6FF", 8.0056, .nan, .nan),
    ] as [(String, String, Double, String, String, Double, String, String, Double, Double, Double)])
    func ratiosAfterInversion(fg: String, bg: String, before: Double, cFg: String, cBg: String, cRatio: Double,
                              sFg: String, sBg: String, sRatio: Double, apcaBefore: Double, apcaAfter: Double) {
        let f = hex(fg), b = hex(bg)
        #expect(abs(WCAG.contrastRatio(f, b) - before) < 5e-5)
        #expect(Inversion.classic(f) == hex(cFg) && Inversion.classic(b) == hex(cBg))
        #expect(abs(WCAG.contrastRatio(Inversion.classic(f), Inversion.classic(b)) - cRatio) < 5e-5)
        #expect(Inversion.smart(f) == hex(sFg) && Inversion.smart(b) == hex(sBg))
        #expect(abs(WCAG.contrastRatio(Inversion.smart(f), Inversion.smart(b)) - sRatio) < 5e-5)
        if !apcaBefore.isNaN {
            #expect(abs(APCA.lightnessContrast(text: f, background: b) - apcaBefore) < 0.005)
            let after = APCA.lightnessContrast(text: Inversion.classic(f), background: Inversion.classic(b))
            #expect(abs(after - apcaAfter) < 0.005)
        }
    }

    @Test func smartInvertAPCAOfBlueOnWhite() {
        let lc = APCA.lightnessContrast(text: Inversion.smart(hex("#3366CC")), background: Inversion.smart(hex("#FFFFFF")))
        #expect(abs(lc - -51.59) < 0.005)
    }

    /// Docs/Colour.md#contrast-after-inversion: greys #777777…#8A8A8A (v = 119…138) fail 4.5:1 on
    /// white and pass after classic inversion; the largest change over all grey pairs is (#0E0E0E,
    /// #A3A3A3) 7.653 → 5.920.
    @Test func greyPairsUnderInversion() {
        let white = hex("#FFFFFF")
        let flipped = (0...255).filter { v in
            let g = RGB8(grey: UInt8(v))
            return WCAG.contrastRatio(g, white) < 4.5
                && WCAG.contrastRatio(Inversion.classic(g), Inversion.classic(white)) >= 4.5
        }
        #expect(flipped == Array(119...138))
        var best = (delta: 0.0, a: 0, b: 0)
        for a in 0...255 {
            for b in a...255 {
                let ga = RGB8(grey: UInt8(a)), gb = RGB8(grey: UInt8(b))
                let d = abs(WCAG.contrastRatio(ga, gb) - WCAG.contrastRatio(Inversion.classic(ga), Inversion.classic(gb)))
                if d > best.delta { best = (d, a, b) }
            }
        }
        #expect(best.a == 0x0E && best.b == 0xA3)
        #expect(abs(best.delta - 1.733) < 0.0015)
    }
}
