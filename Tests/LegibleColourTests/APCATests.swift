import LegibleColour
import LegiblePixels
import Testing

@Suite("APCA 0.0.98G-4g")
struct APCATests {
    /// Docs/Colour.md#apca: the published keystone vectors, compared with `==` (bit-exact float64).
    @Test(arguments: [
        ("#888", "#fff", 63.056469930209424), ("#fff", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334), ("#aaa", "#000", -56.24113336839742),
        ("#123", "#def", 91.66830811481631), ("#def", "#123", -93.06770049484275),
        ("#123", "#444", 8.32326136957393), ("#444", "#123", -7.526878460278154),
    ] as [(String, String, Double)])
    func keystoneVectors(text: String, background: String, expected: Double) {
        #expect(APCA.lightnessContrast(text: hex(text), background: hex(background)) == expected)
    }

    /// Docs/Colour.md#apca: the further vectors, computed by apca-w3.js under Node. V8's `Math.pow`
    /// (fdlibm-derived) and glibc's `pow` differ in the last bit for a few of these inputs, so four
    /// of them (#767676/#fff, #000/#777, #888/#000, #fff/#f00) come out 1–2 ulps away here, exactly
    /// as the float64 reference Scripts/corpus/reference.py does; hence a 4-ulp tolerance.
    @Test(arguments: [
        ("#000000", "#ffffff", 106.04067321268862), ("#ffffff", "#000000", -107.88473318309848),
        ("#767676", "#ffffff", 71.57239122246544), ("#777777", "#ffffff", 71.11110332561125),
        ("#ffffff", "#767676", -77.03600169537977), ("#ffffff", "#777777", -76.58194638938959),
        ("#595959", "#ffffff", 84.29007764690594), ("#949494", "#ffffff", 57.14034555868914),
        ("#999999", "#ffffff", 54.62184067441377), ("#e0e0e0", "#ffffff", 15.823350695289415),
        ("#f5f5f5", "#ffffff", 0), ("#000000", "#777777", 32.97144384869364),
        ("#777777", "#000000", -30.56114872631789), ("#767676", "#000000", -30.10348103591008),
        ("#888888", "#000000", -38.62297543342327), ("#a6a6a6", "#000000", -54.07051047770691),
        ("#111111", "#000000", 0), ("#1a1a1a", "#000000", 0), ("#222222", "#000000", 0),
        ("#0000ff", "#ffffff", 85.82083364925681), ("#ffffff", "#0000ff", -90.65303993262509),
        ("#ff0000", "#ffffff", 64.12621538179167), ("#ffffff", "#ff0000", -69.62096287964843),
        ("#00ff00", "#000000", -86.48918711839663), ("#000000", "#00ff00", 86.52678338719518),
        ("#3366cc", "#ffffff", 76.29153658110455), ("#ffffff", "#3366cc", -81.63730010616474),
        ("#123", "#234", 0),
    ] as [(String, String, Double)])
    func additionalVectors(text: String, background: String, expected: Double) {
        let lc = APCA.lightnessContrast(text: hex(text), background: hex(background))
        #expect(abs(lc - expected) <= 4 * expected.ulp)
        #expect((lc == 0) == (expected == 0))
    }

    /// Docs/Colour.md#apca: `#0006` on `#fff`: black at alpha 0x66 blends to #999999, Lc 54.62….
    @Test func alphaBlendedText() {
        let blended = APCA.alphaBlend(RGBA8(r: 0, g: 0, b: 0, a: 0x66), over: hex("#fff"))
        #expect(blended == hex("#999999"))
        #expect(APCA.lightnessContrast(text: blended, background: hex("#fff")) == 54.62184067441377)
    }

    /// Docs/Colour.md#apca intermediate values: Ys, soft-clamped Ys, and SAPC (= (Lc/100) ± 0.027).
    @Test(arguments: [
        ("#888", "#fff", 0.22120604475311154, 1.0000001, 0.22120604475311154, 1.0000001, 0.6575646993020943),
        ("#fff", "#888", 1.0000001, 0.22120604475311154, 1.0000001, 0.22120604475311154, -0.7124146436644961),
        ("#000", "#aaa", 0.0, 0.37790359353133063, 0.004530912452252362, 0.37790359353133063, 0.6084626257856134),
        ("#123", "#def", 0.007515248233178921, 0.8290488215097574, 0.010024407533074936, 0.8290488215097574, 0.9436830811481631),
        ("#123", "#444", 0.007515248233178921, 0.04191070833056646, 0.010024407533074936, 0.04191070833056646, 0.11023261369573929),
    ] as [(String, String, Double, Double, Double, Double, Double)])
    func intermediates(text: String, background: String, yText: Double, yBg: Double,
                       clampedText: Double, clampedBg: Double, sapc: Double) {
        let yt = APCA.screenLuminance(hex(text)), yb = APCA.screenLuminance(hex(background))
        #expect(yt == yText)
        #expect(yb == yBg)
        #expect(APCA.softClamp(yt) == clampedText)
        #expect(APCA.softClamp(yb) == clampedBg)
        let lc = APCA.lightnessContrast(textY: yt, backgroundY: yb)
        let offset = sapc > 0 ? -0.027 : 0.027
        #expect(abs(lc - (sapc + offset) * 100) < 1e-12)
    }

    @Test func screenLuminanceIsNotWCAGLuminance() {
        #expect(APCA.screenLuminance(hex("#777777")) == 0.16055222098925487)
        #expect(APCA.screenLuminance(hex("#888888")) == 0.22120604475311154)
        #expect(APCA.softClamp(0) == 0.004530912452252362)
    }

    @Test func outOfRangeLuminanceGivesZero() {
        #expect(APCA.lightnessContrast(textY: .nan, backgroundY: 1) == 0)
        #expect(APCA.lightnessContrast(textY: -0.1, backgroundY: 1) == 0)
        #expect(APCA.lightnessContrast(textY: 0, backgroundY: 1.2) == 0)
    }

    /// Docs/Colour.md#font-size-and-weight-lookup: outputs of `fontLookupAPCA`.
    @Test(arguments: [
        (-68.541, [65, 45, 29, 20.25, 18.5, 16.5, 15, 16, 18]),
        (0, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        (10, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        (14, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        (15, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
        (29, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
        (30, [777, 777, 120, 108, 108, 96, 72, 72, 72]),
        (45, [108, 96, 72, 42, 32, 28, 24, 24, 24]),
        (44.9, [108, 96, 72, 42, 32, 28, 24, 24, 24]),
        (60, [72, 48, 42, 24, 21, 18, 16, 16, 18]),
        (63.056469930209424, [70, 47, 36, 23, 20, 17.5, 15.5, 16, 18]),
        (75, [60, 42, 24, 18, 16, 15, 14, 16, 18]),
        (90, [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18]),
        (106, [38, 25, 18, 14.5, 14, 13, 12, 16, 18]),
        (108, [37, 24, 18, 14.5, 13.5, 12.5, 11.5, 16, 18]),
        (125, [32, 20, 16, 10, 10, 10, 10, 12, 14]),
    ] as [(Double, [Double])])
    func fontLookup(lc: Double, expected: [Double]) {
        #expect(APCA.fontLookup(lc: lc) == expected)
    }

    /// The apca-w3 header-row bug (0 < |Lc| < 5 → 500…900) is not reproduced.
    @Test(arguments: [3.0, -3.0, 0.5, 4.99, 7.3, 14.99])
    func lowContrastIsProhibited(lc: Double) {
        #expect(APCA.fontLookup(lc: lc) == Array(repeating: 999, count: 9))
        #expect(APCA.minimumFontSize(lc: lc, fontWeight: 400) == nil)
    }

    @Test func beyondTheTableHoldsTheLastRow() {
        #expect(APCA.fontLookup(lc: 140) == [32, 20, 16, 10, 10, 10, 10, 12, 14])
        #expect(APCA.fontLookup(lc: -107.88473318309848) == APCA.fontLookup(lc: 107.88473318309848))
    }

    /// Required Lc: the smallest 0.5-step Lc whose lookup size for the weight is at most the
    /// font size. Expected values read off the §2.6 table rows (e.g. 24 px/400 is allowed at
    /// Lc 60; at 59.5 the Lc 55 row interpolates to round(28 − 4 × 0.9) = 24 as well, at 59 to 25).
    @Test(arguments: [
        (24.0, 400, 59.5 as Double?), (16, 400, 90), (18, 400, 75), (32, 300, 65),
        (108, 100, 45), (120, 300, 30), (72, 700, 30), (10, 400, 125), (9, 400, nil),
        (12, 100, nil), (16, 800, 60), (14, 900, 125), (13.9, 900, nil), (1000, 400, 29.5),
        (24, 450, 59.5), (24, 449, 59.5), (24, 1000, 45), (24, 99, nil), (32, 99, 123), (24, 550, 54.5),
    ] as [(Double, Int, Double?)])
    func requiredLc(size: Double, weight: Int, expected: Double?) {
        #expect(APCA.requiredLc(fontSize: size, fontWeight: weight) == expected)
    }

    @Test func requiredLcIsTheFirstPassingStep() {
        for weight in APCA.fontWeights {
            for size in stride(from: 8.0, through: 130, by: 0.25) {
                guard let lc = APCA.requiredLc(fontSize: size, fontWeight: weight) else {
                    #expect((APCA.minimumFontSize(lc: 125, fontWeight: weight) ?? .infinity) > size)
                    continue
                }
                #expect(APCA.minimumFontSize(lc: lc, fontWeight: weight)! <= size)
                if lc > 15 {
                    #expect((APCA.minimumFontSize(lc: lc - 0.5, fontWeight: weight) ?? .infinity) > size)
                }
            }
        }
    }

    @Test func fallbackLevelsAndBronze() {
        #expect(APCA.requiredLc(largeText: false, nonText: false) == 75)
        #expect(APCA.requiredLc(largeText: true, nonText: false) == 60)
        #expect(APCA.requiredLc(largeText: false, nonText: true) == 45)
        #expect(APCA.requiredLc(largeText: true, nonText: true) == 45)
        #expect(APCA.Bronze.bodyText == 75 && APCA.Bronze.bodyTextPreferred == 90)
        #expect(APCA.Bronze.contentText == 60)
        #expect(APCA.Bronze.largeText == 45 && APCA.Bronze.largeTextMaximum == 90)
        #expect(APCA.useCaseLevels == [90, 75, 60, 45, 30, 15])
    }
}

@Suite("APCA text contrast reuse")
struct APCATextContrastTests {
    @Test("Same bits as lightnessContrast for every text and background grey, and random colours")
    func sameBits() {
        for t in 0...255 {
            let textY = APCA.screenLuminance(RGB8(grey: UInt8(t)))
            let reuse = APCA.TextContrast(textY: textY)
            for b in stride(from: 0, through: 255, by: 3) {
                let bgY = APCA.screenLuminance(RGB8(grey: UInt8(b)))
                #expect(reuse.lightnessContrast(backgroundY: bgY).bitPattern
                        == APCA.lightnessContrast(textY: textY, backgroundY: bgY).bitPattern)
            }
        }
        // Published vectors (Docs/Colour.md#apca) through the reusable form.
        let white = APCA.TextContrast(textY: APCA.screenLuminance(RGB8(grey: 255)))
        #expect(white.lightnessContrast(backgroundY: APCA.screenLuminance(RGB8(grey: 0x88))) == -68.54146436644962)
        let navy = APCA.TextContrast(textY: APCA.screenLuminance(RGB8(r: 0x11, g: 0x22, b: 0x33)))
        #expect(navy.lightnessContrast(backgroundY: APCA.screenLuminance(RGB8(r: 0xDD, g: 0xEE, b: 0xFF))) == 91.66830811481631)
        // Out of range on either side gives 0, as apca-w3 does.
        #expect(APCA.TextContrast(textY: .nan).lightnessContrast(backgroundY: 0.5) == 0)
        #expect(white.lightnessContrast(backgroundY: 1.2) == 0)
    }
}
