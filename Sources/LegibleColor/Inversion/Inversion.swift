import LegiblePixels

/// Colour inversion on gamma-encoded values (COLOUR.md §4).
public enum Inversion {
    /// Classic invert: `255 − v` per channel (CSS `invert(1)`).
    public static func classic(_ c: RGB8) -> RGB8 { RGB8(r: 255 - c.r, g: 255 - c.g, b: 255 - c.b) }

    /// The luma weights of smart invert: the legacy 3-dp hue-rotate coefficients.
    public static let smartLumaWeights = SIMD3<Double>(0.213, 0.715, 0.072)

    /// "Smart invert" as CSS `invert(1) hue-rotate(180deg)`: `clamp(c + 1 − 2·Y′)` on
    /// encoded values with `Y′ = 0.213 R′ + 0.715 G′ + 0.072 B′`, rounded half up. Greys
    /// invert exactly like `classic`.
    ///
    /// Computed exactly in integers of 1/255 000: `c + 1 − 2Y′ = (1000 v + 255 000 − 2S) / 255 000`
    /// with `S = 213 R + 715 G + 72 B`, so halves round up truly, with no float64 noise.
    public static func smart(_ c: RGB8) -> RGB8 {
        let t = smartOffset(Int32(c.r), Int32(c.g), Int32(c.b))
        return RGB8(r: smartChannel(Int32(c.r), t), g: smartChannel(Int32(c.g), t), b: smartChannel(Int32(c.b), t))
    }

    /// `255 000 + 500 − 2S`: the per-pixel part of every channel's numerator (the 500 rounds half up).
    @inline(__always)
    static func smartOffset(_ r: Int32, _ g: Int32, _ b: Int32) -> Int32 {
        255_500 &- 2 &* (213 &* r &+ 715 &* g &+ 72 &* b)
    }

    /// `floor((1000 v + offset) / 1000)` clamped to `0…255`.
    @inline(__always)
    static func smartChannel(_ v: Int32, _ offset: Int32) -> UInt8 {
        let n = min(max(1000 &* v &+ offset, 0), 255_000)
        return UInt8(truncatingIfNeeded: n / 1000)
    }
}
