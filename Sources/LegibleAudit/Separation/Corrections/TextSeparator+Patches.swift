import LegiblePixels

private typealias Tuning = SeparationTuning.Corrections

extension TextSeparator {
    /// Gives back to the mask the glyph pixels inside patches that `removeThickAreas` took away.
    ///
    /// A background patch close to the text colour (a bright photo area under white text) joins
    /// the glyphs drawn over it into one thick area, and both go. Measured against the patch
    /// itself rather than the box's frame, those glyphs still stand out: a removed pixel is text
    /// again when it is near the text colour and more than half-way from the patch around it
    /// (the mean of the removed pixels within `radius`) to the text colour.
    /// Returns how many pixels came back.
    ///
    /// Every removed pixel lies in `bounds` (the mask's rectangle before `removeThickAreas`), so
    /// the summed-area tables cover it alone and each patch's square is clipped to it: the same
    /// sums as over the window. `recoverGlyphsReference` is the plain version over the window.
    static func recoverGlyphs(in mask: inout [Bool], reached: [Bool], pixels: UnsafeBufferPointer<UInt32>, text: UInt32,
                              tolerance: Int32, width w: Int, height h: Int, radius: Int, bounds: PixelRect) -> Int {
        let left = max(0, bounds.x), top = max(0, bounds.y), right = min(w, bounds.maxX), bottom = min(h, bounds.maxY)
        guard left < right && top < bottom else { return 0 }
        let bw = right &- left, bh = bottom &- top, sw = bw &+ 1
        let sums = PatchSums(reached: reached, mask: mask, pixels: pixels, width: w, area: (left, top, bw, bh))
        let t = text.unpackedRGB
        let limit = tolerance * tolerance
        var restored = 0
        sums.table.withUnsafeBufferPointer { s in
            @inline(__always) func total(_ c: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Double {
                Double(s[4 &* (y1 &* sw &+ x1) &+ c] &- s[4 &* (y0 &* sw &+ x1) &+ c]
                       &- s[4 &* (y1 &* sw &+ x0) &+ c] &+ s[4 &* (y0 &* sw &+ x0) &+ c])
            }
            for y in 0..<bh {
                let y0 = max(0, y - radius), y1 = min(bh, y + radius + 1)
                for x in 0..<bw {
                    let i = (y &+ top) &* w &+ x &+ left
                    guard reached[i] && !mask[i], colourDistanceSquared(pixels[i], text) <= limit else { continue }
                    let x0 = max(0, x - radius), x1 = min(bw, x + radius + 1)
                    let count = total(3, x0, y0, x1, y1)
                    guard count > 0 else { continue }
                    let bg = (total(0, x0, y0, x1, y1) / count, total(1, x0, y0, x1, y1) / count, total(2, x0, y0, x1, y1) / count)
                    if coversPatch(pixels[i], text: t, patch: bg) {
                        mask[i] = true
                        restored &+= 1
                    }
                }
            }
        }
        return restored
    }

    /// Whether `colour` lies more than `recoveredCoverage` of the way from the `patch` around it
    /// to the text colour `t`, the two `minimumPatchContrast` apart or more.
    @inline(__always)
    private static func coversPatch(_ colour: UInt32, text t: RGB8, patch bg: (Double, Double, Double)) -> Bool {
        let axis = (Double(t.r) - bg.0, Double(t.g) - bg.1, Double(t.b) - bg.2)
        let span = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2
        // A patch this close to the text colour hides glyphs: nothing to tell apart.
        guard span >= Tuning.minimumPatchContrast * Tuning.minimumPatchContrast else { return false }
        let p = colour.unpackedRGB
        let along = (Double(p.r) - bg.0) * axis.0 + (Double(p.g) - bg.1) * axis.1 + (Double(p.b) - bg.2) * axis.2
        // Coverage one half or more against the patch: text, as the truth counts it.
        return along >= Tuning.recoveredCoverage * span
    }

    /// `recoverGlyphs` with its tables over the whole window: the plain version the tests compare
    /// it with.
    static func recoverGlyphsReference(in mask: inout [Bool], reached: [Bool], pixels: UnsafeBufferPointer<UInt32>, text: UInt32,
                                       tolerance: Int32, width w: Int, height h: Int, radius: Int) -> Int {
        // Called only when something was removed.
        // Summed-area tables of the removed pixels' channels and count, one row and column of zeros first.
        let sw = w + 1
        var sums = [Int32](repeating: 0, count: 4 * sw * (h + 1))
        sums.withUnsafeMutableBufferPointer { s in
            for y in 0..<h {
                var row: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                for x in 0..<w {
                    let i = y &* w &+ x
                    if reached[i] && !mask[i] {
                        let p = pixels[i]
                        row.0 &+= Int32((p >> 16) & 255)
                        row.1 &+= Int32((p >> 8) & 255)
                        row.2 &+= Int32(p & 255)
                        row.3 &+= 1
                    }
                    let o = 4 &* ((y &+ 1) &* sw &+ x &+ 1), above = 4 &* (y &* sw &+ x &+ 1)
                    s[o] = s[above] &+ row.0
                    s[o &+ 1] = s[above &+ 1] &+ row.1
                    s[o &+ 2] = s[above &+ 2] &+ row.2
                    s[o &+ 3] = s[above &+ 3] &+ row.3
                }
            }
        }
        let t = text.unpackedRGB
        let limit = tolerance * tolerance
        var restored = 0
        sums.withUnsafeBufferPointer { s in
            @inline(__always) func total(_ c: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Double {
                Double(s[4 &* (y1 &* sw &+ x1) &+ c] &- s[4 &* (y0 &* sw &+ x1) &+ c]
                       &- s[4 &* (y1 &* sw &+ x0) &+ c] &+ s[4 &* (y0 &* sw &+ x0) &+ c])
            }
            for y in 0..<h {
                let y0 = max(0, y - radius), y1 = min(h, y + radius + 1)
                for x in 0..<w {
                    let i = y &* w &+ x
                    guard reached[i] && !mask[i], colourDistanceSquared(pixels[i], text) <= limit else { continue }
                    let x0 = max(0, x - radius), x1 = min(w, x + radius + 1)
                    let count = total(3, x0, y0, x1, y1)
                    guard count > 0 else { continue }
                    let bg = (total(0, x0, y0, x1, y1) / count, total(1, x0, y0, x1, y1) / count, total(2, x0, y0, x1, y1) / count)
                    let axis = (Double(t.r) - bg.0, Double(t.g) - bg.1, Double(t.b) - bg.2)
                    let span = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2
                    // A patch this close to the text colour hides glyphs: nothing to tell apart.
                    guard span >= Tuning.minimumPatchContrast * Tuning.minimumPatchContrast else { continue }
                    let p = pixels[i].unpackedRGB
                    let along = (Double(p.r) - bg.0) * axis.0 + (Double(p.g) - bg.1) * axis.1 + (Double(p.b) - bg.2) * axis.2
                    // Coverage one half or more against the patch: text, as the truth counts it.
                    if along >= Tuning.recoveredCoverage * span {
                        mask[i] = true
                        restored &+= 1
                    }
                }
            }
        }
        return restored
    }
}

/// The summed-area tables of `recoverGlyphs` over an area of the window: per pixel of the area
/// (one row and column of zeros first), the sums of the removed pixels' (reached, no longer in
/// the mask) channels and count above and to the left of it, four words a pixel.
private struct PatchSums {
    let table: [Int32]

    init(reached: [Bool], mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int,
         area: (left: Int, top: Int, width: Int, height: Int)) {
        let bw = area.width, bh = area.height, sw = bw &+ 1
        table = [Int32](unsafeUninitializedCapacity: 4 &* sw &* (bh &+ 1)) { s, count in
            // The row and column of zeros; every other word is written below.
            for k in 0..<(4 &* sw) { s[k] = 0 }
            for y in 0..<bh {
                var row: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                let o = 4 &* ((y &+ 1) &* sw)
                (s[o], s[o &+ 1], s[o &+ 2], s[o &+ 3]) = (0, 0, 0, 0)
                for x in 0..<bw {
                    let i = (y &+ area.top) &* w &+ x &+ area.left
                    if reached[i] && !mask[i] {
                        let p = pixels[i]
                        row.0 &+= Int32((p >> 16) & 255)
                        row.1 &+= Int32((p >> 8) & 255)
                        row.2 &+= Int32(p & 255)
                        row.3 &+= 1
                    }
                    let here = 4 &* ((y &+ 1) &* sw &+ x &+ 1), above = 4 &* (y &* sw &+ x &+ 1)
                    s[here] = s[above] &+ row.0
                    s[here &+ 1] = s[above &+ 1] &+ row.1
                    s[here &+ 2] = s[above &+ 2] &+ row.2
                    s[here &+ 3] = s[above &+ 3] &+ row.3
                }
            }
            count = 4 &* sw &* (bh &+ 1)
        }
    }
}
