extension RGB8: CustomStringConvertible {
    /// `#RRGGBB`, upper case, as reports print colours.
    public var hex: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for v in [r, g, b] {
            out.append(digits[Int(v >> 4)])
            out.append(digits[Int(v & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var description: String { hex }

    /// Parses `#RGB`, `#RRGGBB` (the `#` is optional) or `rgb(r, g, b)` with 0–255 components.
    /// Returns nil for anything else.
    public init?(parsing text: String) {
        if let colour = RGB8(sevenByteHex: text) {
            self = colour
            return
        }
        let s = text.trimmingWhitespace()
        if s.lowercased().hasPrefix("rgb(") && s.hasSuffix(")") {
            let inner = s.dropFirst(4).dropLast()
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
            var values: [UInt8] = []
            for part in parts {
                guard let v = Int(String(part).trimmingWhitespace()), (0...255).contains(v) else { return nil }
                values.append(UInt8(v))
            }
            self.init(r: values[0], g: values[1], b: values[2])
            return
        }
        var hexDigits = Substring(s)
        if hexDigits.hasPrefix("#") { hexDigits = hexDigits.dropFirst() }
        let nibbles = hexDigits.compactMap { $0.hexDigitValue }
        guard nibbles.count == hexDigits.count else { return nil }
        switch nibbles.count {
        case 3:
            self.init(r: UInt8(nibbles[0] * 17), g: UInt8(nibbles[1] * 17), b: UInt8(nibbles[2] * 17))
        case 6:
            self.init(r: UInt8(nibbles[0] * 16 + nibbles[1]),
                      g: UInt8(nibbles[2] * 16 + nibbles[3]),
                      b: UInt8(nibbles[4] * 16 + nibbles[5]))
        default:
            return nil
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (no Foundation needed).
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension RGB8 {
    /// `#RRGGBB` read from its bytes: the form every report writes, which reading a report
    /// back meets a million times; nil for any other text (the general parser takes it).
    fileprivate init?(sevenByteHex text: String) {
        let utf8 = text.utf8
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            guard let digit = HexDigit.value(byte) else { return nil }
            value = value << 4 | digit
        }
        self.init(r: UInt8(truncatingIfNeeded: value >> 16), g: UInt8(truncatingIfNeeded: value >> 8),
                  b: UInt8(truncatingIfNeeded: value))
    }
}
