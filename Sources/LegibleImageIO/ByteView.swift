/// Bounds-checked big- and little-endian reads from untrusted bytes: nil instead of a trap.
struct ByteView {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }
    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    var count: Int { bytes.count }

    /// The byte at `offset` from the start of the view.
    func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return bytes[bytes.startIndex + offset]
    }

    func u16(_ offset: Int, bigEndian: Bool = true) -> UInt16? {
        guard let a = u8(offset), let b = u8(offset + 1) else { return nil }
        return bigEndian ? UInt16(a) << 8 | UInt16(b) : UInt16(b) << 8 | UInt16(a)
    }

    func u32(_ offset: Int, bigEndian: Bool = true) -> UInt32? {
        guard let hi = u16(offset, bigEndian: bigEndian), let lo = u16(offset + 2, bigEndian: bigEndian) else {
            return nil
        }
        return bigEndian ? UInt32(hi) << 16 | UInt32(lo) : UInt32(lo) << 16 | UInt32(hi)
    }

    /// `length` bytes from `offset`, or nil when they are not all there.
    func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { return nil }
        let start = bytes.startIndex + offset
        return bytes[start..<start + length]
    }

    /// Four bytes as an ASCII tag such as `"IHDR"` or `"rXYZ"`.
    func tag(_ offset: Int) -> String? {
        guard let s = slice(offset, 4) else { return nil }
        return String(decoding: s, as: UTF8.self)
    }
}
