import LegiblePixels

/// Display P3 (P3 primaries, D65 white, the sRGB transfer curve) to sRGB
/// (Docs/Colour.md#display-p3).
///
/// Conversion runs in linear light: decode with the sRGB curve, multiply by the exact
/// P3 → sRGB matrix, clip to `0…1`, encode, round half up. Out-of-gamut colours are clipped.
public enum DisplayP3 {
    /// Linear Display P3 → linear sRGB, `XYZ_to_lin_sRGB · lin_P3_to_XYZ` from CSS Color 4
    /// (exact rationals; the zeros are exact because both spaces share blue and white).
    public static let toSRGBMatrix = Matrix3([
        [1.2249401762805598, -0.2249401762805600, 0.0],
        [-0.0420569547096882, 1.0420569547096881, 0.0],
        [-0.0196375545903344, -0.0786360455506319, 1.0982736001409663],
    ])

    /// Relative luminance weights of linear P3 (row 2 of `lin_P3_to_XYZ`).
    public static let luminanceWeights = SIMD3<Double>(0.2289745640697488, 0.6917385218365062, 0.0792869140937450)

    /// The transform behind `toSRGB` and `convertToSRGB`.
    public static let transform = ColourTransform(linear: toSRGBMatrix)

    /// One Display P3 colour as the nearest (clipped) sRGB colour.
    public static func toSRGB(_ c: RGB8) -> RGB8 { transform.apply(c) }

    /// Converts every pixel of a raster from Display P3 to sRGB in place; alpha is untouched.
    public static func convertToSRGB(_ raster: inout Raster) { transform.apply(to: &raster) }

    /// Linear sRGB of a P3 colour before clipping (components may leave `0…1`).
    public static func linearSRGB(_ c: RGB8) -> SIMD3<Double> { toSRGBMatrix.apply(SRGB.linear(c)) }

    /// Relative luminance of a P3 colour, without clipping to the sRGB gamut.
    public static func luminance(_ c: RGB8) -> Double {
        let l = SRGB.linear(c)
        return luminanceWeights.x * l.x + luminanceWeights.y * l.y + luminanceWeights.z * l.z
    }
}
