import LegiblePixels

private typealias Tuning = SeparationTuning.Corrections

extension TextSeparator {
    /// Over a photo in a lossless image, the text mask without the photo's pale patches beside
    /// wide strokes: strokes wide enough to be wholly covered inside hold the text colour exactly,
    /// and anti-aliasing adds one pixel of blend beside it, so groups of mask pixels off that
    /// exact colour lying more than a pixel from every pixel of it (`dropFarFromCores` with that
    /// reach and no tolerance) are the photo's: a near-white sky touching white capitals, within
    /// the mask's tolerance and the cores'. Runs after the other detail rules, on what they kept.
    /// Returns the window indices cleared, in scan order: the ring measures them as they are.
    func dropBesideWideStrokes(_ mask: inout TextMask, chosen: Candidate, in view: BoxView) -> [Int] {
        guard let bounds = mask.bounds, widelyStroked(mask, chosen: chosen, bounds: bounds, in: view) else { return [] }
        let cleared = Self.dropFarFromCores(&mask.pixels, pixels: view.pixels, colour: chosen.colour, width: view.width,
                                            height: view.height, reach: 1, exactness: 0, cores: nil, bounds: bounds)
        guard !cleared.isEmpty else { return [] }
        mask.count -= cleared.count
        mask.shrunk = true
        return cleared
    }

    /// Whether `dropBesideWideStrokes` looks at `mask`: drawn text (its candidate repeats one
    /// exact colour) off a flat fill, whose stated stems are wide enough to be wholly covered
    /// inside and whose glyphs show it: most of the mask holds the exact colour (a font stated
    /// larger than drawn has thin strokes, mostly blends).
    private func widelyStroked(_ mask: TextMask, chosen: Candidate, bounds: PixelRect, in view: BoxView) -> Bool {
        guard let stem = stemWidth, stem >= Tuning.wideStroke, !mask.coresOnlyInDecorations, mask.count > 0,
              chosen.purity >= SeparationTuning.pureCores, !view.onFlatFill else { return false }
        let w = view.width, colour = chosen.colour
        var exact = 0
        for y in bounds.y..<bounds.maxY {
            let row = y &* w
            for i in (row &+ bounds.x)..<(row &+ bounds.maxX) where mask.pixels[i] && view.pixels[i] == colour { exact &+= 1 }
        }
        return Double(exact) >= Tuning.wideStrokeExactShare * Double(mask.count)
    }

    /// `ring` with the pale photo `dropBesideWideStrokes` took from the mask standing for
    /// itself: beside the glyphs it would pass for their blends into the darker photo past it.
    static func ring(_ ring: Ring, besideWideStrokes cleared: [Int], mask: [Bool], in view: BoxView) -> Ring {
        guard !cleared.isEmpty else { return ring }
        return Self.ring(Self.ring(ring, withDetail: cleared, mask: mask, in: view), detailAsItIs: cleared, in: view)
    }
}
