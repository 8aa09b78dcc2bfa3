import LegiblePixels

/// Which pixels of the box's window are text (stages 3 and 4 of `TextSeparator.separate`), and
/// what the corrections need to know about them.
struct TextMask: Sendable {
    /// Per window pixel: part of the text.
    var pixels: [Bool]
    /// How many are set.
    var count: Int
    /// Per window pixel, whether it is an exact core (within √`SeparationProfile.exactness` of the
    /// text colour), when marked in the same pass as the mask (`marksCoresWithMask`).
    let cores: [Bool]?
    /// A rectangle holding every set pixel: the mask's bounding box as first marked (corrections
    /// only take pixels away, or give back ones they took); nil when none is set.
    let bounds: PixelRect?
    /// Whether a correction took pixels away: `bounds` may then be larger than the mask's.
    var shrunk = false
    /// The mask before `MaskCorrection.thickAreas` took something, until
    /// `MaskCorrection.glyphsOverPatches` gives back what it should.
    var beforeThickAreas: [Bool]?
    /// Whether the exact cores lie only on decoration lines, the glyphs showing none of their
    /// own (`MaskCorrection.decorationLines`).
    var coresOnlyInDecorations = false
}
