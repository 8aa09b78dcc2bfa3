/// The ways an image is seen that Legible measures (Docs/Measurement.md#variants); raw values are
/// the names used on the command line and in reports.
public enum Variant: String, CaseIterable, Sendable {
    /// The unmodified image.
    case original
    /// Protanopia, Viénot 1999.
    case protanopia
    /// Deuteranopia, Viénot 1999.
    case deuteranopia
    /// Tritanopia, Brettel 1997.
    case tritanopia
    /// Luminance-preserving monochromacy.
    case achromatopsia
    /// Protanomaly, Machado 2009 at a severity.
    case protanomaly
    /// Deuteranomaly, Machado 2009 at a severity.
    case deuteranomaly
    /// Tritanomaly, Machado 2009 at a severity.
    case tritanomaly
    /// Classic invert, `255 − v`.
    case invert
    /// Smart invert, the CSS `invert(1) hue-rotate(180deg)` approximation.
    case smartInvert = "smart-invert"

    /// What `--variants all` means: every variant except the anomalous ones, which are
    /// measured when named.
    public static let defaultSet: [Variant] = [
        .original, .protanopia, .deuteranopia, .tritanopia, .achromatopsia, .invert, .smartInvert,
    ]

    /// The default severity of the anomalous variants (`--severity`).
    public static let defaultSeverity = 0.6

    /// Whether the variant takes a severity (the Machado anomalous trichromacies).
    public var usesSeverity: Bool {
        switch self {
        case .protanomaly, .deuteranomaly, .tritanomaly: return true
        default: return false
        }
    }

    /// Whether the variant inverts colours (smart invert leaves media regions alone).
    public var isInversion: Bool { self == .invert || self == .smartInvert }

    /// The cone class a CVD variant concerns; nil for the others.
    public var deficiency: Deficiency? {
        switch self {
        case .protanopia, .protanomaly: return .protan
        case .deuteranopia, .deuteranomaly: return .deutan
        case .tritanopia, .tritanomaly: return .tritan
        default: return nil
        }
    }

    /// The transform that produces this variant.
    public func transform(severity: Double = Variant.defaultSeverity) -> ColourTransform {
        ColourTransform(self, severity: severity)
    }
}
