import LegiblePixels

private typealias Tuning = SeparationTuning.LoneMarks

extension TextSeparator {
    /// A box whose text is a few small marks on a flat background, measured as solid glyphs
    /// against what surrounds them; nil when the box holds anything else.
    ///
    /// At 1× a full stop or a comma left alone on its line covers two to four pixels, each a
    /// blend of the text into the background and none of them its colour: too few to make a
    /// histogram peak, so the stages find no text. In a lossless image the background is one
    /// exact colour, and every pixel off it is drawn: when those pixels are few
    /// (`SeparationTuning.LoneMarks.mostPixels`), each mark's strongest pixel is the nearest to
    /// its colour the pixels show, and the weakest mark's strongest pixel is measured. Parts
    /// reaching across the box or in from the lines beside it are no marks (`reachesAcrossOrOut`). A blend
    /// lies between the text and the background, so the ratio found is never higher than the
    /// drawn colour's (`Separation.readShortOfColour`): a pass holds, and a failure may be the
    /// blend's, not the colour's — the measurement leaves such a box unmeasured, as before.
    func loneMarks(in view: BoxView) -> Separation? {
        let frame = view.frameColour
        var marks = [Bool](repeating: false, count: view.pixels.count)
        var count = 0
        for i in view.activeRows where colourDistanceSquared(view.pixels[i], frame) > profile.exactness {
            marks[i] = true
            count += 1
        }
        guard count > 0, count <= Tuning.mostPixels else { return nil }
        func strength(_ i: Int) -> Int32 { colourDistanceSquared(view.pixels[i], frame) }
        var kept = [Bool](repeating: false, count: marks.count), keptCount = 0
        var weakest: Int?
        MaskComponents.forEach(in: marks, width: view.width, height: view.height) { part in
            guard !Self.reachesAcrossOrOut(part, in: view), let strongest = part.max(by: { strength($0) < strength($1) }) else { return }
            for i in part { kept[i] = true }
            keptCount += part.count
            if weakest.map({ strength(strongest) < strength($0) }) ?? true { weakest = strongest }
        }
        let least = SeparationTuning.Candidates.minimumContrast
        guard let peak = weakest, Double(strength(peak)) >= least * least else { return nil }
        let mask = TextMask(pixels: kept, count: keptCount, cores: nil,
                            bounds: MaskBounds.boundingBox(of: kept, width: view.width, height: view.height, padding: 0))
        let text = TextColour(colour: view.pixels[peak].unpackedRGB)
        guard let ring = ring(around: mask, text: text, in: view) else { return nil }
        var separation = Separation(textColour: text.colour, textMask: kept, ring: ring.pixels, ringColours: ring.colours,
                                    textPixelCount: keptCount)
        separation.readShortOfColour = true
        return separation
    }

    /// Whether `part` (window indices) reaches across the box (`spansBox`: the edge of a fill or
    /// of the page beside it) or touches its top or bottom row: a line's marks stand inside its
    /// box, and what reaches in from above or below is the neighbouring line's (a descender,
    /// an underline). Tight boxes end at the ink left and right, so a mark may touch those.
    static func reachesAcrossOrOut(_ part: [Int], in view: BoxView) -> Bool {
        let (reach, edges) = (extent(of: part, width: view.width), frameEdges(of: view))
        return spansBox(part, in: view) || reach.minY <= edges.top || reach.maxY >= edges.bottom
    }
}
