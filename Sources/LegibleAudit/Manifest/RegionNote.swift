/// What detection knows about a box it found, beyond its position (`"note"` in a manifest).
/// Reports show the note's message under the region, like a warning: the figures stand, but
/// the reader should know what the box holds.
public enum RegionNote: String, Sendable, Codable, CaseIterable {
    /// The line's ink continues beside the box: the box holds part of a longer line whose rest
    /// was not found (over a photo, a word the detector could not tell from the picture).
    case partOfLine

    /// One sentence: what the box holds and what to check.
    public var message: String {
        switch self {
        case .partOfLine:
            return "detected over part of a line: the text continues beside the box, which holds only some of it "
                + "(widen the box to the whole line in the manifest)"
        }
    }
}
