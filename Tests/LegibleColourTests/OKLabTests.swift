@testable import LegibleColour
import LegiblePixels
import Testing

/// OKLab and OKLCH (Docs/Colour.md#oklch) against values worked out apart from the Swift code:
/// the XYZ/OKLab pairs published with OKLab's definition, and a table written by
/// Scripts/suggestion-references from its own Python OKLab (`OKLCHReferences`).
@Suite("OKLab and OKLCH")
struct OKLabTests {
    /// Linear sRGB of CIE XYZ (D65), derived here from sRGB's primaries and white point rather
    /// than copied: the columns are the primaries' XYZ, scaled so that they sum to the white.
    static func linearSRGBOfXYZ(_ value: SIMD3<Double>) -> SIMD3<Double> {
        let primaries: [(x: Double, y: Double)] = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
        let white = (x: 0.3127, y: 0.3290)
        func xyz(_ p: (x: Double, y: Double)) -> SIMD3<Double> { SIMD3(p.x / p.y, 1, (1 - p.x - p.y) / p.y) }
        let columns = primaries.map(xyz)
        let unscaled = Self.Matrix(columns: columns[0], columns[1], columns[2])
        let scale = unscaled.inverse.apply(xyz(white))
        let toXYZ = Self.Matrix(columns: columns[0] * scale.x, columns[1] * scale.y, columns[2] * scale.z)
        return toXYZ.inverse.apply(value)
    }

    /// A 3×3 matrix with the inverse the derivation needs (cofactors over the determinant).
    struct Matrix {
        var rows: [SIMD3<Double>]

        init(rows: [SIMD3<Double>]) { self.rows = rows }

        init(columns a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>) {
            rows = [SIMD3(a.x, b.x, c.x), SIMD3(a.y, b.y, c.y), SIMD3(a.z, b.z, c.z)]
        }

        func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((rows[0] * v).sum(), (rows[1] * v).sum(), (rows[2] * v).sum())
        }

        var inverse: Matrix {
            func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
                SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
            }
            // The inverse's columns are the cross products of the rows, over the determinant.
            let c0 = cross(rows[1], rows[2]), c1 = cross(rows[2], rows[0]), c2 = cross(rows[0], rows[1])
            let determinant = (rows[0] * c0).sum()
            return Matrix(columns: c0 / determinant, c1 / determinant, c2 / determinant)
        }
    }

    /// The published table of XYZ and OKLab pairs (OKLab's definition, "Table of example XYZ
    /// and Oklab pairs"), three decimals: each value within half a unit of the third decimal.
    @Test(arguments: [
        (SIMD3(0.950, 1.000, 1.089), SIMD3(1.000, 0.000, 0.000)),
        (SIMD3(1.000, 0.000, 0.000), SIMD3(0.450, 1.236, -0.019)),
        (SIMD3(0.000, 1.000, 0.000), SIMD3(0.922, -0.671, 0.263)),
        (SIMD3(0.000, 0.000, 1.000), SIMD3(0.153, -1.415, -0.449)),
    ] as [(SIMD3<Double>, SIMD3<Double>)])
    func publishedXYZPairs(xyz: SIMD3<Double>, expected: SIMD3<Double>) {
        let lab = OKLCH.lab(linearSRGB: Self.linearSRGBOfXYZ(xyz))
        for i in 0..<3 {
            #expect(abs(lab[i] - expected[i]) <= 0.0005, "component \(i): \(lab[i]) for \(expected[i])")
        }
    }

    @Test(arguments: OKLCHReferences.colours)
    func oklchOfSRGBColours(hex: String, lightness: Double, chroma: Double, hue: Double) throws {
        let colour = try #require(RGB8(parsing: hex))
        let oklch = OKLCH(colour)
        #expect(abs(oklch.lightness - lightness) < 1e-9)
        #expect(abs(oklch.chroma - chroma) < 1e-9)
        // A grey's hue is 0 by convention; a colour's is compared where it is well defined.
        if chroma < OKLCH.achromatic { #expect(oklch.hue == 0) } else { #expect(abs(oklch.hue - hue) < 1e-6) }
        // Back to 8 bits: the same colour.
        #expect(oklch.rgb8 == colour)
    }

    @Test(arguments: OKLCHReferences.mapped)
    func oklchBroughtIntoSRGB(lightness: Double, chroma: Double, hue: Double, hex: String) throws {
        let expected = try #require(RGB8(parsing: hex))
        let colour = OKLCH(lightness: lightness, chroma: chroma, hue: hue)
        #expect(colour.rgb8 == expected)
        let mapped = colour.mappedIntoSRGB()
        #expect(mapped.isInSRGB)
        #expect(mapped.chroma <= chroma)
        #expect(mapped.hue == hue && mapped.lightness == min(max(lightness, 0), 1))
    }

    /// Every 8-bit grey stays a grey with no hue, and comes back unchanged.
    @Test func greysStayGrey() {
        for v in 0...255 {
            let grey = RGB8(grey: UInt8(v))
            let oklch = OKLCH(grey)
            #expect(oklch.hue == 0 && oklch.chroma < OKLCH.achromatic, "\(v)")
            #expect(oklch.rgb8 == grey, "\(v)")
        }
    }
}
