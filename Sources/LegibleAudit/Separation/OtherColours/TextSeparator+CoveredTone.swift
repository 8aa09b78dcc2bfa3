import LegiblePixels

extension TextSeparator {
    /// The strongest colour of `pixels` (window indices) lying between two pixels of its row
    /// within `TextTones.coveredStep` of it: a wholly covered stretch of a horizontal stroke.
    /// Gradient text draws each column in its own tone, so at 1× a round letter's covered pixels
    /// (the bars of an "S") repeat no colour exactly, yet each lies a gradient's small step from
    /// its neighbours along the row; a glyph's anti-aliased edge steps sharply. Nil when none does.
    static func coveredTone(_ pixels: [Int], in view: BoxView) -> UInt32? {
        let w = view.width, frame = view.frameColour
        let within = SeparationTuning.TextTones.coveredStep * SeparationTuning.TextTones.coveredStep
        var tone: UInt32?, farthest: Int32 = -1
        for i in pixels where i % w > 0 && i % w < w - 1 {
            let colour = view.pixels[i] & 0xFF_FFFF, distance = colourDistanceSquared(colour, frame)
            guard distance > farthest,
                  colourDistanceSquared(view.pixels[i - 1] & 0xFF_FFFF, colour) <= within,
                  colourDistanceSquared(view.pixels[i + 1] & 0xFF_FFFF, colour) <= within else { continue }
            (tone, farthest) = (colour, distance)
        }
        return tone
    }
}

extension TextSeparator {
    /// The one of `a` and `b` farther from the `frame`'s colour (either when the other is nil).
    static func stronger(_ a: UInt32?, _ b: UInt32?, than frame: UInt32) -> UInt32? {
        guard let a else { return b }
        guard let b else { return a }
        return colourDistanceSquared(b, frame) > colourDistanceSquared(a, frame) ? b : a
    }

    /// `a` when it lies nearer the `frame`'s colour than `b`, else `b`.
    static func weaker(_ a: UInt32?, _ b: UInt32, than frame: UInt32) -> UInt32 {
        guard let a, colourDistanceSquared(a, frame) < colourDistanceSquared(b, frame) else { return b }
        return a
    }
}
