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
        var specks: [Int] = [], cored = false
        MaskComponents.forEach(in: mask, width: w, height: h) { component in
            if component.contains(where: { colourDistanceSquared(pixels[$0], text) <= exactness }) {
                cored = true
            } else if component.count < Tuning.speckBelow,
                      component.allSatisfy({ colourDistanceSquared(pixels[$0], text) > farther }) {
                specks += component
            }
        }
        return cored ? specks.sorted() : []
    }
}
