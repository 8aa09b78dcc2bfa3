/// A decoded image: 8-bit RGBA, straight (not premultiplied) alpha, rows top to bottom.
///
/// Rows may be padded: pixel (x, y) starts at byte `y * bytesPerRow + 4 * x`. The storage is a
/// plain array so hot loops can read it in place with `withUnsafeBytes`, without copying.
public struct Raster: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// The pixel bytes, `bytesPerRow * height` of them.
    public var bytes: [UInt8]

    /// Wraps existing bytes. `bytes` must hold `bytesPerRow * height` bytes and
    /// `bytesPerRow >= 4 * width`.
    public init(width: Int, height: Int, bytesPerRow: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0, "Raster dimensions must not be negative")
        precondition(bytesPerRow >= 4 * width, "bytesPerRow too small for width \(width)")
        precondition(bytes.count >= bytesPerRow * height, "pixel buffer too small")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bytes = bytes
    }

    /// A tightly packed raster filled with one colour.
    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 255)) {
        precondition(width >= 0 && height >= 0, "Raster dimensions must not be negative")
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var index = 0
        while index < bytes.count {
            bytes[index] = fill.r
            bytes[index &+ 1] = fill.g
            bytes[index &+ 2] = fill.b
            bytes[index &+ 3] = fill.a
            index &+= 4
        }
        self.init(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }

    /// The whole image as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The byte offset of pixel (x, y).
    @inline(__always)
    public func offset(x: Int, y: Int) -> Int { y &* bytesPerRow &+ x &* 4 }

    /// The pixel at (x, y); both must be inside the raster.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside raster")
            let o = offset(x: x, y: y)
            return RGBA8(r: bytes[o], g: bytes[o &+ 1], b: bytes[o &+ 2], a: bytes[o &+ 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside raster")
            let o = offset(x: x, y: y)
            bytes[o] = newValue.r
            bytes[o &+ 1] = newValue.g
            bytes[o &+ 2] = newValue.b
            bytes[o &+ 3] = newValue.a
        }
    }

    /// True when some pixel is not fully opaque.
    public var hasTransparency: Bool {
        (0..<height).contains { rowHasTransparency($0, from: 0, count: width) }
    }

    /// True when one of `count` pixels of row `y` from column `x` is not fully opaque. Sixteen
    /// pixels at a time: screenshots are nearly always opaque, so this is a scan to the end.
    @inlinable
    public func rowHasTransparency(_ y: Int, from x: Int, count: Int) -> Bool {
        bytes.withUnsafeBytes { raw in
            // R, G, B, A bytes: as a little-endian word, alpha is the high byte.
            let alpha = SIMD16<UInt32>(repeating: 0xFF00_0000)
            var o = offset(x: x, y: y), left = count
            while left >= 16 {
                if any(raw.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt32>.self) & alpha .!= alpha) { return true }
                o &+= 64
                left &-= 16
            }
            while left > 0 {
                if raw[o &+ 3] != 255 { return true }
                o &+= 4
                left &-= 1
            }
            return false
        }
    }

    /// A tightly packed copy of a rectangle, clipped to the raster.
    public func cropped(to rect: PixelRect) -> Raster {
        let r = rect.intersection(bounds)
        var out = [UInt8](repeating: 0, count: r.width * r.height * 4)
        let rowBytes = r.width * 4
        bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for row in 0..<r.height {
                    let from = offset(x: r.x, y: r.y &+ row)
                    let to = row &* rowBytes
                    for i in 0..<rowBytes { target[to &+ i] = source[from &+ i] }
                }
            }
        }
        return Raster(width: r.width, height: r.height, bytesPerRow: rowBytes, bytes: out)
    }
}
