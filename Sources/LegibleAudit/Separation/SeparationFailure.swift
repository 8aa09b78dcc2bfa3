/// Why a box could not be measured (reported, never a silent pass:
/// Docs/Measurement.md#indeterminate).
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
