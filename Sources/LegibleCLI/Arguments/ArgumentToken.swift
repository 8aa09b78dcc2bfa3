/// One command-line word, classified by its shape alone (before knowing which options exist).
public enum ArgumentToken: Sendable, Equatable {
    /// `--name` or `--name=value`.
    case long(name: String, value: String?)
    /// `-x`, or `-xVALUE` with the value attached.
    case short(Character, attached: String?)
    /// `--`: everything after it is positional, even words starting with a dash.
    case terminator
    /// Anything else, including `-` (conventionally standard input) and negative numbers.
    case positional(String)

    /// Classifies one word.
    public init(_ word: String) {
        if word == "--" {
            self = .terminator
        } else if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                self = .long(name: String(body[..<equals]), value: String(body[body.index(after: equals)...]))
            } else {
                self = .long(name: String(body), value: nil)
            }
        } else if word.hasPrefix("-"), word.count >= 2, let letter = word.dropFirst().first, letter.isLetter {
            let rest = word.dropFirst(2)
            self = .short(letter, attached: rest.isEmpty ? nil : String(rest.hasPrefix("=") ? rest.dropFirst() : rest))
        } else {
            self = .positional(word)
        }
    }

    /// Whether the word would be read as an option, and so cannot be an option's value.
    var isOption: Bool {
        switch self {
        case .long, .short: return true
        case .terminator, .positional: return false
        }
    }
}
