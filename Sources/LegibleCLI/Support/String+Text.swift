/// Small text helpers for help, messages and tables (LegibleCLI avoids Foundation's where a
/// line of Swift does).
extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string without leading and trailing occurrences of one character.
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}
