/// The value of one ASCII hexadecimal digit, read from its byte: colours (`#RRGGBB`) and JSON
/// escapes (`\u00E9`) are both read byte by byte, and both take the same sixteen digits.
public enum HexDigit {
    /// 0–15 for `0`–`9`, `a`–`f` and `A`–`F`; nil for any other byte.
    @inlinable
    public static func value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte &- UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte &- UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
