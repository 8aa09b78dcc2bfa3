import LegiblePixels

extension TextSeparator {
    /// The pixels of `mask` (within `bounds`) nearer in colour to a background pixel beside them
    /// than to the text colour `text`, and no blend of the text into it: a pixel at least half
    /// covered by a glyph is nearer the text than the background it blends into, while a star's
    /// glow or a photo's highlight touching the glyphs runs on from the background beside it, in
    /// a hue of its own. Cores (within √`exactness` of the text colour) always stay. Window
    /// indices, in scan order. `off`, when given, holds the mask's pixels off the cores
    /// (`OffCoreMasks.off`, kept up with the mask).
    static func nearerBackground(in mask: [Bool], off: [Bool]? = nil, text: UInt32, pixels: UnsafeBufferPointer<UInt32>,
                                 width w: Int, height h: Int, bounds: PixelRect, exactness: Int32) -> [Int] {
        var found: [Int] = []
        mask.withUnsafeBufferPointer { m in
            guard let raw = m.baseAddress, pixels.baseAddress != nil else { return }
            for y in bounds.y..<bounds.maxY {
                // The mask's pixels of the row that are no cores, eight looked at at a time.
                let first = y &* w &+ bounds.x
                OffCores.forEach(mask: UnsafeRawPointer(raw + first), off: off, at: first, pixels: pixels, count: bounds.width,
                                 text: text, exactness: exactness) { k in
                    let x = bounds.x &+ k, i = first &+ k, colour = pixels[i]
                    let toText = colourDistanceSquared(colour, text)
                    if nearerBackgroundBeside(colour, x: x, y: y, than: toText, text: text, mask: m, pixels: pixels, width: w, height: h) {
                        found.append(i)
                    }
                }
            }
        }
        return found
    }

    /// Whether a pixel outside `mask` beside (`x`, `y`) is nearer to `colour` than `limit`
    /// (squared), `colour` being no blend of `text` into it.
    private static func nearerBackgroundBeside(_ colour: UInt32, x: Int, y: Int, than limit: Int32, text: UInt32,
                                               mask: UnsafeBufferPointer<Bool>, pixels: UnsafeBufferPointer<UInt32>,
                                               width w: Int, height h: Int) -> Bool {
        for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
            for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) where !mask[ny &* w &+ nx] {
                let background = pixels[ny &* w &+ nx]
                if colourDistanceSquared(colour, background) < limit && !MaskDetail.liesBetween(colour, text: text, background: background) {
                    return true
                }
            }
        }
        return false
    }
}
