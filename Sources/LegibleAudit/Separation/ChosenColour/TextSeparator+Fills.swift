import LegiblePixels

private typealias Tuning = SeparationTuning.Fills

extension TextSeparator {
    /// Glyphs inside a fill: a candidate of their colour, their text mask, and the fill's blocks
    /// with their holes (per window pixel).
    struct FillGlyphs {
        var candidate: Candidate
        var mask: TextMask
        var block: [Bool]
    }

    /// The chosen candidate with its text mask — or, when the chosen is a fill, the glyphs
    /// inside it (`glyphsInside`), with the fill's `block`.
    func textOverFills(_ chosen: Candidate, in view: BoxView) -> (candidate: Candidate, mask: TextMask, block: [Bool]?) {
        let mask = textMask(of: chosen, in: view)
        guard let inside = glyphsInside(chosen, mask: mask, in: view) else { return (chosen, mask, nil) }
        return (inside.candidate, inside.mask, inside.block)
    }

    /// `ring` without the pixels in a fill's `block`.
    static func ring(_ ring: Ring, off block: [Bool]) -> Ring {
        ring.filter { pixel, _ in !block[pixel] }
    }

    /// The glyphs inside `fill` as a candidate of their colour and their text mask, when `mask`,
    /// the fill's, is a fill (`fillHoles`); else nil. A code chip's dark rectangle behind white
    /// words scores as text (a sharp-edged minority inside the box), yet it is what the words
    /// stand on: the words are the text, measured against the chip and whatever their ring
    /// reaches past it, whatever their colour (white code on a white page is text on the chip).
    func glyphsInside(_ fill: Candidate, mask: TextMask, in view: BoxView) -> FillGlyphs? {
        guard let (holes, block) = Self.fillHoles(mask, colour: fill.colour, exactness: profile.exactness, in: view),
              let inside = Self.glyphColour(in: holes, fill: fill.colour, in: view) else { return nil }
        // Its tolerance as against the fill: the glyphs' anti-aliased edge blends into the chip.
        var glyphs = Self.candidate(of: inside, frame: fill.colour)
        var inner = textMask(of: glyphs, in: view)
        var kept = [Bool](repeating: false, count: inner.pixels.count)
        for i in holes where inner.pixels[i] { kept[i] = true }
        inner.pixels = kept
        inner.count = holes.reduce(0) { $0 + (kept[$1] ? 1 : 0) }
        inner.shrunk = true
        guard inner.count >= Tuning.minimumPixels else { return nil }
        let exact = holes.reduce(0) { $0 + (kept[$1] && colourDistanceSquared(view.pixels[$1], inside) <= profile.exactness ? 1 : 0) }
        glyphs.purity = Double(exact) / Double(inner.count)
        return FillGlyphs(candidate: glyphs, mask: inner, block: block)
    }

    /// The glyphs' own colour among `holes` (window indices): the one farthest from the
    /// `fill`'s that `OtherColours.minimumCores` of them hold exactly, farther than
    /// `OtherColours.distinctBy`. Anti-aliasing blends the glyphs into the fill, never beyond
    /// their colour; thin strokes may show more blends than cores.
    static func glyphColour(in holes: [Int], fill: UInt32, in view: BoxView) -> UInt32? {
        let unlike = SeparationTuning.OtherColours.distinctBy * SeparationTuning.OtherColours.distinctBy
        var counts: [UInt32: Int] = [:]
        for i in holes where colourDistanceSquared(view.pixels[i], fill) > unlike { counts[view.pixels[i], default: 0] += 1 }
        return counts.filter { $0.value >= SeparationTuning.OtherColours.minimumCores }.keys.max {
            (colourDistanceSquared($0, fill), $1) < (colourDistanceSquared($1, fill), $0)
        }
    }

    /// The holes of the fill blocks among the pixels of `mask` that hold `colour` itself (within
    /// √`exactness`: a chip is one flat colour; the text drawn over it, an underline running
    /// through it, reach only its tolerance), when the blocks hold `maskShare` of those pixels
    /// or more (`fillBlockHoles`), with the blocks and their holes per window pixel; else nil.
    /// `mask` is `colour`'s (`textMask`): its cores, when marked, are those pixels.
    static func fillHoles(_ mask: TextMask, colour: UInt32, exactness: Int32, in view: BoxView) -> (holes: [Int], block: [Bool])? {
        guard mask.count >= Tuning.minimumPixels else { return nil }
        // The mask's pixels within √exactness of the colour: its exact cores when marked with it,
        // else marked eight at a time (`NearMask`) in the rows of the mask's bounds alone.
        // Only the active rows (whole window rows) hold text.
        let w = view.width, active = view.activeRows
        let rows = PixelRect(x: 0, y: active.lowerBound / w, width: w, height: active.count / w)
        let bounds = mask.bounds?.intersection(rows) ?? rows
        guard !bounds.isEmpty else { return nil }
        let span = bounds.y * w..<bounds.maxY * w
        let exact = mask.cores ?? [Bool](unsafeUninitializedCapacity: mask.pixels.count) { all, done in
            done = all.count
            // Only the span's rows are read (`MaskParts` within the bounds).
            _ = NearMask.mark(colour, limit: exactness, pixels: UnsafeBufferPointer(rebasing: view.pixels[span]),
                              into: UnsafeMutableBufferPointer(rebasing: all[span]))
        }
        // Parts judged by their runs (`MaskParts`): a glyph's pixels are never listed.
        var count = 0, blocks: [MaskParts.Part] = [], holes: [Int] = []
        MaskParts.forEach(in: exact, and: mask.pixels, width: w, within: bounds) { part in
            count += part.count
            if let inside = fillBlockHoles(part, colour: colour, in: view) {
                blocks.append(part)
                holes += inside
            }
        }
        guard count >= Tuning.minimumPixels,
              Double(blocks.reduce(0) { $0 + $1.count }) >= Tuning.maskShare * Double(count) else { return nil }
        var block = [Bool](repeating: false, count: mask.pixels.count)
        for part in blocks { part.forEachPixel(width: w) { block[$0] = true } }
        for i in holes { block[i] = true }
        return (holes, block)
    }

    /// The holes (window indices) of `part`, pixels of `colour`, when it is a solid block with
    /// glyphs inside: with its holes (`MaskHoles`) it covers `blockShare` of its bounding
    /// rectangle, its own pixels are `ownShare` of that, its holes hold `minimumPixels` and some
    /// pixels unlike it (`OtherColours.distinctBy`), and it lies inside the box (`spansBox`: a
    /// band or a panel reaching across is the box's background anyway); else nil. A glyph's
    /// outline bounds about half its rectangle with its counters; a chip is a rounded
    /// rectangle, the words its holes. A `lineTall` block (`lineChips`) may reach from the box's
    /// top to its bottom, not across it.
    static func fillBlockHoles(_ part: MaskParts.Part, colour: UInt32, in view: BoxView, lineTall: Bool = false) -> [Int]? {
        guard part.count >= Tuning.minimumPixels else { return nil }
        let w = view.width, reach = (minX: part.minX, maxX: part.maxX, minY: part.minY, maxY: part.maxY)
        let rw = reach.maxX - reach.minX + 1, rh = reach.maxY - reach.minY + 1, area = rw * rh
        // Pixels before a row's first run or after its last are no holes: without them the
        // block cannot cover its share, the holes cannot hold their least, MaskHoles is not asked.
        let most = area - part.outsideAlongRows
        guard Double(part.count) >= Tuning.ownShare * Tuning.blockShare * Double(area), !(lineTall ? spansWidth(reach: reach, in: view) : spansBox(reach: reach, in: view)),
              Double(most) >= Tuning.blockShare * Double(area), most - part.count >= Tuning.minimumPixels
        else { return nil }
        var shape = [Bool](repeating: false, count: area)
        for run in part.runs {
            for x in run.start..<run.end { shape[(run.y - reach.minY) * rw + (x - reach.minX)] = true }
        }
        let holes = MaskHoles.holes(of: shape, width: rw, height: rh)
            .map { (reach.minY + $0 / rw) * w + reach.minX + $0 % rw }
        let block = part.count + holes.count
        let unlike = SeparationTuning.OtherColours.distinctBy * SeparationTuning.OtherColours.distinctBy
        guard holes.count >= Tuning.minimumPixels, Double(block) >= Tuning.blockShare * Double(area),
              Double(part.count) >= Tuning.ownShare * Double(block),
              holes.contains(where: { colourDistanceSquared(view.pixels[$0], colour) > unlike }) else { return nil }
        return holes
    }
}
