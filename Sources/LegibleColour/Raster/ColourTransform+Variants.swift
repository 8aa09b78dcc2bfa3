extension ColourTransform {
    /// The transform of a variant (Docs/Measurement.md#variants). `severity` (clamped to `0…1`) is
    /// used by the anomalous variants only (Machado 2009).
    public init(_ variant: Variant, severity: Double = Variant.defaultSeverity) {
        switch variant {
        case .original: self = .identity
        case .protanopia: self = .vienot(.protan)
        case .deuteranopia: self = .vienot(.deutan)
        case .tritanopia: self = .brettel(.tritan)
        case .achromatopsia: self = .achromatopsia
        case .protanomaly: self = .machado(.protan, severity: severity)
        case .deuteranomaly: self = .machado(.deutan, severity: severity)
        case .tritanomaly: self = .machado(.tritan, severity: severity)
        case .invert: self = .classicInvert
        case .smartInvert: self = .smartInvert
        }
    }

    /// Viénot 1999, blended with the original in linear RGB below severity 1
    /// (Docs/Colour.md#partial-severity-of-the-dichromat-models).
    /// Not recommended for tritans.
    public static func vienot(_ deficiency: Deficiency, severity: Double = 1) -> ColourTransform {
        ColourTransform(.linear(blend(Vienot1999.matrix(deficiency), severity)))
    }

    /// Brettel 1997, blended with the original in linear RGB below severity 1
    /// (Docs/Colour.md#partial-severity-of-the-dichromat-models).
    public static func brettel(_ deficiency: Deficiency, severity: Double = 1) -> ColourTransform {
        ColourTransform(.brettel(Brettel1997.parameters(deficiency).blended(severity: severity)))
    }

    /// Machado 2009 at any severity in `0…1`, interpolated between the published 0.1 steps.
    public static func machado(_ deficiency: Deficiency, severity: Double) -> ColourTransform {
        ColourTransform(.linear(Machado2009.matrix(deficiency, severity: severity)))
    }

    /// Luminance-preserving achromatopsia.
    public static let achromatopsia = ColourTransform(.linear(Achromatopsia.matrix))

    /// Classic invert, `255 − v`.
    public static let classicInvert = ColourTransform(.classicInvert)

    /// Smart invert, `clamp(c + 1 − 2·Y′)` on encoded values.
    public static let smartInvert = ColourTransform(.smartInvert)

    /// `severity·M + (1 − severity)·I`, which equals blending the outputs in linear light.
    static func blend(_ m: Matrix3, _ severity: Double) -> Matrix3 {
        severity >= 1 || severity.isNaN ? m : Matrix3.interpolate(.identity, m, max(severity, 0))
    }
}
