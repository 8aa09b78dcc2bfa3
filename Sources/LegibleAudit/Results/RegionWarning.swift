/// Something a reader of a region's result should know: the figures stand, but the input may
/// not say what its author meant. Every report shows each warning's `message` under its
/// region, so a new kind is a case and its message here, nothing more.
public enum RegionWarning: Sendable, Equatable {
    /// The glyphs in the box are far taller or shorter than `fontSize` × `scale` predicts
    /// (typically boxes in pixels with `scale` left at 1 on a @2x or @3x screenshot).
    /// `suggestedScale` is the scale the pixels point to.
    case scaleContradicted(scale: Double, suggestedScale: Double)

    /// One sentence: what is wrong and what to check.
    public var message: String {
        switch self {
        case .scaleContradicted(let scale, let suggested):
            "the glyphs' height contradicts fontSize × scale \(Self.format(scale)): the pixels suggest scale "
                + "\(Self.format(suggested)); check \"scale\" and \"fontSize\""
        }
    }

    /// `3`, `2.5`: numbers as a manifest writes them.
    private static func format(_ value: Double) -> String {
        JSONValue.format((value * 100).rounded() / 100)
    }
}
