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

    /// Back to 8-bit RGB, each channel rounded half away from zero, then clamped.
    var rgb: RGB8 {
        RGB8(r: Self.channel(y + 1.402 * (cr - 128)),
             g: Self.channel(y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128)),
             b: Self.channel(y + 1.772 * (cb - 128)))
    }

    /// `v` rounded half away from zero and clamped to 0...255, without `round` (a library call
    /// on the baseline build, most of a lossy ring's chroma setting): below 0.5 that is 0, and
    /// from 0.5 on, `v + 0.5` truncated is the rounding, since under 2^52 the sum is exact
    /// wherever its truncation could differ. `clampedReference` is the plain version.
    @inline(__always)
    static func channel(_ v: Double) -> UInt8 {
        guard v >= 0.5 else { return 0 }
        return UInt8(truncatingIfNeeded: min(255, Int(min(v, 256) + 0.5)))
    }

    /// The plain version of `channel` the tests compare it with.
    static func clampedReference(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v.rounded()))) }
}
