import LegiblePixels

private typealias Tuning = SeparationTuning.EdgeDetail

extension TextSeparator {
    /// The small groups of mask pixels (8-connected, fewer than `Tuning.speckBelow`) none of
    /// which holds the text colour, when other groups do: photo detail standing apart from the
    /// glyphs (a faint star, a lit window's glow, a pale leaf within the text's tolerance). Drawn
    /// text repeats its colour inside every part of a glyph its strokes cover; a part that never
    /// reaches it is a thin stroke, which runs longer than a speck. Only specks whose every pixel
    /// lies farther than √`farther` from the text colour go: a glyph's part that just misses its
    /// colour stays. Window indices, in scan order.
    static func corelessSpecks(in mask: [Bool], text: UInt32, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
                               exactness: Int32, farther: Int32) -> [Int] {
        let split = OffCoreMasks(mask: mask, pixels: pixels, width: w, bounds: PixelRect(x: 0, y: 0, width: w, height: h), text: text, exactness: exactness,
                                 farther: farther)
        return corelessSpecks(in: mask, split: split, width: w, height: h)
    }

    /// `corelessSpecks` from the mask's pixels off the text colour found once (`split.far`, with
    /// the bound √`farther`): a group holding the text colour is no speck, and "far" pixels are
    /// farther than both bounds.
    static func corelessSpecks(in mask: [Bool], split: OffCoreMasks, width w: Int, height h: Int) -> [Int] {
        split.cored ? FarSpecks.find(mask: mask, far: split.far, width: w, height: h, below: Tuning.speckBelow) : []
    }

    /// The parts of the mask (8-connected) none of whose pixels holds the text colour, when other
    /// parts hold it and their strokes are more than two pixels wide (their ridge at least
    /// `Tuning.corelessPartsHalfStroke` deep): a stroke that wide covers some pixel whole in every
    /// part of a glyph, and one too thin to reach the colour is at most two pixels across. A part
    /// that never reaches it is the photo's, whatever its size (a printed page's letters inside a
    /// grey caption's tolerance). Thinner text has whole glyphs that never reach its colour:
    /// nothing is told there. The strokes' width is read without those parts. `bounds` holds
    /// every set pixel. Window indices, in scan order.
    static func corelessParts(in mask: [Bool], text: UInt32, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
                              bounds: PixelRect, exactness: Int32) -> [Int] {
        let split = OffCoreMasks(mask: mask, pixels: pixels, width: w, bounds: bounds, text: text,
                                 exactness: exactness, farther: nil)
        return corelessParts(in: mask, split: split, width: w, height: h, bounds: bounds)
    }

    /// `corelessParts` from the mask's pixels off the text colour found once (`split.off`).
    static func corelessParts(in mask: [Bool], split: OffCoreMasks, width w: Int, height h: Int, bounds: PixelRect) -> [Int] {
        guard split.cored else { return [] }
        let parts = FarSpecks.find(mask: mask, far: split.off, width: w, height: h, below: mask.count + 1)
        guard !parts.isEmpty else { return [] }
        var strokes = mask
        for i in parts { strokes[i] = false }
        let ridge = GlyphStrokes.ridge(of: strokes, width: w, height: h, bounds: bounds)
        return ridge.halfStroke >= Tuning.corelessPartsHalfStroke ? parts : []
    }
}
