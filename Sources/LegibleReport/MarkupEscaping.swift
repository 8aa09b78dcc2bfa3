/// Escaping for XML (JUnit) and HTML text and attribute values.
enum MarkupEscaping {
    /// Text safe inside an XML 1.0 element or a quoted attribute: the five special characters
    /// become entities, and characters XML 1.0 forbids (most C0 controls, U+FFFE/U+FFFF, lone
    /// surrogates cannot occur in Swift strings) become U+FFFD, since no escape can carry them.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // Attribute values would normalise raw newlines and tabs to spaces.
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Text safe inside HTML elements and double-quoted attributes.
    static func html(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
