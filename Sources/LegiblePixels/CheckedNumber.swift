/// The one way a number from outside — a file's field, a command-line value — becomes an `Int` or
/// a `Double`: parsed from its text (never converted from a wider or floating type that could
/// trap) and checked against the range the caller can use, or a `NumberError` naming the file,
/// the place in it and the bad value.
///
/// Pixel coordinates and sizes from outside are held to `pixelRange`, far beyond any image a
/// decoder accepts, so that a sum or product of two of them (`x + width`, `width × height`) can
/// never overflow.
public enum CheckedNumber {
    /// Every pixel coordinate or size read from a file or argument lies in ±2³⁰.
    public static let pixelRange: ClosedRange<Int> = -(1 << 30)...(1 << 30)

    /// A whole number written in decimal (an optional sign, digits; spaces around are allowed).
    public static func integer(_ text: some StringProtocol, in range: ClosedRange<Int>,
                               at place: NumberPlace) throws(NumberError) -> Int {
        let trimmed = trimmed(text)
        guard let value = Int(trimmed), range.contains(value) else {
            throw NumberError(place: place, value: String(text), expected: "a whole number \(describe(range))")
        }
        return value
    }

    /// A finite decimal number (`12`, `-0.5`, `1e3`) within `range`.
    public static func decimal(_ text: some StringProtocol, in range: ClosedRange<Double>,
                               at place: NumberPlace) throws(NumberError) -> Double {
        guard let value = Double(trimmed(text)), value.isFinite, range.contains(value) else {
            throw NumberError(place: place, value: String(text), expected: "a number \(describe(range))")
        }
        return value
    }

    /// A whole number that arrived as a `Double` (a JSON number): exact, and within `range`.
    public static func integer(exactly value: Double, in range: ClosedRange<Int>,
                               at place: NumberPlace) throws(NumberError) -> Int {
        // The range's ends are below 2⁵³ in every use, so the comparison in Double is exact.
        guard value.isFinite, value.rounded() == value, value >= Double(range.lowerBound),
              value <= Double(range.upperBound) else {
            throw NumberError(place: place, value: "\(value)", expected: "a whole number \(describe(range))")
        }
        return Int(value)
    }

    private static func trimmed(_ text: some StringProtocol) -> Substring {
        var s = Substring(text)
        while let first = s.first, first == " " || first == "\t" || first == "\r" || first == "\n" { s.removeFirst() }
        while let last = s.last, last == " " || last == "\t" || last == "\r" || last == "\n" { s.removeLast() }
        return s
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        if range.upperBound == Int.max { return "of at least \(range.lowerBound)" }
        return "from \(range.lowerBound) to \(range.upperBound)"
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        func text(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }
        if range.upperBound == .greatestFiniteMagnitude { return "of at least \(text(range.lowerBound))" }
        return "from \(text(range.lowerBound)) to \(text(range.upperBound))"
    }
}

/// Where a number was read: the file (or the command-line option) and the place within it.
public struct NumberPlace: Sendable, Hashable {
    /// The file's path, or the option (`--media`) for a command-line value.
    public var file: String
    /// The place within it: `line 4, field "left"`, `the bbox of ocrx_word 3`, ….
    public var place: String

    public init(file: String, place: String) {
        self.file = file
        self.place = place
    }
}

/// A number from outside that cannot be used: where it was, what it was, and what was expected.
public struct NumberError: Error, Sendable, Hashable, CustomStringConvertible {
    public var place: NumberPlace
    /// The text as written (or the value as read, for a number that arrived as a number).
    public var value: String
    /// What would have been accepted: `a whole number from 0 to 1073741824`.
    public var expected: String

    public init(place: NumberPlace, value: String, expected: String) {
        self.place = place
        self.value = value
        self.expected = expected
    }

    /// `shot.tsv: line 4, field "left": "9e99" is not a whole number from … to …`.
    public var description: String {
        "\(place.file): \(place.place): \"\(value.prefix(40))\(value.count > 40 ? "…" : "")\" is not \(expected)"
    }
}
