/// Achromatopsia (monochromacy), luminance-preserving: every channel becomes the linear luminance
/// `Y = 0.2126 R + 0.7152 G + 0.0722 B` (Docs/Colour.md#achromatopsia), so WCAG luminance is kept
/// up to 8-bit rounding.
public enum Achromatopsia {
    /// The linear-RGB matrix: WCAG's luminance weights in every row.
    public static let matrix = Matrix3([
        [0.2126, 0.7152, 0.0722],
        [0.2126, 0.7152, 0.0722],
        [0.2126, 0.7152, 0.0722],
    ])
}
