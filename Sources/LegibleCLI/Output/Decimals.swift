import LegibleAudit

/// Numbers for people and for `contrast --format json`: rounded half away from zero to a number
/// of places, written without trailing zeros (`4.478`, `3`, `71.1`).
enum Decimals {
    static func rounded(_ value: Double, _ places: Int) -> Double {
        guard value.isFinite else { return value }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let result = (value * factor).rounded(.toNearestOrAwayFromZero) / factor
        // "-0" reads as a sign error to a person.
        return result == 0 ? 0 : result
    }

    /// The rounded value as text; non-finite values print as `null`, as JSON has no NaN.
    static func text(_ value: Double, _ places: Int) -> String {
        JSONValue.format(rounded(value, places))
    }

    /// The rounded value as a JSON number.
    static func json(_ value: Double, _ places: Int) -> JSONValue {
        .number(rounded(value, places) as Double?)
    }
}
