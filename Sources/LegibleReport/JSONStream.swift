import LegibleAudit

/// A pretty JSON document written part by part, byte for byte as `JSONValue.serialized()` would
/// write it whole: containers are opened and closed explicitly, and values in between are
/// written whole, each indented as deep as it sits.
struct JSONStream {
    /// Per open container: how many members or elements it has so far.
    private var counts: [Int] = []
    private var closers: [String] = []

    /// Opens an object or array (`"{"` or `"["`), as a member named `key` of the open object,
    /// an element of the open array, or the document itself.
    mutating func open(_ bracket: Character, key: String? = nil) -> String {
        let text = prefix(key) + String(bracket)
        counts.append(0)
        closers.append(bracket == "{" ? "}" : "]")
        return text
    }

    /// A whole value, as a member named `key` or an element.
    mutating func value(_ value: JSONValue, key: String? = nil) -> String {
        prefix(key) + value.serialized(indentedBy: 2 * counts.count)
    }

    /// What goes before a value the caller writes itself, as a member named `key` or an
    /// element: the value must be serialized at `indent`.
    mutating func start(key: String? = nil) -> String {
        prefix(key)
    }

    /// How deep a value written now sits (`JSONValue.serialized(indentedBy:)`).
    var indent: Int { 2 * counts.count }

    /// Closes the innermost open container.
    mutating func close() -> String {
        let count = counts.removeLast()
        let closer = closers.removeLast()
        return count == 0 ? closer : "\n" + String(repeating: " ", count: 2 * counts.count) + closer
    }

    private mutating func prefix(_ key: String?) -> String {
        guard !counts.isEmpty else { return "" }
        let depth = counts.count
        var text = counts[depth - 1] > 0 ? "," + Self.lineBreak(depth: depth) : Self.lineBreak(depth: depth)
        counts[depth - 1] += 1
        guard let key else { return text }
        text += JSONValue.quoted(key)
        return text + ": "
    }

    /// A line break and the indentation of a value `depth` containers deep, made once per depth
    /// (a report's findings write thousands of them on the thread that ends the run).
    private static func lineBreak(depth: Int) -> String {
        depth < lineBreaks.count ? lineBreaks[depth] : "\n" + String(repeating: " ", count: 2 * depth)
    }

    private static let lineBreaks = (0..<16).map { "\n" + String(repeating: " ", count: 2 * $0) }
}
