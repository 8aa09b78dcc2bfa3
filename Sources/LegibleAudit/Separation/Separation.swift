import LegiblePixels

/// Which pixels of a box are text, which are the background ring around them, and the text
/// colour — or why the box has no separable text.
struct Separation: Sendable {
    /// The representative text colour (the glyph cores, not their anti-aliased edges).
    var textColour: RGB8
    /// Per box pixel: part of the text.
    var textMask: [Bool]
    /// Box indices of the ring: the non-text pixels within R of the text.
    var ring: [Int]
    /// The background colour at each ring pixel; on the anti-aliased edge, the background just
    /// beyond it (the edge itself is a blend of text and background, and counts as neither).
    var ringColours: [UInt32]
    var textPixelCount: Int
}

/// Why a box could not be measured (SPEC §2.7: reported, never a silent pass).
enum SeparationFailure: Error, Sendable, Equatable {
    case boxTooSmall
    case uniform
    case indistinguishable
    case noRing

    var reason: String {
        switch self {
        case .boxTooSmall: "the box is too small to hold text (under 3 pixels on a side); check its size and scale"
        case .uniform: "the box holds no text: its pixels are uniform; check the box position"
        case .indistinguishable: "no text could be told apart from the background; the text may be missing, the box misplaced, or the contrast near 1:1"
        case .noRing: "no background around the text inside the box; loosen the box by a few pixels"
        }
    }
}
