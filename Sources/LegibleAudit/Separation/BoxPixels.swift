import LegiblePixels

/// The pixels under one box that separation needs, copied out of the raster as packed
/// `0xRRGGBB` values.
///
/// Label frames are usually wider and taller than their text, and what lies around the text is
/// often one flat colour. Only the `window` is copied: the pixels that differ from the frame's
/// colour, plus a `margin` of that colour around them. Every box pixel outside the window is
/// exactly `frameColour`, so separation can count those pixels without visiting them and still
/// get the results it would get on the whole box (see `TextSeparator`). When the frame's colour
/// is not flat the window is the whole box.
///
/// Separation and measurement index pixels as `y * width + x` inside the window; `point(_:)`
/// maps them back to image coordinates.
struct BoxPixels: Sendable {
    /// The box, clipped to the image.
    let rect: PixelRect
    /// The part of the box that was copied; every box pixel outside it is `frameColour`.
    let window: PixelRect
    /// The window's pixels, row by row.
    let rgb: [UInt32]
    /// The bounding rectangle of the pixels that differ from `frameColour`, in window
    /// coordinates; nil when none does. The window's rows above and below it are all
    /// `frameColour`: passes looking for text (which never has that colour) can skip them.
    let active: PixelRect?
    /// The per-channel median of the box's frame (its outermost rows and columns).
    let frameColour: UInt32
    /// Window indices of the frame pixels that lie inside the window.
    let frameInWindow: [Int]
    /// How many pixels the box's frame has in all.
    let frameCount: Int
    /// Whether every pixel of the box has alpha 255. Found on the way: between them, the search
    /// for the window and the copy of it read every box pixel once.
    let opaque: Bool

    /// Window size: what every per-pixel array of separation spans.
    var width: Int { window.width }
    var height: Int { window.height }
    var count: Int { rgb.count }
    /// Box pixels outside the window, all of `frameColour`.
    var outsideCount: Int { rect.area - window.area }

    /// - Parameter margin: how many pixels of the frame's colour to keep around everything
    ///   that differs from it (the ring and the edge walks must see all their neighbours).
    init(raster: Raster, rect: PixelRect, margin: Int) {
        let r = rect.intersection(raster.bounds)
        self.rect = r
        frameCount = Self.frameCount(of: r)
        frameColour = Self.frameMedian(of: r, in: raster)
        let (active, outsideOpaque) = Self.differing(from: frameColour, in: raster, r)
        // Nothing differs: a uniform box, which separation reports as such from any window.
        let grown = active.map {
            PixelRect(x: $0.x - margin, y: $0.y - margin, width: $0.width + 2 * margin, height: $0.height + 2 * margin)
                .intersection(r)
        }
        let w = grown ?? r
        window = w
        self.active = active.map { PixelRect(x: $0.x - w.x, y: $0.y - w.y, width: $0.width, height: $0.height) }
        let copied = Self.copy(raster, w)
        rgb = copied.rgb
        opaque = outsideOpaque && copied.opaque
        frameInWindow = Self.frameIndices(of: r, in: w)
    }

    /// The image position of window index `i`.
    func point(_ i: Int) -> PixelPoint {
        PixelPoint(x: window.x + i % window.width, y: window.y + i / window.width)
    }

    /// Where the window starts, relative to the box's top-left corner.
    var windowOffset: (x: Int, y: Int) { (window.x - rect.x, window.y - rect.y) }

    /// How many pixels the outermost rows and columns of a rectangle have, each counted once.
    static func frameCount(of r: PixelRect) -> Int {
        guard r.area > 0 else { return 0 }
        return r.width == 1 || r.height == 1 ? r.area : 2 * (r.width + r.height) - 4
    }

    /// Visits each pixel of the rectangle's outermost rows and columns once, in row order.
    @inline(__always)
    private static func forEachFramePixel(of r: PixelRect, _ visit: (_ x: Int, _ y: Int) -> Void) {
        guard r.area > 0 else { return }
        let bottom = r.maxY - 1, right = r.maxX - 1
        for y in r.y...bottom {
            if y == r.y || y == bottom {
                for x in r.x...right { visit(x, y) }
            } else {
                visit(r.x, y)
                if right > r.x { visit(right, y) }
            }
        }
    }

    /// The per-channel median colour of the rectangle's frame, read straight from the raster.
    private static func frameMedian(of r: PixelRect, in raster: Raster) -> UInt32 {
        // A flat frame (most label cards) is its own median: one pass of comparisons, which a
        // frame of several colours leaves at its first other colour, instead of three
        // histograms.
        if let flat = flatColour(of: r, in: raster) { return flat }
        return raster.bytes.withUnsafeBufferPointer { source in
            channelMedians { add in
                forEachFramePixel(of: r) { x, y in
                    let o = raster.offset(x: x, y: y)
                    add(UInt32(source[o]) << 16 | UInt32(source[o &+ 1]) << 8 | UInt32(source[o &+ 2]))
                }
            }
        }
    }

    /// The colour of every pixel on the rectangle's frame (packed `0xRRGGBB`), or nil when
    /// they differ (or the rectangle is empty).
    static func flatColour(of r: PixelRect, in raster: Raster) -> UInt32? {
        guard r.area > 0 else { return nil }
        return raster.bytes.withUnsafeBytes { raw -> UInt32? in
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

    /// Window indices of the frame pixels of `r` that lie inside `window`, in row order: the
    /// frame's rows and columns clipped to the window, only the window's rows visited.
    private static func frameIndices(of r: PixelRect, in window: PixelRect) -> [Int] {
        let top = max(r.y, window.y), last = min(r.maxY, window.maxY) &- 1
        let left = max(r.x, window.x), right = min(r.maxX, window.maxX) &- 1
        guard r.area > 0, top <= last, left <= right else { return [] }
        let frameRight = r.maxX &- 1, frameBottom = r.maxY &- 1
        let leftIn = r.x >= left, rightIn = frameRight > r.x && frameRight <= right
        // Written by index: appending checks the array's capacity and uniqueness per pixel.
        return [Int](unsafeUninitializedCapacity: frameCount(of: r)) { out, written in
            var count = 0
            for y in top...last {
                let base = (y &- window.y) &* window.width &- window.x
                if y == r.y || y == frameBottom {
                    for x in left...right {
                        out[count] = base &+ x
                        count &+= 1
                    }
                } else {
                    if leftIn {
                        out[count] = base &+ r.x
                        count &+= 1
                    }
                    if rightIn {
                        out[count] = base &+ frameRight
                        count &+= 1
                    }
                }
            }
            written = count
        }
    }

    /// The bounding rectangle of the box pixels whose colour is not `colour` (nil when none), and
    /// whether the pixels read on the way are opaque. Eight pixels at a time from each end of a
    /// row: text rows stop early, blank rows are a quick comparison of whole vectors. Every box
    /// pixel outside the rectangle grown by any margin is read.
    private static func differing(from colour: UInt32, in raster: Raster, _ r: PixelRect) -> (PixelRect?, opaque: Bool) {
        guard r.area > 0 else { return (nil, true) }
        // Raster bytes are R, G, B, A: as a little-endian word, R is the low byte.
        let red = (colour >> 16) & 255, green = (colour >> 8) & 255, blue = colour & 255
        let word = red | green << 8 | blue << 16
        let rgbMask: UInt32 = 0x00FF_FFFF
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        // Alpha is the high byte of each word: and-ing every word read keeps 0xFF there only
        // while all of them are opaque.
        var alphas = SIMD8<UInt32>(repeating: .max), alpha = UInt32.max
        raster.bytes.withUnsafeBytes { raw in
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
        let opaque = Self.opaque(alphas, alpha)
        guard maxY >= 0 else { return (nil, opaque) }
        return (PixelRect(x: r.x + minX, y: r.y + minY, width: maxX - minX + 1, height: maxY - minY + 1), opaque)
    }

    /// The window's pixels packed, eight at a time: raster bytes R, G, B, A read as a
    /// little-endian word have R low, so packing swaps the low and third bytes and drops A;
    /// and whether they are all opaque.
    private static func copy(_ raster: Raster, _ r: PixelRect) -> (rgb: [UInt32], opaque: Bool) {
        var opaque = true
        let rgb = [UInt32](unsafeUninitializedCapacity: r.area) { out, written in
            raster.bytes.withUnsafeBytes { raw in
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
                opaque = Self.opaque(alphas, alpha)
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
