import LegiblePixels

/// Which pixels of a box are text, which are the background ring around them, and the text
/// colour — or why the box has no separable text.
struct Separation: Sendable, Equatable {
    /// The representative text colour (the glyph cores, not their anti-aliased edges).
    var textColour: RGB8
    /// Per box pixel: part of the text (of this colour).
    var textMask: [Bool]
    /// Box indices of the ring: the non-text pixels within R of the text.
    var ring: [Int]
    /// The background colour at each ring pixel; on the anti-aliased edge, the background just
    /// beyond it (the edge itself is a blend of text and background, and counts as neither).
    /// Packed `0xRRGGBB` with the top byte clear: measurement flags media pixels there.
    var ringColours: [UInt32]
    var textPixelCount: Int
    /// The glyphs' measured size against the stated font; nil without a font size.
    var fontCheck: FontCheck? = nil
    /// The box's other text colours, when it holds several (a link in a paragraph, an icon
    /// before a label), each with the ring of its own glyphs; no ring holds any colour's text.
    var otherColours: [TextPart] = []
    /// The text colour is read from blends short of the colour drawn (`TextSeparator.loneMarks`):
    /// the ratios found are at most the drawn colour's, so a pass holds and a failure tells nothing.
    var readShortOfColour = false

    /// The text of one more colour in a box of several, and the ring of background around it.
    struct TextPart: Sendable, Equatable {
        var textColour: RGB8
        /// Per box pixel: part of the text of this colour.
        var textMask: [Bool]
        var ring: [Int]
        var ringColours: [UInt32]
        var textPixelCount: Int
    }

    /// The text of every colour, this one first.
    var parts: [TextPart] {
        [TextPart(textColour: textColour, textMask: textMask, ring: ring, ringColours: ringColours, textPixelCount: textPixelCount)] + otherColours
    }
}
