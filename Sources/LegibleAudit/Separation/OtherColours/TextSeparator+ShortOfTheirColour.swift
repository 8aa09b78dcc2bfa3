extension TextSeparator {
    /// Words of a lighter colour the first text's mask took in whose glyphs never show that colour
    /// exactly (`drawnWithinFirst` found no exact repeats): small text at 1× is all edge, each
    /// glyph peaking a few levels short of its colour, so grey words at 9 px beside black links peak
    /// at nearby greys, never one grey twice. Parts apart from the first colour's glyphs whose
    /// strongest pixels agree within `OtherColours.distinctBy` (what makes two colours one text
    /// colour) are such words, measured as the colour they peak at. The same count as for exact
    /// repeats holds: `DrawnWithin.minimumParts` parts of different shapes, each showing the colour
    /// twice across columns, `DrawnWithin.minimumCores` pixels spread over more than a stem; and
    /// only where the first text's `ring` is flat (`isFlat`, `page` its median), the colour lies
    /// nearer the page than the first text's (`toward` it), and the parts' strokes carry less ink
    /// than the first text's (`inksLess`).
    ///
    /// It hides no failing text: the colour it adds lies nearer the page than the first, measured
    /// against the ring of its own glyphs, and on a flat page the first text's ring loses only
    /// those glyphs, whose contrast is the lower.
    func glyphsShortOfTheirColour(_ parts: [[Int]], toward: (UInt32) -> Int, found: [Bool], known: [UInt32], ring: Ring,
                                  page: UInt32, in view: BoxView) -> OtherText? {
        // Over a photo or a gradient, parts peaking near one colour are its tones, not words of one.
        let within = SeparationTuning.OtherColours.distinctBy
        guard Self.isFlat(ring.colours),
              let other = drawnText(parts, partCores: SeparationTuning.DrawnWithin.partCores, toward: toward, found: found,
                                    known: known, groupedWithin: within * within, in: view) else { return nil }
        // Lighter words lie nearer the page than the first text; a stronger word's edges lie beyond it.
        guard toward(other.text.colour.packed) < toward(known[0]) else { return nil }
        let rest = found.indices.map { found[$0] && !other.mask.pixels[$0] }
        return Self.inksLess(other.mask.pixels, than: rest, peak: other.text.colour.packed, text: known[0], page: page,
                             pixels: view.pixels, width: view.width, height: view.height) ? other : nil
    }

    /// Whether the strokes of `glyphs` carry less ink than those of `first` (the first text's
    /// glyphs), as glyphs drawn in `peak` would rather than in `text`: a stroke's ink across it
    /// (`StrokeCrossing.ink`) is its width times its contrast whatever its phase, so thin glyphs
    /// of the text's own colour that peak short of it (a hairline at 1x) carry as much as the
    /// rest, while lighter words carry their lesser contrast's share. Nearer the lighter share
    /// than the whole, by the medians of both; no crossing, or a share within
    /// `DrawnWithin.leastContrastGap` of the whole, no telling.
    static func inksLess(_ glyphs: [Bool], than first: [Bool], peak: UInt32, text: UInt32, page: UInt32,
                         pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int) -> Bool {
        let share = contrastShare(peak, of: text, on: page)
        // A peak this near the text's colour inks within the measure's spread of its thin strokes.
        guard share <= 1 - SeparationTuning.DrawnWithin.leastContrastGap,
              let ink = inkShare(glyphs, of: first, text: text, page: page, pixels: pixels, width: w, height: h) else { return false }
        return ink < (1 + share) / 2
    }

    /// The ink of `glyphs`' strokes as a share of `first`'s (medians of `StrokeCrossing.ink`, read
    /// along the axis from `page` to `text`); nil when either has no crossing.
    static func inkShare(_ glyphs: [Bool], of first: [Bool], text: UInt32, page: UInt32,
                         pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int) -> Double? {
        let core = text.unpackedRGB
        let theirs = strokeCrossings(pixels, mask: glyphs, width: w, height: h, core: core, background: page).map(\.ink)
        let firsts = strokeCrossings(pixels, mask: first, width: w, height: h, core: core, background: page).map(\.ink)
        guard let their = median(theirs), let full = median(firsts), full > 0 else { return nil }
        return Double(their / full)
    }

    /// How far `peak` lies from `page` as a share of how far `text` does.
    static func contrastShare(_ peak: UInt32, of text: UInt32, on page: UInt32) -> Double {
        Double(colourDistanceSquared(peak, page)).squareRoot() / max(1, Double(colourDistanceSquared(text, page)).squareRoot())
    }

    private static func median(_ values: [Float]) -> Float? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }
}

