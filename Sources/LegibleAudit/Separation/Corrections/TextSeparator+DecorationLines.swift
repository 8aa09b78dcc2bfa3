import LegiblePixels

private typealias Tuning = SeparationTuning.Corrections

extension TextSeparator {
    /// Whether the glyphs beside the text's decoration lines show cores of their own: the share
    /// of the mask's pixels off those lines that are exact cores is at least `least`. Nil when
    /// the mask holds no such line.
    ///
    /// An underline, a strike-through or the edge of a focus ring drawn in the text colour is a
    /// long straight run of that colour, exact all along, while the glyphs' thin strokes at 1×
    /// may nowhere reach it. Counted with the glyphs, the lines make the text look as if its
    /// cores repeat one colour, and `dropFarFromCores` would then take the glyphs for background.
    /// A line is a run along a row of at least `minimumRun` exact pixels.
    static func glyphsShowCores(mask: [Bool], cores: [Bool], width w: Int, bounds: PixelRect, minimumRun: Int,
                                least: Double) -> Bool? {
        // Most masks hold no line: looked for first, a row's bytes as bits (`MaskRuns`).
        guard MaskRuns.holdsRun(cores, width: w, bounds: bounds, least: minimumRun) else { return nil }
        var glyphPixels = 0, glyphCores = 0, linePixels = 0
        for y in bounds.y..<bounds.maxY {
            let row = y &* w
            var x = bounds.x
            while x < bounds.maxX {
                let i = row &+ x
                guard cores[i] else {
                    if mask[i] { glyphPixels &+= 1 }
                    x &+= 1
                    continue
                }
                var end = x &+ 1
                while end < bounds.maxX && cores[row &+ end] { end &+= 1 }
                let run = end &- x
                if run >= minimumRun {
                    linePixels &+= run
                } else {
                    glyphPixels &+= run
                    glyphCores &+= run
                }
                x = end
            }
        }
        guard linePixels > 0 else { return nil }
        return glyphPixels > 0 && Double(glyphCores) >= least * Double(glyphPixels)
    }

    /// The shortest run of exact pixels along a row that is a decoration line in a box `boxHeight`
    /// pixels tall: longer than any glyph's horizontal stroke.
    static func decorationRun(boxHeight: Int) -> Int {
        max(Tuning.decorationMinimumRun, Int((Double(boxHeight) * Tuning.decorationRunOverBoxHeight).rounded(.up)))
    }
}
