/// Something a reader of a region's result should know: the figures stand, but the input may
/// not say what its author meant. Every report shows each warning's `message` under its
/// region, so a new kind is a case and its message here, nothing more.
public enum RegionWarning: Sendable, Equatable {
    /// The glyphs in the box are `factor` times taller (> 1) or shorter (< 1) than `fontSize` ×
    /// `scale` predicts, by more than faces differ (typically boxes in pixels with `scale` left
    /// at 1 on a @2x or @3x screenshot, or a size in the wrong unit). Corrections that rest on
    /// the font then read the glyphs' measured size instead, and the large-text threshold takes
    /// the smaller of the two sizes.
    case glyphSizeContradicted(fontSize: Double, scale: Double, factor: Double)
    /// What detection noted about the box (`Region.note`): a piece of a longer line.
    case detection(RegionNote)
    /// A warning read back from a report (`legible merge`): its message as the run wrote it.
    case recorded(message: String)

    /// The scale the pixels point to, were `fontSize` right: a whole number when near one
    /// (nil for a warning read back from a report, which keeps only its message).
    public var suggestedScale: Double? {
        switch self {
        case .glyphSizeContradicted(_, let scale, let factor):
            let suggested = scale * factor
            let whole = suggested.rounded()
            return whole >= 1 && abs(suggested - whole) <= 0.2 ? whole : (suggested * 10).rounded() / 10
        case .recorded, .detection:
            return nil
        }
    }

    /// One sentence: what is wrong and what to check.
    public var message: String {
        switch self {
        case .recorded(let message):
            return message
        case .detection(let note):
            return note.message
        case .glyphSizeContradicted(let size, let scale, let factor):
            let suggested = suggestedScale ?? scale * factor
            let predicts = "than fontSize \(Self.format(size)) at scale \(Self.format(scale)) predicts"
            if factor > 1 {
                let retina = suggested == suggested.rounded() ? "is the screenshot @\(Self.format(suggested))x? " : ""
                return "glyphs are \(Self.format(factor, places: 1))× taller \(predicts): \(retina)"
                    + "set \"scale\": \(Self.format(suggested)) (or check \"fontSize\")"
            }
            return "glyphs are \(Self.format(1 / factor, places: 1))× shorter \(predicts): is fontSize "
                + "\(Self.format((size * factor).rounded()))? (or set \"scale\": \(Self.format(suggested)))"
        }
    }

    /// `3`, `2.5`: numbers as a manifest writes them.
    private static func format(_ value: Double, places: Int = 2) -> String {
        var unit = 1.0
        for _ in 0..<places { unit *= 10 }
        let rounded = (value * unit).rounded() / unit
        // "2.0×" reads as a measured factor; a scale or size reads as the manifest writes it.
        if places == 1 && rounded == rounded.rounded() { return JSONValue.format(rounded) + ".0" }
        return JSONValue.format(rounded)
    }
}
