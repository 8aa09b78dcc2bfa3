import LegiblePixels

/// The sRGB transfer function (IEC 61966-2-1), shared by sRGB and Display P3.
///
/// Decoding 8-bit values goes through 256-entry tables, which are exact for 8-bit input
/// (no code value lies between the 0.03928 and 0.04045 thresholds; Docs/Colour.md#srgb-transfer).
/// Encoding clamps to [0, 1], applies the curve and rounds `value × 255` half up.
public enum SRGB {
    /// Linear-light value of an 8-bit code value, `0…1`.
    @inline(__always)
    public static func linear(_ v: UInt8) -> Double { linearTable[Int(v)] }

    /// The linear-light value of a continuous encoded value in `0…1` (threshold 0.04045).
    public static func decode(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : libmPow((encoded + 0.055) / 1.055, 2.4)
    }

    /// The encoded value (`0…1`) of a linear-light value, clamped to `0…1` first
    /// (threshold 0.0031308).
    public static func encodeUnit(_ linear: Double) -> Double {
        let l = min(max(linear, 0), 1)
        return l <= 0.0031308 ? 12.92 * l : 1.055 * libmPow(l, 1 / 2.4) - 0.055
    }

    /// The 8-bit code value of a linear-light value: clamp, encode, `floor(v × 255 + 0.5)`.
    public static func encode(_ linear: Double) -> UInt8 {
        let scaled = encodeUnit(linear) * 255 + 0.5
        // NaN falls through both comparisons to 0, which is as good as any answer for it.
        return scaled >= 255 ? 255 : (scaled > 0 ? UInt8(scaled.rounded(.down)) : 0)
    }

    /// Linear values of the 256 code values, in float64 (`linearTable[v] == linear(v)`).
    public static let linearTable: [Double] = (0..<256).map { decode(Double($0) / 255) }

    /// The same table rounded to Float: what the transform kernels start from.
    public static let linearFloatTable: [Float] = linearTable.map { Float($0) }

    /// The linear value of every channel of a colour.
    public static func linear(_ c: RGB8) -> SIMD3<Double> {
        SIMD3(linearTable[Int(c.r)], linearTable[Int(c.g)], linearTable[Int(c.b)])
    }

    /// A colour from linear-light channels: each one clamped, encoded and rounded.
    public static func encode(_ linear: SIMD3<Double>) -> RGB8 {
        RGB8(r: encode(linear.x), g: encode(linear.y), b: encode(linear.z))
    }
}
