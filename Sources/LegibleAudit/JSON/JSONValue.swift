/// A JSON document built in order, so reports and manifests come out with a fixed, readable key order.
///
/// Foundation's `JSONEncoder` omits `nil` optionals and `JSONSerialization` does not keep key
/// order; reports need both `"error": null` and deterministic output, hence this small type.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order they are written. Keys should be unique; they are not checked.
    case object([JSONMember])

    /// A string, or `null` when the optional is nil.
    public static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// A number, or `null` when the optional is nil or not finite (JSON has no NaN).
    public static func number(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(value)
    }

    /// An integer as a JSON number.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// An object from key–value pairs, in the order given.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { JSONMember($0.key, $0.value) })
    }

    /// The document as text: two-space indentation when `pretty`, else one line.
    public func serialized(pretty: Bool = true) -> String {
        var out = JSONText()
        write(to: &out, indent: pretty ? 0 : nil)
        return out.string
    }

    /// Pretty text for a value nested `indent` spaces deep in a larger document: its inner
    /// lines are indented as they would be there (a report writes its parts one by one).
    public func serialized(indentedBy indent: Int) -> String {
        var out = JSONText()
        write(to: &out, indent: indent)
        return out.string
    }

    /// `serialized(indentedBy:)` as its UTF-8 bytes, for a writer that joins parts made elsewhere.
    public func serializedBytes(indentedBy indent: Int) -> [UInt8] {
        var out = JSONText()
        write(to: &out, indent: indent)
        return out.bytes
    }

    private func write(to out: inout JSONText, indent: Int?) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): JSONNumberText.append(n, to: &out.bytes)
        case .string(let s): out.appendQuoted(s)
        case .array(let items):
            writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: items.count, to: &out,
                           indent: indent) { i, out, inner in
                items[i].write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, to: &out,
                           indent: indent) { i, out, inner in
                out.appendQuoted(members[i].key)
                out.append(indent == nil ? ":" : ": ")
                members[i].value.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(open: UInt8, close: UInt8, count: Int, to out: inout JSONText, indent: Int?,
                                element: (Int, inout JSONText, Int?) -> Void) {
        out.bytes.append(open)
        guard count > 0 else { out.bytes.append(close); return }
        let inner = indent.map { $0 + 2 }
        for i in 0..<count {
            if i > 0 { out.bytes.append(UInt8(ascii: ",")) }
            if let inner { out.newline(indent: inner) }
            element(i, &out, inner)
        }
        if let indent { out.newline(indent: indent) }
        out.bytes.append(close)
    }

    /// Whole numbers without a fraction (`60`, not `60.0`); others in Swift's shortest
    /// round-tripping form, which never uses exponents for the magnitudes reports hold.
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 {
            return n == 0 ? "0" : String(Int64(n))
        }
        return n.description
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String) -> String {
        // Most strings (keys, ids, colours) are written whole, without a buffer of bytes.
        guard needsEscaping(s) else { return "\"" + s + "\"" }
        var out = JSONText()
        out.appendQuoted(s)
        return out.string
    }

    /// `s` escaped as a JSON string literal, quotes included, appended to `out`.
    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        if !needsEscaping(s) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // U+2028/2029 are legal JSON but end lines in JavaScript; escaping them keeps the
            // output safe to paste into a script.
            case "\u{2028}", "\u{2029}":
                out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Most strings (ids, hex colours, paths) need no escaping: they are written whole. 0xE2
    /// leads the UTF-8 of U+2028/2029, so strings holding it take the careful path.
    static func needsEscaping(_ s: String) -> Bool {
        s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 })
    }

    private static func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
