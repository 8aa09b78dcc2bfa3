import LegiblePixels

/// The raster reads of a box's window (`BoxPixels`): raster bytes R, G, B, A read as
/// little-endian words, eight pixels a vector, with whether every pixel read is opaque.
enum RasterWindow {
    /// The colour of every pixel on the rectangle's frame (packed `0xRRGGBB`), or nil when
    /// they differ (or the rectangle is empty).
    static func flatColour(of r: PixelRect, in raster: RasterView) -> UInt32? {
        guard r.area > 0 else { return nil }
        let raw = raster.bytes
        do {
            // Raster bytes are R, G, B, A: the low three bytes of a little-endian word.
            let first = raw.loadUnaligned(fromByteOffset: raster.offset(x: r.x, y: r.y), as: UInt32.self) & 0x00FF_FFFF
            @inline(__always) func same(_ x: Int, _ y: Int) -> Bool {
                raw.loadUnaligned(fromByteOffset: raster.offset(x: x, y: y), as: UInt32.self) & 0x00FF_FFFF == first
            }
            let bottom = r.maxY &- 1, right = r.maxX &- 1
            for x in r.x...right where !same(x, r.y) || !same(x, bottom) { return nil }
            for y in r.y...bottom where !same(r.x, y) || !same(right, y) { return nil }
            return (first & 0xFF) << 16 | first & 0xFF00 | (first >> 16) & 0xFF
        }
    }

    /// The bounding rectangle of the box pixels whose colour is not `colour` (nil when none), and
    /// whether the pixels read on the way are opaque. Eight pixels at a time from each end of a
    /// row: text rows stop early, blank rows are a quick comparison of whole vectors. Every box
    /// pixel outside the rectangle grown by any margin is read.
    static func differing(from colour: UInt32, in raster: RasterView, _ r: PixelRect) -> (PixelRect?, opaque: Bool) {
        guard r.area > 0 else { return (nil, true) }
        // Raster bytes are R, G, B, A: as a little-endian word, R is the low byte.
        let red = (colour >> 16) & 255, green = (colour >> 8) & 255, blue = colour & 255
        let word = red | green << 8 | blue << 16
        let rgbMask: UInt32 = 0x00FF_FFFF
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        // Alpha is the high byte of each word: and-ing every word read keeps 0xFF there only
        // while all of them are opaque.
        var alphas = SIMD8<UInt32>(repeating: .max), alpha = UInt32.max
        do {
            let raw = raster.bytes
            let wide = SIMD8<UInt32>(repeating: word), wideMask = SIMD8<UInt32>(repeating: rgbMask)
            @inline(__always) func differs(_ o: Int) -> Bool {
                let v = raw.loadUnaligned(fromByteOffset: o, as: UInt32.self)
                alpha &= v
                return v & rgbMask != word
            }
            @inline(__always) func blockDiffers(_ o: Int) -> Bool {
                let v = raw.loadUnaligned(fromByteOffset: o, as: SIMD8<UInt32>.self)
                alphas &= v
                return any(v & wideMask .!= wide)
            }
            for y in r.y..<(r.y + r.height) {
                let rowStart = raster.offset(x: r.x, y: y)
                // From the left, to the first differing pixel.
                var x = 0
                while x &+ 8 <= r.width && !blockDiffers(rowStart &+ x &* 4) { x &+= 8 }
                while x < r.width && !differs(rowStart &+ x &* 4) { x &+= 1 }
                guard x < r.width else { continue }
                // From the right, down to the last one (the first one bounds the search).
                var end = r.width
                while end &- 8 >= x && !blockDiffers(rowStart &+ (end &- 8) &* 4) { end &-= 8 }
                while end > x && !differs(rowStart &+ (end &- 1) &* 4) { end &-= 1 }
                minX = min(minX, x)
                maxX = max(maxX, end &- 1)
                minY = min(minY, y &- r.y)
                maxY = y &- r.y
            }
        }
        let opaque = RasterWindow.opaque(alphas, alpha)
        guard maxY >= 0 else { return (nil, opaque) }
        return (PixelRect(x: r.x + minX, y: r.y + minY, width: maxX - minX + 1, height: maxY - minY + 1), opaque)
    }

    /// The window's pixels packed, eight at a time: raster bytes R, G, B, A read as a
    /// little-endian word have R low, so packing swaps the low and third bytes and drops A;
    /// and whether they are all opaque.
    static func copy(_ raster: RasterView, _ r: PixelRect) -> (rgb: [UInt32], opaque: Bool) {
        var opaque = true
        let rgb = [UInt32](unsafeUninitializedCapacity: r.area) { out, written in
            do {
                let raw = raster.bytes
                guard let target = out.baseAddress, let source = raw.baseAddress else { return }
                // The alpha and-ing in locals, kept in registers: a variable captured by this
                // closure lives in memory, each block's and a load and a store.
                var alphas = SIMD8<UInt32>(repeating: .max), alpha = UInt32.max
                let low = SIMD8<UInt32>(repeating: 0xFF), middle = SIMD8<UInt32>(repeating: 0xFF00)
                var i = 0
                for row in 0..<r.height {
                    let o = source + raster.offset(x: r.x, y: r.y &+ row)
                    var x = 0
                    while x &+ 8 <= r.width {
                        let v = (o + x &* 4).loadUnaligned(as: SIMD8<UInt32>.self)
                        alphas &= v
                        let packed = (v & low) &<< 16 | v & middle | (v &>> 16) & low
                        UnsafeMutableRawPointer(target + i).storeBytes(of: packed, as: SIMD8<UInt32>.self)
                        x &+= 8
                        i &+= 8
                    }
                    while x < r.width {
                        let v = (o + x &* 4).loadUnaligned(as: UInt32.self)
                        alpha &= v
                        target[i] = (v & 0xFF) << 16 | v & 0xFF00 | (v >> 16) & 0xFF
                        x &+= 1
                        i &+= 1
                    }
                }
                opaque = RasterWindow.opaque(alphas, alpha)
                written = r.area
            }
        }
        return (rgb, opaque)
    }

    /// Whether the words and-ed into `lanes` and `word` all had alpha (the high byte) 255.
    private static func opaque(_ lanes: SIMD8<UInt32>, _ word: UInt32) -> Bool {
        var all = word
        for k in 0..<8 { all &= lanes[k] }
        return all >> 24 == 255
    }
}
