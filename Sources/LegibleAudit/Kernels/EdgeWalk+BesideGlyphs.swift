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
    /// `background`, is a core of the glyph itself: it runs along the glyph (a 4-neighbour beside
    /// the glyphs lies at least `SeparationTuning.Ring.lostCoreRun` of the way to the text
    /// colour) and no neighbour further out continues it (every one lies on the segment from
    /// `background` to the text colour). Strokes thinner than a pixel leave the text colour's
    /// estimate short of their darkest (or brightest) pixels, and the mask, a sphere around a
    /// mid-tone, leaves them out; photo detail beyond the text colour (a star, a crack, a blade)
    /// stands alone or reaches further from the glyphs.
    func isLostCore(_ i: Int, background: UInt32) -> Bool {
        // 32-bit division, as in `step`.
        let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: width))
        let x = i &- y &* width
        var alongGlyph = false
        for ny in max(0, y &- 1)...min(height &- 1, y &+ 1) {
            for nx in max(0, x &- 1)...min(width &- 1, x &+ 1) {
                let j = ny &* width &+ nx
                if d[j] > Tuning.alwaysEdge {
                    if !Self.liesBetween(pixels[j], text: text, background: background) { return false }
                } else if d[j] > 0 && (nx == x || ny == y) && j != i, !alongGlyph,
                          let share = Self.shareOfTheWay(pixels[j], text: text, background: background) {
                    alongGlyph = share >= Tuning.lostCoreRun
                }
            }
        }
        return alongGlyph
    }
}
