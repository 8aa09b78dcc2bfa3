import LegibleImageIO

/// The pass behind `JSONOutline.scan`: walks the file once through a window of it, reading the
/// root object's keys and the frame between values, and skipping over every value by its
/// brackets and strings alone.
struct JSONOutlineScanner {
    /// How much of the file is held at a time.
    static let windowSize = 1 << 16

    private let file: FileChunks
    private var window: [UInt8] = []
    /// Where the window starts in the file, and the next byte's place in the window.
    private var windowStart = 0
    private var index = 0

    init(_ file: FileChunks) {
        self.file = file
    }

    private var offset: Int { windowStart + index }

    /// The root object's members, and the elements of its member `key` if that is an array.
    mutating func document(expanding key: String) throws(JSONOutline.Failure)
        -> (members: [String: JSONOutline.Span], elements: [JSONOutline.Span]?) {
        // A UTF-8 byte-order mark is not JSON, but editors write it; it carries no meaning.
        for mark: UInt8 in [0xEF, 0xBB, 0xBF] where try peek() == mark { index += 1 }
        try skipWhitespace()
        guard try consume(UInt8(ascii: "{")) else { throw error("the document must be a JSON object ('{' was expected)") }
        var members: [String: JSONOutline.Span] = [:]
        var elements: [JSONOutline.Span]?
        try skipWhitespace()
        if try consume(UInt8(ascii: "}")) { return try finished(members, elements) }
        while true {
            let keyStart = offset
            let name = try self.key()
            guard members[name] == nil else { throw error("the key \"\(name)\" appears twice in one object", at: keyStart) }
            try skipWhitespace()
            guard try consume(UInt8(ascii: ":")) else { throw error("':' was expected after the key \"\(name)\"") }
            try skipWhitespace()
            let start = offset
            if name == key, try peek() == UInt8(ascii: "[") {
                elements = try arrayElements()
            } else {
                try skipValue()
            }
            members[name] = JSONOutline.Span(offset: start, count: offset - start)
            try skipWhitespace()
            if try consume(UInt8(ascii: "}")) { return try finished(members, elements) }
            guard try consume(UInt8(ascii: ",")) else { throw error("',' or '}' was expected after the value of \"\(name)\"") }
            try skipWhitespace()
        }
    }

    private mutating func finished(_ members: [String: JSONOutline.Span], _ elements: [JSONOutline.Span]?)
        throws(JSONOutline.Failure) -> (members: [String: JSONOutline.Span], elements: [JSONOutline.Span]?) {
        try skipWhitespace()
        guard try peek() == nil else { throw error("unexpected text after the JSON value") }
        return (members, elements)
    }

    /// The spans of an array's elements; the cursor is at its '['.
    private mutating func arrayElements() throws(JSONOutline.Failure) -> [JSONOutline.Span] {
        index += 1
        var spans: [JSONOutline.Span] = []
        try skipWhitespace()
        if try consume(UInt8(ascii: "]")) { return spans }
        while true {
            let start = offset
            try skipValue()
            spans.append(JSONOutline.Span(offset: start, count: offset - start))
            try skipWhitespace()
            if try consume(UInt8(ascii: "]")) { return spans }
            guard try consume(UInt8(ascii: ",")) else { throw error("',' or ']' was expected after an array element") }
            try skipWhitespace()
        }
    }

    /// A root key, decoded (escapes included); the cursor is at its opening quote.
    private mutating func key() throws(JSONOutline.Failure) -> String {
        guard try peek() == UInt8(ascii: "\"") else { throw error("an object key (a string in double quotes) was expected") }
        let start = offset
        var text: [UInt8] = []
        try skipString { text.append($0) }
        do { return try JSONReader.parse(text).stringValue ?? "" } catch {
            throw self.error(error.problem, at: start)
        }
    }

    /// Moves past one value: a container by its brackets (strings inside skipped whole), a
    /// string to its closing quote, anything else to the next delimiter.
    private mutating func skipValue() throws(JSONOutline.Failure) {
        let start = offset
        switch try peek() {
        case UInt8(ascii: "\""):
            return try skipPlainString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return try skipContainer()
        default:
            while let byte = try peek(), !Self.isDelimiter(byte) { index += 1 }
            guard offset > start else {
                throw error("a value was expected (an object, array, string, number, true, false or null)")
            }
        }
    }

    /// Moves past an object or array by its brackets; the cursor is at its opening bracket.
    private mutating func skipContainer() throws(JSONOutline.Failure) {
        var closers: [UInt8] = []
        repeat {
            guard let byte = try peek() else {
                let closer = closers.last.map { Character(Unicode.Scalar($0)) } ?? "}"
                throw error("unexpected end of the document: '\(closer)' was expected")
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard closers.count < JSONReader.maximumDepth else { throw error("nesting deeper than \(JSONReader.maximumDepth) levels") }
                closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let expected = closers.last, byte == expected else {
                    let expected = closers.last.map { Character(Unicode.Scalar($0)) } ?? " "
                    throw error("'\(expected)' was expected before '\(Character(Unicode.Scalar(byte)))'")
                }
                closers.removeLast()
                index += 1
            case UInt8(ascii: "\""):
                try skipPlainString()
            default:
                index = Self.next(in: window, from: index + 1, where: Self.isBracketOrQuote)
            }
        } while !closers.isEmpty
    }

    /// Moves past a string literal inside a skipped container, whose text nobody keeps: runs of
    /// ordinary bytes are passed over in the window at once; the cursor is at its opening quote.
    private mutating func skipPlainString() throws(JSONOutline.Failure) {
        let start = offset
        index += 1
        while true {
            index = Self.next(in: window, from: index, where: Self.isQuoteOrBackslash)
            guard let byte = try peek() else {
                throw error("a string is not closed: '\"' was expected before the end of the document", at: start)
            }
            index += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") {
                // The escaped byte, whatever it is, does not end the string.
                guard try peek() != nil else {
                    throw error("a string is not closed: '\"' was expected before the end of the document", at: start)
                }
                index += 1
            }
        }
    }

    /// The index of the first byte of `window` from `start` on for which `stop` holds; the
    /// window's end when there is none (the caller's next `peek` moves the window on). The
    /// scanner spends its time here: most of a report is indentation, keys and figures.
    private static func next(in window: [UInt8], from start: Int, where stop: (UInt8) -> Bool) -> Int {
        window.withUnsafeBufferPointer { bytes in
            var i = start
            while i < bytes.count, !stop(bytes[i]) { i += 1 }
            return i
        }
    }

    private static func isBracketOrQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
    }

    private static func isQuoteOrBackslash(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Moves past a string literal, handing its bytes (quotes included) to `keep`; the cursor
    /// is at its opening quote.
    private mutating func skipString(_ keep: (UInt8) -> Void) throws(JSONOutline.Failure) {
        let start = offset
        keep(UInt8(ascii: "\""))
        index += 1
        var escaped = false
        while true {
            guard let byte = try peek() else {
                throw error("a string is not closed: '\"' was expected before the end of the document", at: start)
            }
            index += 1
            keep(byte)
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                return
            }
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"),
             UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
            true
        default:
            false
        }
    }

    private mutating func skipWhitespace() throws(JSONOutline.Failure) {
        while let byte = try peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func consume(_ expected: UInt8) throws(JSONOutline.Failure) -> Bool {
        guard try peek() == expected else { return false }
        index += 1
        return true
    }

    /// The next byte, nil at the end of the file; moves the window on when it runs out.
    private mutating func peek() throws(JSONOutline.Failure) -> UInt8? {
        if index < window.count { return window[index] }
        windowStart += window.count
        index = 0
        do { window = try file.read(at: windowStart, count: Self.windowSize) } catch { throw .unreadable(error) }
        return window.first
    }

    private func error(_ problem: String, at place: Int? = nil) -> JSONOutline.Failure {
        do {
            let position = try JSONOutline.position(of: place ?? offset, in: file)
            return .syntax(JSONSyntaxError(line: position.line, column: position.column, problem: problem))
        } catch {
            return error
        }
    }
}
