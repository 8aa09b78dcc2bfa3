/// Why a region has no measurement. An indeterminate region is reported as such, never passed
/// silently; `--fail-on-indeterminate` makes it fail the run.
public enum IndeterminateReason: Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// The box is under 3 pixels on a side.
    case boxTooSmall
    /// Every pixel in the box has the same colour.
    case uniform
    /// No group of pixels stands out from the rest as text.
    case indistinguishable
    /// The text fills the box: no background is left around it to measure against.
    case noRing

    /// The reason and what to check, as reports print it.
    public var description: String {
        switch self {
        case .boxTooSmall: "the box is too small to hold text (under 3 pixels on a side); check its size and scale"
        case .uniform: "the box holds no text: its pixels are uniform; check the box position"
        case .indistinguishable: "no text could be told apart from the background; the text may be missing, the box misplaced, or the contrast near 1:1"
        case .noRing: "no background around the text inside the box; loosen the box by a few pixels"
        }
    }
}

extension IndeterminateReason {
    /// The reason a separation failure gives.
    init(_ failure: SeparationFailure) {
        switch failure {
        case .boxTooSmall: self = .boxTooSmall
        case .uniform: self = .uniform
        case .indistinguishable: self = .indistinguishable
        case .noRing: self = .noRing
        }
    }
}
