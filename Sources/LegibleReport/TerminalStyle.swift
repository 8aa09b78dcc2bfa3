/// ANSI styling for the text report, applied only when the context allows colour.
///
/// Styling is always an addition: every styled string says the same thing in plain words.
struct TerminalStyle: Sendable {
    let enabled: Bool

    enum Tone: String {
        case bold = "1"
        case dim = "2"
        case green = "32"
        case yellow = "33"
        case boldRed = "1;31"
    }

    /// `text` wrapped in the tone's escape sequence, or unchanged when colour is off.
    func apply(_ tone: Tone, _ text: String) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m"
    }
}
