private typealias Tuning = SeparationTuning.Ring

extension EdgeWalk {
    /// Whether ring pixel `i`, beside the glyphs of a lossless image, is their edge
    /// (`EdgeRule.besideGlyphs`), `background` being the first pixel past them: a blend of the
    /// text into that background, or a core of the glyph that the text mask left out
    /// (`isLostCore`). Any other pixel there is detail at the glyph's edge.
    func isEdgeBesideGlyphs(_ i: Int, background: UInt32) -> Bool {
        let colour = pixels[i]
        guard colour != background else { return true }
        guard let share = Self.shareOfTheWay(colour, text: text, background: background), share > 0 else { return false }
        return share <= Tuning.blendMost || (share <= Tuning.lostCoreMost && isLostCore(i, background: background))
    }

    /// Whether pixel `i`, beside the glyphs and beyond the text colour on the way from
    /// `background`, is a core of the glyph itself: no neighbour further out continues it, every
    /// one lies on the segment from `background` to the text colour. Strokes thinner than a
    /// pixel leave the text colour's estimate short of their darkest (or brightest) pixel, and
    /// the mask, a sphere around a mid-tone, leaves that pixel out; photo detail beyond the
    /// text colour (a light, a crack, a blade) reaches further from the glyphs.
    func isLostCore(_ i: Int, background: UInt32) -> Bool {
        // 32-bit division, as in `step`.
        let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: width))
        let x = i &- y &* width
        for ny in max(0, y &- 1)...min(height &- 1, y &+ 1) {
            for nx in max(0, x &- 1)...min(width &- 1, x &+ 1) {
                let j = ny &* width &+ nx
                guard d[j] > Tuning.alwaysEdge else { continue }
                if !Self.liesBetween(pixels[j], text: text, background: background) { return false }
            }
        }
        return true
    }
}
