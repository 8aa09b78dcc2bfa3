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
    /// The image rows just past the box's top and bottom, when the caller read them: whether
    /// glyphs on its top or bottom row are cut or end there (`TextSeparator.checkedFont`).
    var rowsPast: RowsPastTheBox?
    /// Whether the manifest places the box over a photo (`TextSeparator.overMedia`).
    var overMedia = false

    /// Window size: what every per-pixel array of separation spans.
    var width: Int { window.width }
    var height: Int { window.height }
    var count: Int { rgb.count }
    /// Box pixels outside the window, all of `frameColour`.
    var outsideCount: Int { rect.area - window.area }

    /// - Parameter margin: how many pixels of the frame's colour to keep around everything
    ///   that differs from it (the ring and the edge walks must see all their neighbours).
    init(raster: Raster, rect: PixelRect, margin: Int) {
        self = raster.withView { BoxPixels(view: $0, rect: rect, margin: margin) }
    }

    /// The same from a view of the raster's bytes: only the rows `rect` spans are read.
    init(view raster: RasterView, rect: PixelRect, margin: Int) {
        let r = rect.intersection(raster.bounds)
        self.rect = r
        frameCount = Self.frameCount(of: r)
        frameColour = Self.frameMedian(of: r, in: raster)
        let (active, outsideOpaque) = RasterWindow.differing(from: frameColour, in: raster, r)
        // Nothing differs: a uniform box, which separation reports as such from any window.
        let grown = active.map {
            PixelRect(x: $0.x - margin, y: $0.y - margin, width: $0.width + 2 * margin, height: $0.height + 2 * margin)
                .intersection(r)
        }
        let w = grown ?? r
        window = w
        self.active = active.map { PixelRect(x: $0.x - w.x, y: $0.y - w.y, width: $0.width, height: $0.height) }
        let copied = RasterWindow.copy(raster, w)
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
    static func frameMedian(of r: PixelRect, in raster: RasterView) -> UInt32 {
        // A flat frame (most label cards) is its own median: one pass of comparisons, which a
        // frame of several colours leaves at its first other colour, instead of three
        // histograms.
        if let flat = RasterWindow.flatColour(of: r, in: raster) { return flat }
        return channelMedians { add in
            forEachFramePixel(of: r) { x, y in
                add(raster.packedRGB(x: x, y: y))
            }
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
