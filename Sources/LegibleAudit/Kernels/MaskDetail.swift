import LegiblePixels

private typealias Tuning = SeparationTuning.Ring

/// Finds the mask pixels that no anti-aliasing of the text could have made: photo detail the
/// text mask took for glyph (`TextSeparator.dropDetailInMask`).
///
/// A mask pixel within √`exactness` of the text colour is a core. Any other with background
/// (pixels outside the mask) within `reach` pixels in x and y must lie on the segment from one
/// of those background pixels to the text colour (`EdgeWalk.liesBetween`); one that lies on
/// none — off every such segment, or beyond the text colour — is detail. A pixel with no
/// background within reach is inside a stroke and stays. The plain version the tests compare
/// with is `MaskDetail.reference`.
enum MaskDetail {
    /// The window indices of the detail among the mask pixels of rows `rows` and columns
    /// `columns` of the `width`×`height` window, in scan order. `off`, when given, holds the
    /// mask's pixels off the cores (`OffCoreMasks.off`), found once a box: they are not found again.
    static func find(mask: [Bool], off: [Bool]? = nil, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
                     rows: Range<Int>, columns: Range<Int>, text: UInt32, exactness: Int32, reach: Int) -> [Int] {
        precondition(mask.count == w * h && pixels.count == w * h && (off?.count ?? w * h) == w * h, "one mask flag per pixel")
        var found: [Int] = []
        mask.withUnsafeBufferPointer { m in
            guard let base = m.baseAddress, !columns.isEmpty else { return }
            for y in rows {
                let first = y &* w &+ columns.lowerBound
                // Cores, the most of a glyph, and the background around it are passed over.
                OffCores.forEach(mask: UnsafeRawPointer(base + first), off: off, at: first, pixels: pixels, count: columns.count,
                                 text: text, exactness: exactness) { k in
                    if isDetail(pixels[first &+ k], x: columns.lowerBound &+ k, y: y, m: m, pixels: pixels, width: w, height: h,
                                reach: reach, text: text) {
                        found.append(first &+ k)
                    }
                }
            }
        }
        return found
    }

    /// Whether `colour`, at (`x`, `y`), blends the text into none of the background pixels
    /// within `reach`, and there is some background there. The pixels beside it are tried first:
    /// an anti-aliased pixel nearly always blends into one of them.
    @inline(__always)
    private static func isDetail(_ colour: UInt32, x: Int, y: Int, m: UnsafeBufferPointer<Bool>, pixels: UnsafeBufferPointer<UInt32>,
                                 width w: Int, height h: Int, reach: Int, text: UInt32) -> Bool {
        var sawBackground = false
        var tried: UInt32 = 0xFFFF_FFFF
        /// Whether some background pixel within `r` of the pixel, and further than `skip`,
        /// blends the text into it.
        func blends(within r: Int, beyond skip: Int) -> Bool {
            for ny in max(0, y &- r)...min(h &- 1, y &+ r) {
                let row = ny &* w, dy = abs(ny &- y)
                for nx in max(0, x &- r)...min(w &- 1, x &+ r) where !m[row &+ nx] && max(dy, abs(nx &- x)) > skip {
                    let background = pixels[row &+ nx]
                    sawBackground = true
                    // Runs of one background colour are common (a flat fill, a dark sky): one test each.
                    guard background != tried else { continue }
                    tried = background
                    if liesBetween(colour, text: text, background: background) { return true }
                }
            }
            return false
        }
        if blends(within: 1, beyond: 0) || blends(within: reach, beyond: 1) { return false }
        return sawBackground
    }

    /// `EdgeWalk.liesBetween` in integers, but for the two comparisons: the same segment, the
    /// same tolerances (`SeparationTuning.Ring`), no division.
    @inline(__always)
    static func liesBetween(_ pixel: UInt32, text: UInt32, background: UInt32) -> Bool {
        guard pixel != background else { return true }
        @inline(__always) func channel(_ c: UInt32, _ shift: UInt32) -> Int { Int((c >> shift) & 0xFF) }
        let t = (channel(text, 16) &- channel(background, 16), channel(text, 8) &- channel(background, 8),
                 channel(text, 0) &- channel(background, 0))
        let p = (channel(pixel, 16) &- channel(background, 16), channel(pixel, 8) &- channel(background, 8),
                 channel(pixel, 0) &- channel(background, 0))
        let span = t.0 &* t.0 &+ t.1 &* t.1 &+ t.2 &* t.2
        let dot = p.0 &* t.0 &+ p.1 &* t.1 &+ p.2 &* t.2
        guard Double(span) >= Tuning.blendMinimumSpan, dot > 0, Double(dot) <= Tuning.blendMost * Double(span) else { return false }
        // Off the line by |p|² − dot²/span, compared times the span.
        let length = p.0 &* p.0 &+ p.1 &* p.1 &+ p.2 &* p.2
        let off = length &* span &- dot &* dot
        return Double(off) <= Tuning.blendOffLine * Double(span) * Double(span)
    }
}
