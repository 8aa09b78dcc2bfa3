import LegiblePixels

/// A colour in JPEG's full-range YCbCr (JFIF, BT.601 weights).
struct YCbCr {
    var y: Double, cb: Double, cr: Double

    init(y: Double, cb: Double, cr: Double) {
        self.y = y
        self.cb = cb
        self.cr = cr
    }

    init(_ c: RGB8) {
        let r = Double(c.r), g = Double(c.g), b = Double(c.b)
        y = 0.299 * r + 0.587 * g + 0.114 * b
        cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b
        cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b
    }

    /// Back to 8-bit RGB, clamped.
    var rgb: RGB8 {
        func clamp(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
        return RGB8(r: clamp(y + 1.402 * (cr - 128)),
                    g: clamp(y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128)),
                    b: clamp(y + 1.772 * (cb - 128)))
    }
}
