import LegibleColour
import LegiblePixels

/// Typed readings of option values, each failing with a `ParseError` that names the option.
enum ValueParsers {
    /// A whole number from 1 to `limit`.
    static func positiveInt(_ text: String, option: String, command: String, limit: Int = 4096) throws(ParseError) -> Int {
        do {
            return try CheckedNumber.integer(text, in: 1...limit, at: NumberPlace(file: option, place: "value"))
        } catch {
            throw ParseError(.invalidValue(option: option, value: text, expected: error.expected), command: command)
        }
    }

    /// A pixel count: a whole number, optionally with a `K` or `M` suffix (`50M` = 50 000 000).
    static func pixelCount(_ text: String, option: String, command: String) throws(ParseError) -> Int {
        let multipliers: [Character: Int] = ["k": 1_000, "m": 1_000_000]
        var digits = Substring(text)
        var multiplier = 1
        if let last = text.last?.lowercased().first, let factor = multipliers[last] {
            digits = digits.dropLast()
            multiplier = factor
        }
        guard let value = try? CheckedNumber.integer(digits, in: 1...(Int.max / multiplier), at: NumberPlace(file: option, place: "value")) else {
            throw ParseError(.invalidValue(option: option, value: text,
                                           expected: "a pixel count greater than 0, like 100000000 or 100M"), command: command)
        }
        return value * multiplier
    }

    static func double(_ text: String, in range: ClosedRange<Double>, option: String, command: String,
                       openLowerBound: Bool = false) throws(ParseError) -> Double {
        guard let value = try? CheckedNumber.decimal(text, in: range, at: NumberPlace(file: option, place: "value")),
              !(openLowerBound && value == range.lowerBound) else {
            let low = openLowerBound ? "greater than \(format(range.lowerBound))" : "from \(format(range.lowerBound))"
            let high = range.upperBound == .greatestFiniteMagnitude ? "" : " to \(format(range.upperBound))"
            throw ParseError(.invalidValue(option: option, value: text, expected: "a number \(low)\(high)"), command: command)
        }
        return value
    }

    /// A box in pixels written `x,y,width,height` (whole numbers; x and y ≥ 0, sizes > 0).
    static func pixelRect(_ text: String, option: String, command: String) throws(ParseError) -> PixelRect {
        // Each number within 2³⁰ pixels: far beyond any image, and x + width cannot overflow.
        let limit = CheckedNumber.pixelRange.upperBound
        let ranges = [0...limit, 0...limit, 1...limit, 1...limit]
        let place = NumberPlace(file: option, place: "value")
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = zip(parts, ranges).compactMap { try? CheckedNumber.integer($0, in: $1, at: place) }
        guard parts.count == 4, numbers.count == 4 else {
            throw ParseError(.invalidValue(option: option, value: text,
                                           expected: "a box in pixels x,y,width,height like 0,120,390,300 (x, y ≥ 0; width, height > 0; each at most \(limit))"),
                             command: command)
        }
        return PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The variant names users may type, in the order help lists them.
    static var variantNames: [String] { Variant.allCases.map(\.rawValue) }

    /// A comma-separated variant list; the keywords (`all`, `none`) are handled by the caller,
    /// which names the ones it takes so the error offers only those.
    static func variants(_ text: String, option: String, command: String,
                         keywords: [String] = ["all", "none"]) throws(ParseError) -> [Variant] {
        var result: [Variant] = []
        let names = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimmingCharacters(in: " ") }
        for name in names {
            guard let variant = Variant(rawValue: name.lowercased()) else {
                let shown = name.isEmpty ? text : name
                throw ParseError(.invalidValue(option: option, value: shown,
                                               expected: "\(keywords.joined(separator: ", ")), or a comma-separated list of: \(variantNames.joined(separator: ", "))"),
                                 command: command)
            }
            if !result.contains(variant) { result.append(variant) }
        }
        return result
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
