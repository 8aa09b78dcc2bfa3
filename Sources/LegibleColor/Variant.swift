// Interim definition so the layers above can build; the colour core replaces this file.
/// How the image is seen: unmodified, under a colour-vision deficiency, or inverted (SPEC §2.6).
public enum Variant: String, Sendable, CaseIterable, Codable {
    case original
    case protanopia
    case deuteranopia
    case tritanopia
    case achromatopsia
    case protanomaly
    case deuteranomaly
    case tritanomaly
    case invert
    case smartInvert = "smart-invert"

    /// What `--variants all` means.
    public static let defaultSet: [Variant] = [
        .original, .protanopia, .deuteranopia, .tritanopia, .achromatopsia, .invert, .smartInvert,
    ]
}
