/// FNV-1a, 64 bit: a tiny hash that is the same on every platform and every run.
///
/// Swift's `Hasher` is seeded per process and CryptoKit is not on Linux; fingerprints written
/// into SARIF files and reports must stay the same across runs and machines.
public enum StableHash {
    /// The hash of the fields, each followed by a 0 byte so `("ab", "c")` ≠ `("a", "bc")`.
    public static func fnv1a64(_ fields: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            for byte in field.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            // The 0 separator byte: XOR with 0 changes nothing, the multiply still mixes.
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash as 16 lower-case hex digits.
    public static func hex(_ fields: [String]) -> String {
        let s = String(fnv1a64(fields), radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
