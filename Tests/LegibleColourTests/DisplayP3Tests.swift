import LegibleColour
import LegiblePixels
import Testing

@Suite("Display P3 → sRGB")
struct DisplayP3Tests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var p3: RGB8
        var linearSRGB: SIMD3<Double>
        var srgb: RGB8
        var luminance: Double
        var testDescription: String { "P3 \(p3.r),\(p3.g),\(p3.b)" }
    }

    /// The P3 → sRGB test vectors of Docs/Colour.md#display-p3.
    static let vectors: [Vector] = [
        Vector(p3: RGB8(r: 255, g: 0, b: 0), linearSRGB: [1.224940, -0.042057, -0.019638], srgb: hex("#FF0000"), luminance: 0.228975),
        Vector(p3: RGB8(r: 0, g: 255, b: 0), linearSRGB: [-0.224940, 1.042057, -0.078636], srgb: hex("#00FF00"), luminance: 0.691739),
        Vector(p3: RGB8(r: 0, g: 0, b: 255), linearSRGB: [0, 0, 1.098274], srgb: hex("#0000FF"), luminance: 0.079287),
        Vector(p3: RGB8(r: 255, g: 255, b: 255), linearSRGB: [1, 1, 1], srgb: hex("#FFFFFF"), luminance: 1),
        Vector(p3: RGB8(r: 128, g: 128, b: 128), linearSRGB: [0.215861, 0.215861, 0.215861], srgb: hex("#808080"), luminance: 0.215861),
        Vector(p3: RGB8(r: 255, g: 128, b: 0), linearSRGB: [1.176384, 0.182882, -0.036612], srgb: hex("#FF7700"), luminance: 0.378294),
        Vector(p3: RGB8(r: 51, g: 102, b: 204), linearSRGB: [0.010664, 0.137064, 0.652069], srgb: hex("#1B68D3"), luminance: 0.147366),
        Vector(p3: RGB8(r: 234, g: 51, b: 35), linearSRGB: [1.000417, -0.000107, -0.000302], srgb: hex("#FF0000"), luminance: 0.212629),
        Vector(p3: RGB8(r: 200, g: 200, b: 200), linearSRGB: [0.577580, 0.577580, 0.577580], srgb: hex("#C8C8C8"), luminance: 0.577580),
    ]

    @Test(arguments: vectors)
    func scalarConversion(_ v: Vector) {
        #expect(DisplayP3.toSRGB(v.p3) == v.srgb)
        let lin = DisplayP3.linearSRGB(v.p3)
        #expect(abs(lin.x - v.linearSRGB.x) < 1e-6)
        #expect(abs(lin.y - v.linearSRGB.y) < 1e-6)
        #expect(abs(lin.z - v.linearSRGB.z) < 1e-6)
        #expect(abs(DisplayP3.luminance(v.p3) - v.luminance) < 1e-6)
    }

    @Test func rasterConversionMatchesVectors() {
        var r = raster(of: Self.vectors.map(\.p3), width: 9, padding: 0)
        DisplayP3.convertToSRGB(&r)
        for (i, v) in Self.vectors.enumerated() {
            #expect(r[i, 0].rgb == v.srgb)
        }
    }

    @Test func simdAgreesWithScalar() {
        let result = simdScalarMismatches(DisplayP3.transform, Samples.all)
        #expect(result.colours.isEmpty)
        #expect(result.bytesIntact)
    }

    /// The Float kernel against a float64 pipeline (Docs/Colour.md#reference-pipeline,
    /// `p3_to_srgb8`): any difference can only come from a float64 value within ~1e-7 of a rounding
    /// boundary.
    @Test func floatKernelTracksFloat64Reference() {
        var differing = 0
        for c in Samples.all {
            let reference = SRGB.encode(DisplayP3.linearSRGB(c))
            let fast = DisplayP3.toSRGB(c)
            #expect(abs(Int(reference.r) - Int(fast.r)) <= 1 && abs(Int(reference.g) - Int(fast.g)) <= 1
                && abs(Int(reference.b) - Int(fast.b)) <= 1)
            if reference != fast { differing += 1 }
        }
        #expect(differing <= Samples.all.count / 10_000)
    }
}
