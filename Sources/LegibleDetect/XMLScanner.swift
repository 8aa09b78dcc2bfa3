/// One thing found in an XML document, in document order.
enum XMLEvent: Equatable, Sendable {
    case start(name: String, attributes: [String: String])
    case end(name: String)
    case text(String)
}

/// A small, forgiving XML tokenizer for the two XML formats read here (uiautomator dumps and
/// tesseract's XHTML hOCR).
///
/// Why not Foundation's `XMLParser`: on Linux it lives in FoundationXML, which loads libxml2 at
/// run time; linking it into the `legible` executable would make the whole tool fail to start on
/// machines without libxml2, for a feature most runs never use. Both formats are plain XML
/// without DTD-defined entities, so a tokenizer that understands tags, attributes, comments,
/// processing instructions, DOCTYPE, CDATA and character references is enough.
struct XMLScanner {
    private let bytes: [UInt8]
    private let file: String

    init(_ text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
    }

    /// Every event of the document. Text after the last element (uiautomator appends a status
    /// line when dumping to /dev/tty) comes back as a text event, which readers ignore.
    func events() throws(DetectError) -> [XMLEvent] {
        var events: [XMLEvent] = []
        var i = 0
        var textStart = 0
        func flushText(upTo end: Int) {
            guard end > textStart else { return }
            let raw = String(decoding: bytes[textStart..<end], as: UTF8.self)
            events.append(.text(Self.decodeEntities(raw)))
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            flushText(upTo: i)
            if starts(with: "<!--", at: i) {
                i = try skip(past: "-->", from: i + 4, what: "comment")
            } else if starts(with: "<![CDATA[", at: i) {
                let end = try find("]]>", from: i + 9, what: "CDATA section")
                events.append(.text(String(decoding: bytes[(i + 9)..<end], as: UTF8.self)))
                i = end + 3
            } else if starts(with: "<?", at: i) {
                i = try skip(past: "?>", from: i + 2, what: "processing instruction")
            } else if starts(with: "<!", at: i) {
                i = try skipDeclaration(from: i + 2)
            } else if starts(with: "</", at: i) {
                let end = try find(">", from: i + 2, what: "end tag")
                let name = String(decoding: bytes[(i + 2)..<end], as: UTF8.self).trimmingXMLSpace()
                events.append(.end(name: name))
                i = end + 1
            } else {
                let (event, selfClosing, next) = try startTag(at: i)
                events.append(event)
                if selfClosing, case .start(let name, _) = event { events.append(.end(name: name)) }
                i = next
            }
            textStart = i
        }
        flushText(upTo: bytes.count)
        return events
    }

    // MARK: Tags

    private func startTag(at start: Int) throws(DetectError) -> (XMLEvent, Bool, Int) {
        var i = start + 1
        let nameStart = i
        while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        guard !name.isEmpty else { throw failure("a \"<\" that starts no tag", at: start) }
        var attributes: [String: String] = [:]
        while true {
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw failure("the tag <\(name)> is never closed", at: start) }
            if bytes[i] == UInt8(ascii: ">") { return (.start(name: name, attributes: attributes), false, i + 1) }
            if bytes[i] == UInt8(ascii: "/") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else {
                    throw failure("a stray \"/\" inside <\(name)>", at: i)
                }
                return (.start(name: name, attributes: attributes), true, i + 2)
            }
            let keyStart = i
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="),
                  bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
            let key = String(decoding: bytes[keyStart..<i], as: UTF8.self)
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                // HTML-style attribute without a value (`<input disabled>`): present, empty.
                attributes[key] = ""
                continue
            }
            i += 1
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw failure("the attribute \(key) of <\(name)> has no quoted value", at: i)
            }
            let quote = bytes[i]
            let valueStart = i + 1
            i = valueStart
            while i < bytes.count, bytes[i] != quote { i += 1 }
            guard i < bytes.count else { throw failure("the attribute \(key) of <\(name)> is never closed", at: valueStart) }
            attributes[key] = Self.decodeEntities(String(decoding: bytes[valueStart..<i], as: UTF8.self))
            i += 1
        }
    }

    /// `<!DOCTYPE …>`, possibly with an internal subset in brackets.
    private func skipDeclaration(from start: Int) throws(DetectError) -> Int {
        var i = start
        var depth = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return i + 1
            default: break
            }
            i += 1
        }
        throw failure("a <!…> declaration is never closed", at: start)
    }

    // MARK: Bytes

    private func starts(with prefix: String, at i: Int) -> Bool {
        let p = Array(prefix.utf8)
        guard i + p.count <= bytes.count else { return false }
        return bytes[i..<(i + p.count)].elementsEqual(p)
    }

    private func find(_ marker: String, from start: Int, what: String) throws(DetectError) -> Int {
        var i = start
        while i < bytes.count {
            if starts(with: marker, at: i) { return i }
            i += 1
        }
        throw failure("a \(what) is never closed", at: start)
    }

    private func skip(past marker: String, from start: Int, what: String) throws(DetectError) -> Int {
        try find(marker, from: start, what: what) + marker.utf8.count
    }

    private func failure(_ problem: String, at offset: Int) -> DetectError {
        let line = 1 + bytes[..<min(offset, bytes.count)].lazy.filter { $0 == UInt8(ascii: "\n") }.count
        return DetectError(file: file, problem: "is not well-formed XML at line \(line): \(problem)",
                           fix: "pass the file exactly as the tool wrote it (uiautomator dump, tesseract … hocr)")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

extension XMLScanner {
    /// Replaces the five XML entities, `&nbsp;` (common in hand-edited hOCR) and numeric
    /// character references; anything else is left as written rather than failing the file.
    static func decodeEntities(_ text: String) -> String {
        var examined = 0
        return decodeEntities(text, examined: &examined)
    }

    /// `decodeEntities(_:)`, adding to `examined` the characters it looked at: at most twelve
    /// per character of `text`, whatever the text (tests hold it to linear).
    static func decodeEntities(_ text: String, examined: inout Int) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            examined += rest.distance(from: rest.startIndex, to: amp) + 1
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            // Only the next few characters can close a reference: looking further for ";" made
            // text full of "&" cost the square of its length.
            let window = after.prefix(11)
            examined += window.count
            guard let semi = window.firstIndex(of: ";") else {
                out += "&"
                rest = after
                continue
            }
            let name = after[..<semi]
            if let scalar = entity(String(name)) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "&" + name + ";"
            }
            rest = after[after.index(after: semi)...]
        }
        return out + rest
    }

    private static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{00A0}"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing XML white space (no Foundation needed).
    func trimmingXMLSpace() -> String {
        let scalars = Array(utf8)
        var start = 0, end = scalars.count
        while start < end, XMLScanner.isSpace(scalars[start]) { start += 1 }
        while end > start, XMLScanner.isSpace(scalars[end - 1]) { end -= 1 }
        return String(decoding: scalars[start..<end], as: UTF8.self)
    }
}
