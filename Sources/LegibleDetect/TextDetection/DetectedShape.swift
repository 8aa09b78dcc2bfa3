import LegiblePixels

/// A solid icon-like shape found in an image (a filled disc, square or pictogram alone on an
/// even background), in full-size image pixels. It is reported as a non-text element
/// (`kind: nonText`, 3:1), never as text.
public struct DetectedShape: Sendable, Equatable {
    /// The bounds of the shape's pixels, not padded.
    public var ink: PixelRect
    /// The shape's colour (where its response peaks) and the background's just around it.
    public var inkColour: RGB8
    public var background: RGB8
    /// The largest channel difference between the two (8-bit levels).
    public var contrast: Int
    /// Whether the shape is darker (in its strongest channel) than its background.
    public var darkShape: Bool
    /// The pyramid level it was found at (0 = full size).
    public var level: Int
}
