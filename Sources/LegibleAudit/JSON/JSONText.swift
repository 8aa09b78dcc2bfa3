/// The UTF-8 bytes of a JSON document as `JSONValue` writes it: appending bytes to an array
/// costs a fraction of appending small strings to a `String` (a report writes tens of
/// thousands of them), and the text is made once at the end.
struct JSONText {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(256)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ s: String) {
        // Copied whole from the string's storage rather than read byte by byte through its view.
        var s = s
        s.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A line break and `indent` spaces.
    mutating func newline(indent: Int) {
        guard indent < Self.lineBreak.count else {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            return
        }
        bytes.append(contentsOf: Self.lineBreak[0...indent])
    }

    /// A line break and the spaces of the deepest indentation that reports reach, copied in
    /// one piece for any indentation up to it.
    private static let lineBreak: [UInt8] = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 63)

    /// `s` as a JSON string literal, quotes included.
    mutating func appendQuoted(_ s: String) {
        guard JSONValue.needsEscaping(s) else {
            bytes.append(UInt8(ascii: "\""))
            append(s)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var escaped = ""
        JSONValue.writeString(s, to: &escaped)
        append(escaped)
    }
}
