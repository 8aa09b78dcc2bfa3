import LegiblePixels

/// Reads JSON text (RFC 8259, strictly: no comments, no trailing commas) into a `JSONValue`.
///
/// Manifests and reports come from outside, so the reader must never trap and never take more
/// than linear time or bounded stack: nesting deeper than `maximumDepth` is an error, every
/// error says where (line and column) and what was expected, and numbers that do not fit a
/// `Double` are errors rather than infinities. Object members keep their order; a key that
/// appears twice in one object is an error (which of the two was meant cannot be known).
public struct JSONReader {
    /// Deeper nesting than any manifest or report has; it bounds the reader's recursion.
    public static let maximumDepth = 256
    /// Up to this many members, a repeated key is found by comparing with each one (most
    /// objects have a few keys, and hashing each cost more than the comparisons).
    static let keyScanLimit = 16

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document; whitespace may surround it, nothing else.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try document(bytes).root.value
    }

    /// Parses one JSON document keeping where every value starts, for messages that point at a field.
    public static func document(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        var reader = JSONReader(bytes)
        // A UTF-8 byte-order mark is not JSON, but editors write it; it carries no meaning.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        reader.skipWhitespace()
        let root = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return JSONDocument(root: root, bytes: bytes)
    }

    /// Parses JSON text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard offset < bytes.count else { throw error("unexpected end of the document: a value was expected") }
        let start = offset
        let content: JSONNode.Content
        switch bytes[offset] {
        case UInt8(ascii: "{"): content = try object(depth: depth + 1)
        case UInt8(ascii: "["): content = try array(depth: depth + 1)
        case UInt8(ascii: "\""): content = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); content = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); content = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); content = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .number(try number())
        default: throw error("a value was expected (an object, array, string, number, true, false or null)")
        }
        return JSONNode(content, offset: start)
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode.Content {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        offset += 1
        var members: [JSONNode.Member] = []
        // Beyond `keyScanLimit` members, the keys so far in a set; below it a scan is cheaper.
        var keys: Set<String>?
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("an object key (a string in double quotes) was expected")
            }
            let keyStart = offset
            let key = try string()
            let repeated: Bool
            if members.count < Self.keyScanLimit {
                repeated = members.contains { $0.key == key }
            } else {
                if keys == nil { keys = Set(members.map(\.key)) }
                repeated = !keys!.insert(key).inserted
            }
            guard !repeated else {
                offset = keyStart
                throw error("the key \"\(key)\" appears twice in one object")
            }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("':' was expected after the key \"\(key)\"") }
            skipWhitespace()
            members.append(JSONNode.Member(key: key, node: try value(depth: depth)))
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else { throw error("',' or '}' was expected after the value of \"\(key)\"") }
            skipWhitespace()
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode.Content {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        offset += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(items) }
        while true {
            items.append(try value(depth: depth))
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(items) }
            guard consume(UInt8(ascii: ",")) else { throw error("',' or ']' was expected after an array element") }
            skipWhitespace()
        }
    }

    /// A string literal; `offset` is at its opening quote.
    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = offset
        offset += 1
        // Most strings (keys, ids, colours, paths) hold no escape: decode them in one piece.
        var end = offset
        var ascii = true
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            ascii = ascii && bytes[end] < 0x80
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = ascii ? asciiText(offset..<end) : try decoded(bytes[offset..<end], at: start)
            offset = end + 1
            return text
        }
        return try escapedString(from: start)
    }

    /// A string literal holding escapes or control characters, decoded byte by byte.
    private mutating func escapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var utf8: [UInt8] = []
        offset = start + 1
        while true {
            guard offset < bytes.count else {
                offset = start
                throw error("a string is not closed: '\"' was expected before the end of the document")
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return try decoded(utf8[...], at: start)
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case ..<0x20:
                throw error("a control character must be escaped inside a string (\\n, \\t, \\u00XX)")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    /// One escape sequence; `offset` is at its backslash.
    private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard offset + 1 < bytes.count else { throw error("an escape sequence is cut off by the end of the document") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        let letter = bytes[offset + 1]
        if let byte = simple[letter] {
            utf8.append(byte)
            offset += 2
            return
        }
        guard letter == UInt8(ascii: "u") else { throw error("unknown escape sequence: \\ must be followed by one of \" \\ / b f n r t u") }
        let escapeStart = offset
        var scalar = try hexQuad(at: offset + 2)
        offset += 6
        if (0xD800..<0xE000).contains(scalar) {
            // A high surrogate must be followed by an escaped low one: together they are one scalar.
            var low: UInt32?
            if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                low = try hexQuad(at: offset + 2)
            }
            guard scalar < 0xDC00, let low, (0xDC00..<0xE000).contains(low) else {
                offset = escapeStart
                throw error("\\u\(String(scalar, radix: 16, uppercase: true)) is half of a surrogate pair without its other half")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            offset += 6
        }
        // Every value left is a Unicode scalar: surrogates were paired or refused above.
        utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    }

    /// The four hexadecimal digits at `index`.
    private mutating func hexQuad(at index: Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            offset = max(offset, min(index, bytes.count))
            throw error("\\u must be followed by four hexadecimal digits")
        }
        var value: UInt32 = 0
        for i in index..<index + 4 {
            guard let digit = HexDigit.value(bytes[i]) else {
                offset = i
                throw error("\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | digit
        }
        return value
    }

    /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as a finite `Double`.
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("a number must not start with 0 followed by digits") }
        } else if try digits() == 0 {
            throw error("a digit was expected in the number")
        }
        if consume(UInt8(ascii: ".")), try digits() == 0 { throw error("a digit was expected after the decimal point") }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            if try digits() == 0 { throw error("a digit was expected in the exponent") }
        }
        // Only ASCII digits, signs, '.' and 'e' were consumed: the text is a valid Double literal.
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw error("the number \(text) is too large")
        }
        return value
    }

    /// Consumes a run of decimal digits and returns its length.
    private mutating func digits() throws(JSONSyntaxError) -> Int {
        let start = offset
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = word.utf8
        guard bytes.count - offset >= expected.count, bytes[offset..<offset + expected.count].elementsEqual(expected) else {
            throw error("a value was expected (did you mean \(word)?)")
        }
        offset += expected.count
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// ASCII bytes as a string: always valid UTF-8, so made without the generic validation
    /// that costs more than the rest of reading a report back.
    private func asciiText(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// UTF-8 bytes as a string; invalid UTF-8 is an error at the string that holds it.
    private func decoded(_ utf8: ArraySlice<UInt8>, at start: Int) throws(JSONSyntaxError) -> String {
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw JSONSyntaxError(at: start, in: bytes, problem: "a string holds bytes that are not UTF-8")
        }
        return text
    }

    private func error(_ problem: String) -> JSONSyntaxError {
        JSONSyntaxError(at: offset, in: bytes, problem: problem)
    }
}
