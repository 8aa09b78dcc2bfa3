/// The text of a JSON number as `JSONValue.format` gives it, written as bytes: reports hold
/// thousands of figures rounded to a few decimals, and making a `String` for each (Swift's
/// shortest round-tripping form) cost more than the rest of writing them.
///
/// A whole number is its digits. Otherwise, the fewest decimals `k` (up to 3) whose nearest
/// `k`-decimal value is exactly `n` once read back (`m / 10^k` rounds as reading the text
/// does) are the shortest text that reads back as `n`, as Swift would print it; other numbers
/// take `format`. `JSONValue.format` is the plain version the tests compare this with.
enum JSONNumberText {
    /// Powers of ten by exponent, exact as doubles.
    private static let powers: [Double] = [1, 10, 100, 1000]
    /// Below this magnitude a number's decimals fit an `Int64` with room to spare, and its
    /// shortest text is positional (Swift prints exponents from 2^53 on).
    private static let largest = 1e12

    /// Appends the text of `n` to `bytes`.
    static func append(_ n: Double, to bytes: inout [UInt8]) {
        guard n.isFinite, abs(n) < largest else { return bytes.append(contentsOf: JSONValue.format(n).utf8) }
        if n == n.rounded() {
            appendDigits(of: Int64(n), decimals: 0, to: &bytes)
            return
        }
        for k in 1..<powers.count {
            let scaled = (n * powers[k]).rounded()
            if scaled / powers[k] == n {
                appendDigits(of: Int64(scaled), decimals: k, to: &bytes)
                return
            }
        }
        bytes.append(contentsOf: JSONValue.format(n).utf8)
    }

    /// `value / 10^decimals` with exactly `decimals` digits after the point (a leading 0 before it).
    private static func appendDigits(of value: Int64, decimals: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // Digits from the last, into a buffer of twenty (an Int64 has at most 19).
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let count = withUnsafeMutableBytes(of: &digits) { buffer -> Int in
            var end = 0
            repeat {
                buffer[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
                end &+= 1
            } while magnitude > 0 || end <= decimals
            return end
        }
        withUnsafeBytes(of: &digits) { buffer in
            for i in stride(from: count &- 1, through: 0, by: -1) {
                if i == decimals &- 1 { bytes.append(UInt8(ascii: ".")) }
                bytes.append(buffer[i])
            }
        }
    }
}
