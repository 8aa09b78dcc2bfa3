import LegiblePixels

extension Raster {
    /// The raster turned upright according to `orientation` (what Pillow's `exif_transpose` does).
    public func applying(_ orientation: EXIFOrientation) -> Raster {
        if orientation == .up { return self }
        let w = width, h = height
        let outWidth = orientation.swapsDimensions ? h : w
        let outHeight = orientation.swapsDimensions ? w : h
        // Destination (x, y) reads source (sx, sy) = origin + x·dX + y·dY; steps in bytes.
        let right = 4, down = bytesPerRow
        let (origin, dX, dY): (Int, Int, Int)
        switch orientation {
        case .up: (origin, dX, dY) = (0, right, down)
        case .upMirrored: (origin, dX, dY) = (offset(x: w - 1, y: 0), -right, down)
        case .down: (origin, dX, dY) = (offset(x: w - 1, y: h - 1), -right, -down)
        case .downMirrored: (origin, dX, dY) = (offset(x: 0, y: h - 1), right, -down)
        case .leftMirrored: (origin, dX, dY) = (0, down, right)                        // src(y, x)
        case .right: (origin, dX, dY) = (offset(x: 0, y: h - 1), -down, right)         // src(y, h-1-x)
        case .rightMirrored: (origin, dX, dY) = (offset(x: w - 1, y: h - 1), -down, -right) // src(w-1-y, h-1-x)
        case .left: (origin, dX, dY) = (offset(x: w - 1, y: 0), down, -right)          // src(w-1-y, x)
        }
        let outStride = outWidth * 4
        let out = [UInt8](unsafeUninitializedCapacity: outStride * outHeight) { target, count in
            bytes.withUnsafeBytes { source in
                let base = target.baseAddress!
                for y in 0..<outHeight {
                    var s = origin &+ y &* dY
                    var d = y &* outStride
                    for _ in 0..<outWidth {
                        let pixel = source.loadUnaligned(fromByteOffset: s, as: UInt32.self)
                        UnsafeMutableRawPointer(base + d).storeBytes(of: pixel, as: UInt32.self)
                        s &+= dX
                        d &+= 4
                    }
                }
            }
            count = outStride * outHeight
        }
        return Raster(width: outWidth, height: outHeight, bytesPerRow: outStride, bytes: out)
    }
}
