import LegiblePixels

/// One 8-bit channel of an image, rows packed: the detector's working picture.
public struct DetectPlane: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height, "plane of \(width)×\(height) needs \(width * height) bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: UInt8 = 0) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: fill, count: width * height))
    }

    public subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

    /// The red, green and blue channels of an opaque raster (alpha is ignored: the caller
    /// composites first).
    public static func channels(of raster: Raster) -> [DetectPlane] {
        let w = raster.width, h = raster.height
        var red = [UInt8](repeating: 0, count: w * h), green = red, blue = red
        raster.bytes.withUnsafeBufferPointer { src in
            red.withUnsafeMutableBufferPointer { r in
                green.withUnsafeMutableBufferPointer { g in
                    blue.withUnsafeMutableBufferPointer { b in
                        for y in 0..<h {
                            var o = y * raster.bytesPerRow, p = y * w
                            for _ in 0..<w {
                                r[p] = src[o]; g[p] = src[o + 1]; b[p] = src[o + 2]
                                o += 4; p += 1
                            }
                        }
                    }
                }
            }
        }
        let planes = [red, green, blue]
        return planes.map { DetectPlane(width: w, height: h, pixels: $0) }
    }

    /// Half the size in each direction, each pixel the rounded mean of a 2×2 block (a last odd
    /// row or column is dropped).
    public func halved() -> DetectPlane {
        let w = width / 2, h = height / 2
        var out = [UInt8](repeating: 0, count: w * h)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let a = 2 * y * width, b = a + width, o = y * w
                    for x in 0..<w {
                        let sum = Int(src[a + 2 * x]) + Int(src[a + 2 * x + 1]) + Int(src[b + 2 * x]) + Int(src[b + 2 * x + 1])
                        dst[o + x] = UInt8((sum + 2) >> 2)
                    }
                }
            }
        }
        return DetectPlane(width: w, height: h, pixels: out)
    }
}
