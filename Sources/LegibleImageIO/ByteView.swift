/// Bounds-checked big- and little-endian reads from untrusted bytes. Every read throws
/// `ByteView.OutOfBounds` when the bytes are not all there: a parser cannot read past the end,
/// and has nothing to force-unwrap — a short or lying file is an error, never a trap.
struct ByteView {
    /// A read that would have gone past the end (or before the start) of the bytes.
    struct OutOfBounds: Error, Equatable {
        var offset: Int
        var length: Int
        var count: Int
    }

    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }
    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    var count: Int { bytes.count }

    /// The byte at `offset` from the start of the view.
    func u8(_ offset: Int) throws(OutOfBounds) -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw OutOfBounds(offset: offset, length: 1, count: bytes.count) }
        return bytes[bytes.startIndex + offset]
    }

    func u16(_ offset: Int, bigEndian: Bool = true) throws(OutOfBounds) -> UInt16 {
        let a = try u8(offset), b = try u8(offset &+ 1)
        return bigEndian ? UInt16(a) << 8 | UInt16(b) : UInt16(b) << 8 | UInt16(a)
    }

    func u32(_ offset: Int, bigEndian: Bool = true) throws(OutOfBounds) -> UInt32 {
        let hi = try u16(offset, bigEndian: bigEndian), lo = try u16(offset &+ 2, bigEndian: bigEndian)
        return bigEndian ? UInt32(hi) << 16 | UInt32(lo) : UInt32(lo) << 16 | UInt32(hi)
    }

    /// `length` bytes from `offset`.
    func slice(_ offset: Int, _ length: Int) throws(OutOfBounds) -> ArraySlice<UInt8> {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw OutOfBounds(offset: offset, length: length, count: bytes.count)
        }
        let start = bytes.startIndex + offset
        return bytes[start..<start + length]
    }

    /// Four bytes as an ASCII tag such as `"IHDR"` or `"rXYZ"`.
    func tag(_ offset: Int) throws(OutOfBounds) -> String {
        String(decoding: try slice(offset, 4), as: UTF8.self)
    }
}
