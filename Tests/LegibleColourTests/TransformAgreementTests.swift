import LegibleColour
import LegiblePixels
import Testing

/// A named transform, so parameterised tests print what they run.
struct NamedTransform: Sendable, CustomTestStringConvertible {
    var name: String
    var transform: ColourTransform
    var testDescription: String { name }

    static let all: [NamedTransform] = {
        var list = Variant.allCases.map { NamedTransform(name: $0.rawValue, transform: ColourTransform($0)) }
        for variant in Variant.allCases where variant.usesSeverity {
            for s in [0.0, 0.05, 0.15, 0.55, 0.95, 1.0] {
                list.append(NamedTransform(name: "\(variant.rawValue)@\(s)", transform: ColourTransform(variant, severity: s)))
            }
        }
        for d in Deficiency.allCases {
            list.append(NamedTransform(name: "brettel-\(d)", transform: .brettel(d)))
            list.append(NamedTransform(name: "brettel-\(d)@0.3", transform: .brettel(d, severity: 0.3)))
            list.append(NamedTransform(name: "vienot-\(d)", transform: .vienot(d)))
            list.append(NamedTransform(name: "vienot-\(d)@0.5", transform: .vienot(d, severity: 0.5)))
        }
        list.append(NamedTransform(name: "display-p3", transform: DisplayP3.transform))
        return list
    }()
}

@Suite("SIMD and scalar faces agree")
struct TransformAgreementTests {
    /// All 256 greys, the 216 web colours and 100,000 seeded random colours, through the raster
    /// (SIMD) face and the scalar face: identical bytes, alpha and row padding untouched.
    @Test(arguments: NamedTransform.all)
    func rasterEqualsScalar(_ t: NamedTransform) {
        let result = simdScalarMismatches(t.transform, Samples.all)
        #expect(result.colours.isEmpty, "first mismatches: \(result.colours.prefix(5))")
        #expect(result.bytesIntact)
    }

    /// The Float kernels against the float64 pipeline (Docs/Colour.md#reference-pipeline): at most
    /// ±1 in a channel, and only for the rare colour whose float64 result sits within ~1e-7 of a
    /// rounding boundary.
    @Test(arguments: NamedTransform.all)
    func floatKernelTracksFloat64(_ t: NamedTransform) {
        var differing = 0
        for c in Samples.all {
            let fast = t.transform.apply(c), slow = t.transform.reference(c)
            guard fast != slow else { continue }
            differing += 1
            #expect(abs(Int(fast.r) - Int(slow.r)) <= 1 && abs(Int(fast.g) - Int(slow.g)) <= 1
                && abs(Int(fast.b) - Int(slow.b)) <= 1)
        }
        #expect(differing <= Samples.all.count / 10_000)
        if !t.transform.isLinearLight { #expect(differing == 0) }
    }

    /// A contiguous pixel list whose length is not a multiple of 8 (SIMD body plus scalar tail).
    @Test(arguments: NamedTransform.all)
    func contiguousPixelList(_ t: NamedTransform) {
        let colours = Array(Samples.random.prefix(29))
        var bytes = colours.enumerated().flatMap { [$1.r, $1.g, $1.b, UInt8($0)] }
        t.transform.apply(toRGBA: &bytes)
        for (i, c) in colours.enumerated() {
            #expect(RGB8(r: bytes[4 * i], g: bytes[4 * i + 1], b: bytes[4 * i + 2]) == t.transform.apply(c))
            #expect(bytes[4 * i + 3] == UInt8(i))
        }
    }

    @Test(arguments: [
        PixelRect(x: 5, y: 3, width: 17, height: 11),
        PixelRect(x: 30, y: 20, width: 50, height: 50),
        PixelRect(x: -4, y: -4, width: 9, height: 100),
        PixelRect(x: 0, y: 0, width: 37, height: 23),
        PixelRect(x: 10, y: 10, width: 0, height: 5),
        PixelRect(x: 40, y: 0, width: 5, height: 5),
    ])
    func rectOnlyTransform(rect: PixelRect) {
        for t in [ColourTransform(.deuteranopia), .smartInvert, .classicInvert, .brettel(.tritan)] {
            for padding in [0, 8] {
                let before = raster(of: Array(Samples.random.prefix(37 * 23)), width: 37, padding: padding)
                var after = before
                t.apply(to: &after, in: rect)
                let inside = rect.intersection(before.bounds)
                for y in 0..<before.height {
                    for x in 0..<before.width {
                        let p = after[x, y], q = before[x, y]
                        #expect(p.a == q.a)
                        #expect(p.rgb == (inside.contains(x: x, y: y) ? t.apply(q.rgb) : q.rgb))
                    }
                }
                #expect(Array(after.bytes.indices).allSatisfy { i in
                    i % after.bytesPerRow < after.width * 4 || after.bytes[i] == before.bytes[i]
                })
            }
        }
    }

    @Test func excludedRectsAreLeftAlone() {
        let before = raster(of: Array(Samples.random.prefix(40 * 30)), width: 40, padding: 4)
        let holes = [PixelRect(x: 3, y: 2, width: 10, height: 10), PixelRect(x: 8, y: 5, width: 20, height: 3),
                     PixelRect(x: 35, y: 25, width: 20, height: 20)]
        let area = PixelRect(x: 1, y: 1, width: 38, height: 27)
        var after = before
        ColourTransform.smartInvert.apply(to: &after, in: area, excluding: holes)
        for y in 0..<before.height {
            for x in 0..<before.width {
                let transformed = area.contains(x: x, y: y) && !holes.contains { $0.contains(x: x, y: y) }
                let q = before[x, y]
                #expect(after[x, y] == (transformed ? Inversion.smart(q.rgb).withAlpha(q.a) : q))
            }
        }
    }

    @Test func variantNamesAndDefaults() {
        #expect(Variant.allCases.map(\.rawValue) == [
            "original", "protanopia", "deuteranopia", "tritanopia", "achromatopsia",
            "protanomaly", "deuteranomaly", "tritanomaly", "invert", "smart-invert",
        ])
        #expect(Variant.defaultSet == [.original, .protanopia, .deuteranopia, .tritanopia, .achromatopsia, .invert, .smartInvert])
        #expect(Variant(rawValue: "smart-invert") == .smartInvert)
        #expect(Variant.defaultSeverity == 0.6)
        #expect(Variant.allCases.filter(\.usesSeverity) == [.protanomaly, .deuteranomaly, .tritanomaly])
        let c = hex("#3366CC")
        #expect(ColourTransform(.original).apply(c) == c)
        #expect(ColourTransform(.protanopia, severity: 0.1).apply(c) == hex("#6262CC"))
    }
}
