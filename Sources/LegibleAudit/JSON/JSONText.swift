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
        bytes.append(contentsOf: s.utf8)
    }

    /// A line break and `indent` spaces.
    mutating func newline(indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

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
