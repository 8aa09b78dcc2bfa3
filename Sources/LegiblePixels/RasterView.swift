/// Read-only access to RGBA pixel bytes laid out like a `Raster`'s, owned by someone else: a
/// raster's array (`Raster.withView`) or a decoder's buffer while its rows are still being
/// written (`ImageDecoder.decode(path:limits:convertToSRGB:rows:)`). A view is valid only while
/// its owner says so, and only the rows its owner has finished may be read.
public struct RasterView: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// `bytesPerRow * height` bytes (at least).
    public let bytes: UnsafeRawBufferPointer

    /// Wraps bytes laid out as `height` rows of `bytesPerRow` bytes, four a pixel.
    public init(width: Int, height: Int, bytesPerRow: Int, bytes: UnsafeRawBufferPointer) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= 4 * width, "bad raster view layout")
        precondition(bytes.count >= bytesPerRow * height, "raster view's buffer too small")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bytes = bytes
    }

    /// The whole image as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The byte offset of pixel (x, y).
    @inline(__always)
    public func offset(x: Int, y: Int) -> Int { y &* bytesPerRow &+ x &* 4 }

    /// Pixel (x, y)'s red, green and blue as 0xRRGGBB (alpha left out).
    @inlinable @inline(__always)
    public func packedRGB(x: Int, y: Int) -> UInt32 {
        let o = offset(x: x, y: y)
        return UInt32(bytes[o]) << 16 | UInt32(bytes[o &+ 1]) << 8 | UInt32(bytes[o &+ 2])
    }
}

extension Raster {
    /// Calls `body` with a view of the pixels, valid until it returns (no copy).
    @inlinable
    public func withView<Result>(_ body: (RasterView) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes { raw in
            try body(RasterView(width: width, height: height, bytesPerRow: bytesPerRow, bytes: raw))
        }
    }
}
