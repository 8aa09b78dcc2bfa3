#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegiblePixels

/// OKLab and its polar form OKLCH (Björn Ottosson, 2020; the CSS Color 4 `oklab()`/`oklch()`
/// spaces): a perceptual space where a step in lightness `L` (0 black … 1 white) looks like the
/// same step anywhere. Fix suggestions move a colour's lightness here, keeping its hue and
/// chroma (Docs/Colour.md#oklch).
public struct OKLCH: Sendable, Equatable {
    /// Perceived lightness, 0 (black) … 1 (white).
    public var lightness: Double
    /// Colourfulness, 0 for greys; sRGB colours reach about 0.32.
    public var chroma: Double
    /// Hue angle in degrees, 0 ..< 360 (0 for greys).
    public var hue: Double

    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// The OKLCH coordinates of an 8-bit sRGB colour.
    public init(_ colour: RGB8) {
        let lab = OKLCH.lab(linearSRGB: SRGB.linear(colour))
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        var hue = atan2(lab.z, lab.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        // Greys have no hue; the tiny a, b that rounding leaves would give them a random one.
        self.init(lightness: lab.x, chroma: chroma, hue: chroma < OKLCH.achromatic ? 0 : hue)
    }

    /// Below this chroma a colour is a grey (rounding error of the matrices on neutral input).
    static let achromatic = 1e-7

    /// Linear sRGB of these coordinates; components may leave 0…1 when the colour is outside sRGB.
    public var linearSRGB: SIMD3<Double> {
        // A grey stays a grey: the published matrices are exact to about 1e-7 only, enough to
        // round one channel of a grey differently from the others.
        if chroma < OKLCH.achromatic { return SIMD3(repeating: lightness * lightness * lightness) }
        let radians = hue * .pi / 180
        return OKLCH.linearSRGB(lab: SIMD3(lightness, chroma * cos(radians), chroma * sin(radians)))
    }

    /// Whether the colour lies inside the sRGB gamut (within `gamutTolerance`).
    public var isInSRGB: Bool {
        let c = linearSRGB
        return OKLCH.inGamut(c)
    }

    /// The same lightness and hue with the most chroma, up to this colour's, that sRGB can show:
    /// CSS Color 4's chroma reduction without its ΔE shortcut, by bisection on chroma.
    public func mappedIntoSRGB() -> OKLCH {
        let lightness = min(max(self.lightness, 0), 1)
        var mapped = OKLCH(lightness: lightness, chroma: chroma, hue: hue)
        if mapped.isInSRGB { return mapped }
        // `isInSRGB` of each chroma tried, the hue's cosine and sine taken once.
        let radians = hue * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        func fits(_ chroma: Double) -> Bool {
            chroma < OKLCH.achromatic
                || OKLCH.inGamut(OKLCH.linearSRGB(lab: SIMD3(lightness, chroma * cosine, chroma * sine)))
        }
        var inside = 0.0, outside = chroma
        for _ in 0..<OKLCH.chromaBisections {
            let middle = (inside + outside) / 2
            if fits(middle) { inside = middle } else { outside = middle }
        }
        mapped.chroma = inside
        return mapped
    }

    /// The nearest 8-bit sRGB colour: chroma reduced into the gamut, then each channel clamped,
    /// encoded and rounded half up.
    public var rgb8: RGB8 { SRGB.encode(mappedIntoSRGB().linearSRGB) }

    /// Bisection steps on chroma: 2⁻³⁰ of sRGB's largest chroma, far below an 8-bit step.
    static let chromaBisections = 30
    /// Linear components this far outside 0…1 still count as inside (matrix rounding at white).
    static let gamutTolerance = 1e-9

    static func inGamut(_ c: SIMD3<Double>) -> Bool {
        let low = -gamutTolerance, high = 1 + gamutTolerance
        return c.x >= low && c.y >= low && c.z >= low && c.x <= high && c.y <= high && c.z <= high
    }

    // The published matrices (linear sRGB → LMS, LMS^⅓ → Lab, and their inverses).
    static let toLMS = Matrix3([
        [0.4122214708, 0.5363325363, 0.0514459929],
        [0.2119034982, 0.6806995451, 0.1073969566],
        [0.0883024619, 0.2817188376, 0.6299787005],
    ])
    static let toLab = Matrix3([
        [0.2104542553, 0.7936177850, -0.0040720468],
        [1.9779984951, -2.4285922050, 0.4505937099],
        [0.0259040371, 0.7827717662, -0.8086757660],
    ])
    static let fromLab = Matrix3([
        [1, 0.3963377774, 0.2158037573],
        [1, -0.1055613458, -0.0638541728],
        [1, -0.0894841775, -1.2914855480],
    ])
    static let fromLMS = Matrix3([
        [4.0767416621, -3.3077115913, 0.2309699292],
        [-1.2684380046, 2.6097574011, -0.3413193965],
        [-0.0041960863, -0.7034186147, 1.7076147010],
    ])

    /// OKLab (L, a, b) of linear sRGB.
    static func lab(linearSRGB c: SIMD3<Double>) -> SIMD3<Double> {
        let lms = toLMS.apply(c)
        return toLab.apply(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    /// Linear sRGB of OKLab (L, a, b).
    static func linearSRGB(lab: SIMD3<Double>) -> SIMD3<Double> {
        let root = fromLab.apply(lab)
        return fromLMS.apply(root * root * root)
    }
}
