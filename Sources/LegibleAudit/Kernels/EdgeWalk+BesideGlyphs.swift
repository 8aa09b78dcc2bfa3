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

    /// The least share of the way to the text colour that each column of a stem `stemWidth` px
    /// wide holds when it straddles two columns and leaves both under half covered: the two
    /// shares sum to the width, so each is more than the width less a half. Nil when the stems are
    /// a pixel wide or more (one column is then at least half covered, and the mask holds it).
    static func faintStrokeLeast(stemWidth: Double) -> Double? {
        guard stemWidth < Tuning.faintStrokeStem else { return nil }
        return max(Tuning.blendLeast, stemWidth - Tuning.faintStrokeMost)
    }

    /// The background past a stroke too faint for the text mask, for edge pixel `i` whose walk
    /// outward reached `past`: `past` itself when it is no such stroke. A stem narrower than a pixel
    /// drawn across two columns leaves both under half covered (the truth counts neither as
    /// text, and the mask holds neither), so the walk from the glyphs below runs up the stem and
    /// takes its blend for the background. When `past` and the edge pixel both lie between
    /// `least` and half of the way to the text colour from the first pixel further on (within
    /// `SeparationTuning.Ring.walkSteps`, past pixels of nearly `past`'s colour: the rest of the
    /// stroke), that pixel is the background they stand for.
    func pastFaintStroke(from i: Int, past: Int, least: Double) -> Int {
        // 32-bit division, as in `step`.
        let w = UInt32(truncatingIfNeeded: width)
        let iy = Int(UInt32(truncatingIfNeeded: i) / w), py = Int(UInt32(truncatingIfNeeded: past) / w)
        let ix = i &- iy &* width, px = past &- py &* width
        let dx = (px &- ix).signum(), dy = (py &- iy).signum()
        let colour = pixels[past]
        var x = px, y = py
        for _ in 0..<Tuning.walkSteps {
            x &+= dx
            y &+= dy
            guard x >= 0 && x < width && y >= 0 && y < height else { return past }
            let j = y &* width &+ x, next = pixels[j]
            if let share = Self.shareOfTheWay(colour, text: text, background: next), share >= Tuning.blendLeast {
                // The edge pixel is the same stroke's other column, under half covered too.
                let faint = Self.faintBlend(colour, text: text, background: next, least: least)
                return faint && Self.faintBlend(pixels[i], text: text, background: next, least: least) ? j : past
            }
            // Only the stroke's own pixels lie between it and the background past it.
            let within = SeparationTuning.Candidates.exactWithin
            guard colourDistanceSquared(colour, next) <= within &* within else { return past }
        }
        return past
    }

    /// Whether `pixel` lies between `least` and half of the way from `background` to `text`.
    @inline(__always)
    static func faintBlend(_ pixel: UInt32, text: UInt32, background: UInt32, least: Double) -> Bool {
        guard let share = shareOfTheWay(pixel, text: text, background: background) else { return false }
        return share >= least && share < Tuning.faintStrokeMost
    }
}
