import LegiblePixels

/// APCA lightness contrast, base algorithm 0.0.98G-4g as shipped in apca-w3 0.1.9
/// (Docs/Colour.md#apca). Computed in float64 with libm `pow`, bit-exact against the published
/// vectors.
///
/// Text and background are not interchangeable: Lc is positive for dark text on a light
/// background ("BoW") and negative for light text on a dark one ("WoB").
public enum APCA {
    // The SA98G constants, verbatim.
    static let mainTRC = 2.4
    @usableFromInline static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
    @usableFromInline static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    @usableFromInline static let blkThrs = 0.022, blkClmp = 1.414
    @usableFromInline static let scaleBoW = 1.14, scaleWoB = 1.14
    @usableFromInline static let loBoWoffset = 0.027, loWoBoffset = 0.027
    @usableFromInline static let deltaYmin = 0.0005
    @usableFromInline static let loClip = 0.1

    /// `(v / 255)^2.4` for the 256 code values: APCA's simple power curve, *not* the
    /// piecewise sRGB curve, so it does not share WCAG's luminance.
    public static let powerTable: [Double] = (0..<256).map { libmPow(Double($0) / 255.0, mainTRC) }

    /// Screen luminance Ys of an 8-bit sRGB colour (`Ys(#FFFFFF) = 1.0000001`: the
    /// coefficients sum to 1.0000001).
    @inlinable
    public static func screenLuminance(_ c: RGB8) -> Double {
        let t = powerTable
        return sRco * t[Int(c.r)] + sGco * t[Int(c.g)] + sBco * t[Int(c.b)]
    }

    /// Screen luminance from raw channel bytes; equal to `screenLuminance(RGB8(r: r, g: g, b: b))`.
    @inlinable
    public static func screenLuminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        let t = powerTable
        return sRco * t[Int(r)] + sGco * t[Int(g)] + sBco * t[Int(b)]
    }

    /// Signed Lc of `text` drawn on `background`.
    public static func lightnessContrast(text: RGB8, background: RGB8) -> Double {
        lightnessContrast(textY: screenLuminance(text), backgroundY: screenLuminance(background))
    }

    /// Signed Lc from the two screen luminances (`APCAcontrast(txtY, bgY)`): soft black
    /// clamp, the deltaYmin and loClip cut-offs (|Lc| < 7.3 → 0), then the polarity offsets.
    /// Out-of-range input (NaN, < 0, > 1.1) gives 0, as apca-w3 does.
    public static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        guard !textY.isNaN, !backgroundY.isNaN, min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else {
            return 0
        }
        let txt = softClamp(textY)
        let bg = softClamp(backgroundY)
        if abs(bg - txt) < deltaYmin { return 0 }
        let output: Double
        if bg > txt {
            let sapc = (libmPow(bg, normBG) - libmPow(txt, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWoffset
        } else {
            let sapc = (libmPow(bg, revBG) - libmPow(txt, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBoffset
        }
        return output * 100
    }

    /// The soft black clamp: luminances at or below 0.022 are lifted by `(0.022 − Y)^1.414`.
    @inlinable @inline(__always)
    public static func softClamp(_ y: Double) -> Double {
        y > blkThrs ? y : y + libmPow(blkThrs - y, blkClmp)
    }

    /// apca-w3 `alphaBlend`: text with alpha over an opaque background, blended per channel
    /// in gamma-encoded space (`bg·(1−a) + fg·a`) and rounded, as `calcAPCA` does first.
    public static func alphaBlend(_ text: RGBA8, over background: RGB8) -> RGB8 {
        let a = Double(text.a) / 255
        let comp = 1 - a
        func mix(_ fg: UInt8, _ bg: UInt8) -> UInt8 {
            let v = Double(bg) * comp + Double(fg) * a
            return UInt8(min((v + 0.5).rounded(.down), 255))
        }
        return RGB8(r: mix(text.r, background.r), g: mix(text.g, background.g), b: mix(text.b, background.b))
    }
}
