import LegiblePixels

/// A line of text found in an image, in full-size image pixels.
public struct DetectedLine: Sendable, Equatable {
    /// The bounds of the line's ink (the glyphs found), not padded.
    public var ink: PixelRect
    /// The row just below most glyphs (the median of their bottoms), and the top of the
    /// tallest glyph: the cap or ascender height is `baseline − capTop` when `hasTallGlyphs`.
    public var baseline: Int
    public var capTop: Int
    /// Whether some glyphs rise clearly above the others (capitals or ascenders among
    /// x-height letters); without them the line's height is ambiguous.
    public var hasTallGlyphs: Bool
    /// Glyphs (or groups of touching glyphs) found.
    public var glyphs: Int
    /// Whether the text is darker (in its strongest channel) than its background.
    public var darkText: Bool
    /// The pyramid level it was found at (0 = full size).
    public var level: Int
    /// The glyphs' colour (the median of their strokes' colours).
    public var inkColour: RGB8
    /// How far the ink colour lies from the background just outside the line (the largest
    /// channel difference, 8-bit levels): text differs from what surrounds it, while the gaps
    /// between glyphs and the halo that JPEG rings around them are the background's colour.
    public var contrast: Int = 0
    /// The background's colour just outside the line (the median of a frame around its ink).
    public var background: RGB8 = RGB8(grey: 255)
    /// How much that background varies (the largest 10th–90th percentile spread of a channel).
    public var backgroundSpread: Int = 0
    /// The response its glyphs had to reach (the median over them): above the floor where the
    /// background is textured.
    public var threshold: Int
    /// The glyphs' stroke width in full-size pixels (twice the ink's area over its outline).
    public var strokeWidth: Double = 0
    /// The estimated weight: 700 when the strokes are as wide as bold ones for this size, else 400.
    public var fontWeight: Int = 400
    /// Whether the line's ink continues beside its box: the box holds part of a longer line.
    public var partOfLine: Bool = false

    /// The estimated font size in pixels (the em): cap/ascender height ÷ 0.74 (DejaVu 0.73–0.76,
    /// Liberation 0.72–0.73). A line without tall glyphs is taken as capitals too, so a line of
    /// x-height letters reads smaller than it is: a low estimate only applies the stricter
    /// normal-text threshold.
    public var fontSizePixels: Double {
        Double(max(1, baseline - capTop)) / 0.74
    }
}
