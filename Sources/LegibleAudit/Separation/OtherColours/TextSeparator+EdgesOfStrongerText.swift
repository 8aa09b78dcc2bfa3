import LegiblePixels

extension TextSeparator {
    /// `taken`, the text found so far, without the parts that are the anti-aliased edge of
    /// stronger ink: parts at most two pixels across, holding no pixel of a found colour (`known`,
    /// within √`exactness`), that touch the other colour's `glyphs` (its mask) past `taken`; nil
    /// when none is, or when fewer than half of `taken`'s parts hold a found colour (a gradient's
    /// tones change along the line: no one colour shows in its glyphs, and its strong end is no
    /// other text). A grey paragraph's tolerance takes in the blends of a stronger word beside it
    /// (a white link's edge into a dark page passes through the grey); held as the paragraph's,
    /// they would keep every pixel of the word's thin strokes within reach of them, and the word
    /// would go unfound, its cores left in the paragraph's ring.
    func withoutEdges(of glyphs: [Bool], in taken: [Bool], known: [UInt32], in view: BoxView) -> [Bool]? {
        let w = view.width, h = view.height, exactness = profile.exactness
        guard w > 0, taken.count == w &* h, glyphs.count == taken.count else { return nil }
        var kept = taken, apart = false, parts = 0, holding = 0
        MaskComponents.forEach(in: taken, width: w, height: h) { part in
            parts += 1
            guard !part.contains(where: { i in known.contains { colourDistanceSquared(view.pixels[i], $0) <= exactness } }) else {
                holding += 1
                return
            }
            let extent = Self.extent(of: part, width: w)
            guard min(extent.maxX - extent.minX, extent.maxY - extent.minY) < 2,
                  part.contains(where: { Self.touches(glyphs, at: $0, apartFrom: taken, width: w, height: h) }) else { return }
            for i in part { kept[i] = false }
            apart = true
        }
        // Text drawn in one colour shows it in most of its parts; a gradient's tones change along it.
        return apart && 2 * holding >= parts ? kept : nil
    }

    /// Whether a pixel beside window index `i` (8-connected) lies in `glyphs` and not in `taken`.
    static func touches(_ glyphs: [Bool], at i: Int, apartFrom taken: [Bool], width w: Int, height h: Int) -> Bool {
        let y = i / w, x = i - y * w
        for ny in max(0, y - 1)...min(h - 1, y + 1) {
            for nx in max(0, x - 1)...min(w - 1, x + 1) where glyphs[ny * w + nx] && !taken[ny * w + nx] { return true }
        }
        return false
    }
}

