import LegiblePixels

/// Finds the mask pixels that the glyphs cover less than half: the search behind
/// `TextSeparator.underHalfCovered`.
///
/// A pixel beside the glyphs blends the text colour into the background there, `a·text +
/// (1 − a)·background`, and is text when `a` is ½ or more. Each mask pixel off the text colour
/// (farther than √`exactness`: the cores are passed over eight at a time, `OffCores`) with
/// background (pixels outside the mask) among its eight neighbours is measured against each of
/// them: its share `a` of the way from that pixel to the text colour, the projection on their
/// segment. When no neighbour gives it `leastCover`, it is background: photo detail as pale as
/// most of the segment but under a glyph's edge no more than the photo beside it. Backgrounds
/// within √`leastSpan` of the text colour tell nothing and are passed over. The plain version the
/// tests compare with is `reference`.
enum HalfCover {
    /// Window indices, in scan order, of such pixels of `mask` (every set pixel within `bounds`)
    /// in the `width`×`height` window; none when no mask pixel holds the text colour, whose
    /// share a text colour read beyond every pixel (hairlines) would leave every stroke short of.
    /// `offCores`, when given, holds the mask's pixels off the cores (`OffCoreMasks.off`, kept up
    /// with the mask).
    static func find(mask: [Bool], offCores: [Bool]? = nil, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
                     bounds: PixelRect, text: UInt32, exactness: Int32, leastCover: Double, leastSpan: Int32) -> [Int] {
        precondition(mask.count == w * h && pixels.count == w * h && (offCores?.count ?? w * h) == w * h, "one mask flag per pixel")
        var found: [Int] = [], off = 0, set = 0
        mask.withUnsafeBufferPointer { m in
            guard let raw = m.baseAddress, pixels.baseAddress != nil, !bounds.isEmpty else { return }
            for y in bounds.y..<bounds.maxY {
                let first = y &* w &+ bounds.x
                set &+= MaskBytes.count(UnsafeRawPointer(raw + first), count: bounds.width)
                OffCores.forEach(mask: UnsafeRawPointer(raw + first), off: offCores, at: first, pixels: pixels, count: bounds.width,
                                 text: text, exactness: exactness) { k in
                    off &+= 1
                    let x = bounds.x &+ k
                    if underCovered(pixels[first &+ k], x: x, y: y, m: m, pixels: pixels, width: w, height: h, text: text,
                                    leastCover: leastCover, leastSpan: leastSpan) {
                        found.append(first &+ k)
                    }
                }
            }
        }
        // Every mask pixel off the text colour: no core.
        return off < set ? found : []
    }

    /// Whether `colour`, at (`x`, `y`), has background beside it that tells, and none of it
    /// makes `colour` `leastCover` of the way to `text`.
    @inline(__always)
    private static func underCovered(_ colour: UInt32, x: Int, y: Int, m: UnsafeBufferPointer<Bool>,
                                     pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, text: UInt32,
                                     leastCover: Double, leastSpan: Int32) -> Bool {
        var told = false
        for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
            let row = ny &* w
            for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) where !m[row &+ nx] {
                let (dot, span) = projection(colour, text: text, background: pixels[row &+ nx])
                guard span >= leastSpan else { continue }
                told = true
                if Double(dot) >= leastCover * Double(span) { return false }
            }
        }
        return told
    }

    /// (p − b)·(t − b) and |t − b|² for `pixel` p, `text` t and `background` b: the projection's
    /// numerator and denominator, in integers.
    @inline(__always)
    static func projection(_ pixel: UInt32, text: UInt32, background: UInt32) -> (dot: Int32, span: Int32) {
        @inline(__always) func channel(_ c: UInt32, _ shift: UInt32) -> Int32 { Int32((c >> shift) & 0xFF) }
        let t = (channel(text, 16) &- channel(background, 16), channel(text, 8) &- channel(background, 8),
                 channel(text, 0) &- channel(background, 0))
        let p = (channel(pixel, 16) &- channel(background, 16), channel(pixel, 8) &- channel(background, 8),
                 channel(pixel, 0) &- channel(background, 0))
        return (p.0 &* t.0 &+ p.1 &* t.1 &+ p.2 &* t.2, t.0 &* t.0 &+ t.1 &* t.1 &+ t.2 &* t.2)
    }
}
