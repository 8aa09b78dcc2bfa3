import LegiblePixels

/// Colour inversion on gamma-encoded values (Docs/Colour.md#inversion).
public enum Inversion {
    /// Classic invert: `255 − v` per channel (CSS `invert(1)`).
    public static func classic(_ c: RGB8) -> RGB8 { RGB8(r: 255 - c.r, g: 255 - c.g, b: 255 - c.b) }

    /// The luma weights of smart invert: the legacy 3-dp hue-rotate coefficients.
    public static let smartLumaWeights = SIMD3<Double>(0.213, 0.715, 0.072)

    /// "Smart invert" as CSS `invert(1) hue-rotate(180deg)`: `clamp(c + 1 − 2·Y′)` on
    /// encoded values with `Y′ = 0.213 R′ + 0.715 G′ + 0.072 B′`, rounded half up. Greys
    /// invert exactly like `classic`.
    ///
    /// Computed exactly in integers, so halves truly round up (a float64 evaluation lands on
    /// the wrong side of 13,033 of the 16.7 M colours' exact .5 ties): with
    /// `S = 213 R + 715 G + 72 B`, `255·(c + 1 − 2Y′) + 0.5 = v + (255 500 − 2S) / 1000`, and
    /// since `v` is a whole number the result is `clamp(v + k)` with one per-pixel shift
    /// `k = floor((255 500 − 2S) / 1000)`.
    public static func smart(_ c: RGB8) -> RGB8 {
        let k = smartShift(Int32(c.r), Int32(c.g), Int32(c.b))
        return RGB8(r: shifted(c.r, k), g: shifted(c.g, k), b: shifted(c.b, k))
    }

    /// `floor((255 500 − 2S) / 1000)`, in −255…255; the numerator is biased by 255 000 to stay
    /// positive so integer division floors.
    @inline(__always)
    static func smartShift(_ r: Int32, _ g: Int32, _ b: Int32) -> Int32 {
        (510_500 &- 2 &* (213 &* r &+ 715 &* g &+ 72 &* b)) / 1000 &- 255
    }

    /// `clamp(v + k, 0, 255)`.
    @inline(__always)
    static func shifted(_ v: UInt8, _ k: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: min(max(Int32(v) &+ k, 0), 255))
    }
}
