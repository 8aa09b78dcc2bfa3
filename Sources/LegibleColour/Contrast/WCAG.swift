import LegiblePixels

/// WCAG 2.x relative luminance, contrast ratio and thresholds (Docs/Colour.md#wcag-2).
///
/// Ratios are never rounded before comparing: 4.499:1 fails 4.5:1. The per-pixel functions are
/// `@inlinable` so measurement loops in other modules pay no call per pixel.
public enum WCAG {
    /// Luminance weights of linear R, G, B.
    public static let weights = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// Relative luminance, `0…1`, of an 8-bit sRGB colour (piecewise sRGB decode, 0.04045).
    @inlinable
    public static func luminance(_ c: RGB8) -> Double {
        let t = SRGB.linearTable
        return 0.2126 * t[Int(c.r)] + 0.7152 * t[Int(c.g)] + 0.0722 * t[Int(c.b)]
    }

    /// Relative luminance from raw channel bytes (for loops over pixel buffers); equal to
    /// `luminance(RGB8(r: r, g: g, b: b))`.
    @inlinable
    public static func luminance(r: UInt8, g: UInt8, b: UInt8) -> Double {
        let t = SRGB.linearTable
        return 0.2126 * t[Int(r)] + 0.7152 * t[Int(g)] + 0.0722 * t[Int(b)]
    }

    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter of the two: `1…21`, order-free.
    public static func contrastRatio(_ a: RGB8, _ b: RGB8) -> Double {
        contrastRatio(luminance: luminance(a), luminance(b))
    }

    /// The contrast ratio of two relative luminances, in either order.
    @inlinable
    public static func contrastRatio(luminance a: Double, _ b: Double) -> Double {
        a >= b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05)
    }

    /// The smallest size of large-scale text, in CSS px / iOS pt / dp (18 pt).
    public static let largeTextSize = 24.0
    /// The smallest size of bold large-scale text (14 pt ≈ 18.67 px).
    public static let largeBoldTextSize = 18.67
    /// The weight from which text counts as bold (CSS `font-weight >= 700`, the common
    /// convention; WCAG gives no number).
    public static let boldWeight = 700

    /// Whether text is large-scale: at least 24, or at least 18.67 when bold (weight ≥ 700).
    public static func isLargeText(fontSize: Double, fontWeight: Int) -> Bool {
        fontSize >= largeTextSize || (fontSize >= largeBoldTextSize && fontWeight >= boldWeight)
    }

    /// The minimum ratio: AA 4.5 (large text 3), AAA 7 (large text 4.5), non-text 3 at
    /// either level (1.4.11 has no enhanced level).
    public static func requiredRatio(level: ConformanceLevel, largeText: Bool, nonText: Bool) -> Double {
        if nonText { return 3 }
        switch level {
        case .AA: return largeText ? 3 : 4.5
        case .AAA: return largeText ? 4.5 : 7
        }
    }

    /// `ratio >= required` on the unrounded ratio.
    @inline(__always)
    public static func passes(ratio: Double, required: Double) -> Bool { ratio >= required }
}
