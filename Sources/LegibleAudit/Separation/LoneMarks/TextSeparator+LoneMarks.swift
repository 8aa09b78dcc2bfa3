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
    /// blend's, not the colour's — the measurement leaves such a box unmeasured, as before. A
    /// part at the box's left or right side reaching less than `sideShare` of the strongest
    /// mark's distance from the background is the edge of a glyph beside the box, no mark.
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
        var parts: [(part: [Int], strongest: Int)] = []
        MaskComponents.forEach(in: marks, width: view.width, height: view.height) { part in
            guard !Self.reachesAcrossOrOut(part, in: view), let strongest = part.max(by: { strength($0) < strength($1) }) else { return }
            parts.append((part, strongest))
        }
        // A faint part at the box's side is the edge of a glyph beside it (a link's last letter,
        // its underline): the box's own mark touching its side still holds the marks' colour.
        let strongestMark = parts.map { strength($0.strongest) }.max() ?? 0
        let edges = Self.frameEdges(of: view)
        var beside = [Bool](repeating: false, count: marks.count)
        parts.removeAll { part, strongest in
            let edge = Double(strength(strongest)) < Tuning.sideShare * Tuning.sideShare * Double(strongestMark)
                && part.contains { let x = $0 % view.width; return x <= edges.left || x >= edges.right }
            if edge { for i in part { beside[i] = true } }
            return edge
        }
        var kept = [Bool](repeating: false, count: marks.count), keptCount = 0
        var weakest: Int?
        for (part, strongest) in parts {
            for i in part { kept[i] = true }
            keptCount += part.count
            if weakest.map({ strength(strongest) < strength($0) }) ?? true { weakest = strongest }
        }
        let least = SeparationTuning.Candidates.minimumContrast
        guard let peak = weakest, Double(strength(peak)) >= least * least else { return nil }
        let mask = TextMask(pixels: kept, count: keptCount, cores: nil,
                            bounds: MaskBounds.boundingBox(of: kept, width: view.width, height: view.height, padding: 0))
        let text = TextColour(colour: view.pixels[peak].unpackedRGB)
        // The glyph beside the box is another text, not this one's background.
        guard let ring = ring(around: mask, text: text, in: view)?.filter({ pixel, _ in !beside[pixel] }),
              !ring.pixels.isEmpty else { return nil }
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
