import LegiblePixels

/// What Smart Invert does to one region's own pixels where the screen's rule (every pixel
/// inverts but those inside `mediaRegions`) is not the whole story. The measurement makes it
/// from what it separated; every picture of the screen under Smart Invert (previews,
/// `simulate --manifest`, the HTML report's crops) follows it through `SmartInvertPicture`, so
/// the pictures show the pixels the audit judged.
public enum InversionPlan: Sendable, Equatable {
    /// A region marked `"media": true` (text burned into a photo, or inside a view that ignores
    /// inversion): its box stays as it is, text and background alike.
    case keepBox(PixelRect)
    /// A label drawn over media: its glyphs invert although the photo under them stays. Only
    /// where media lies under the label (elsewhere the screen's rule already inverts it).
    case invertLabel(LabelInversion)
}

/// The pixels of a label over media that Smart Invert changes, in image pixels.
public struct LabelInversion: Sendable, Equatable {
    /// One pixel of the glyphs' anti-aliased edge: a blend of the text colour (`coverage` of
    /// 255) and the background just beyond it.
    public struct EdgePixel: Sendable, Equatable {
        public var x: Int
        public var y: Int
        public var coverage: UInt8

        public init(x: Int, y: Int, coverage: UInt8) {
            self.x = x
            self.y = y
            self.coverage = coverage
        }
    }

    /// The text colour the audit measured (and inverted).
    public var textColour: RGB8
    /// The separated text, as one-row runs: each pixel moves as the text colour does under
    /// Smart Invert (a pixel of the text colour becomes the inverted text colour).
    public var glyphRuns: [PixelRect]
    /// The edge around it: each pixel moves by its share of text, the photo's share stays.
    public var edge: [EdgePixel]

    public init(textColour: RGB8, glyphRuns: [PixelRect], edge: [EdgePixel]) {
        self.textColour = textColour
        self.glyphRuns = glyphRuns
        self.edge = edge
    }
}
