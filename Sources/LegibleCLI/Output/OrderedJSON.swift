import Foundation

/// A JSON document with keys kept in the order written, for output whose layout users read
/// and diff (`contrast --format json`); Foundation's serializer reorders keys.
indirect enum OrderedJSON: Sendable, Equatable {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    /// A number printed with at most `decimals` fraction digits, trailing zeros dropped.
    case number(Double, decimals: Int)
    case integer(Int)
    case bool(Bool)
    case null

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// The JSON text; `pretty` indents by two spaces.
    func rendered(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let closePad = pretty ? String(repeating: "  ", count: indent) : ""
        switch self {
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (index, (key, value)) in members.enumerated() {
                out += pad + Self.quoted(key) + (pretty ? ": " : ":")
                value.write(into: &out, pretty: pretty, indent: indent + 1)
                out += (index < members.count - 1 ? "," : "") + newline
            }
            out += closePad + "}"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (index, item) in items.enumerated() {
                out += pad
                item.write(into: &out, pretty: pretty, indent: indent + 1)
                out += (index < items.count - 1 ? "," : "") + newline
            }
            out += closePad + "]"
        case .string(let text):
            out += Self.quoted(text)
        case .number(let value, let decimals):
            out += Self.formatted(value, decimals: decimals)
        case .integer(let value):
            out += String(value)
        case .bool(let value):
            out += value ? "true" : "false"
        case .null:
            out += "null"
        }
    }

    /// A finite number rounded half away from zero; NaN and infinities have no JSON form and become null.
    static func formatted(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        let factor = pow(10, Double(decimals))
        let rounded = (value * factor).rounded(.toNearestOrAwayFromZero) / factor
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += String(format: "\\u%04X", scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
