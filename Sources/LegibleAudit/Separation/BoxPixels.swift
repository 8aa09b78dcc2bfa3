import LegiblePixels

/// The pixels under one box, copied out of the raster row by row as packed `0xRRGGBB` values.
///
/// Separation and measurement index pixels as `y * width + x` inside the box; `rect` maps them
/// back to image coordinates.
struct BoxPixels: Sendable {
    let rect: PixelRect
    let rgb: [UInt32]

    var width: Int { rect.width }
    var height: Int { rect.height }
    var count: Int { rgb.count }

    init(raster: Raster, rect: PixelRect) {
        let r = rect.intersection(raster.bounds)
        self.rect = r
        var out = [UInt32](repeating: 0, count: r.area)
        raster.bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                var i = 0
                for row in 0..<r.height {
                    var o = raster.offset(x: r.x, y: r.y &+ row)
                    for _ in 0..<r.width {
                        target[i] = UInt32(source[o]) << 16 | UInt32(source[o &+ 1]) << 8 | UInt32(source[o &+ 2])
                        o &+= 4
                        i &+= 1
                    }
                }
            }
        }
        rgb = out
    }

    /// The image position of box index `i`.
    func point(_ i: Int) -> PixelPoint {
        PixelPoint(x: rect.x + i % width, y: rect.y + i / width)
    }
}

extension UInt32 {
    /// The colour of a packed `0xRRGGBB` value.
    @inline(__always) var unpackedRGB: RGB8 {
        RGB8(r: UInt8(truncatingIfNeeded: self >> 16), g: UInt8(truncatingIfNeeded: self >> 8), b: UInt8(truncatingIfNeeded: self))
    }
}

extension RGB8 {
    /// The colour packed as `0xRRGGBB`.
    @inline(__always) var packed: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}

/// Squared Euclidean distance between two packed colours, in 8-bit code values.
@inline(__always)
func colourDistanceSquared(_ a: UInt32, _ b: UInt32) -> Int32 {
    let dr = Int32(truncatingIfNeeded: (a >> 16) & 255) &- Int32(truncatingIfNeeded: (b >> 16) & 255)
    let dg = Int32(truncatingIfNeeded: (a >> 8) & 255) &- Int32(truncatingIfNeeded: (b >> 8) & 255)
    let db = Int32(truncatingIfNeeded: a & 255) &- Int32(truncatingIfNeeded: b & 255)
    return dr &* dr &+ dg &* dg &+ db &* db
}
