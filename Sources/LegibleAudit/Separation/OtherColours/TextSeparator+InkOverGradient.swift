import LegiblePixels

private typealias Tuning = SeparationTuning.OtherColours

extension TextSeparator {
    /// Text of a lower contrast over a smooth gradient, judged against the page where it lies:
    /// grey words beside white links over a blurred colour blob. `unexplainedInk` weighs ink
    /// against the whole ring's levels, and over a gradient from dark brown to mid blue the
    /// grey words' lightest pixels lie within the blue's reach. Here each pixel is weighed
    /// against the page behind it (`SmoothPage`: the box's top and bottom rows, joined down each
    /// column), where the gradient's own tones lie within a few levels and the words stand out.
    ///
    /// Only in lossless boxes whose top and bottom rows change smoothly along and down them (a
    /// photo's do not), and only when no colour beside the first was found. Ink lies toward the
    /// first text's colour beyond the page by more than the box's side columns depart from it,
    /// apart from the first text's glyphs (a word apart when its colour blends the first into the
    /// page: an ExtraLight letter's thin strokes), in parts that step sharply to a pixel standing
    /// out (`inkOverGradientParts`); its colour, the median of its strongest third and unlike
    /// the page around it, is measured against the ring of its own glyphs.
    func inkOverGradient(first mask: TextMask, chosen: Candidate, text: UInt32, ring firstRing: Ring, others: [OtherText],
                         in view: BoxView) -> OtherText? {
        guard profile.purityTellsDrawn, !view.onFlatFill, others.isEmpty, !firstRing.pixels.isEmpty,
              let page = SmoothPage(view),
              // A page that ranges less than an ink step is the ring's own level, which `unexplainedInk` judged.
              page.span > Int(SeparationTuning.Candidates.minimumContrast * 10000) else { return nil }
        let w = view.width, h = view.height
        let background = Self.channelMedian(firstRing.colours)
        let direction = Self.luma(text) >= Self.luma(background) ? 1 : -1
        // The page's own departures from the model: down the box's side columns, where no text
        // lies (nor within `apartBy` of it: asked pixel by pixel until the gate below is passed).
        let isNear = { (i: Int) in MaskBytes.isNear(mask.pixels, at: i, width: w, height: h, by: Tuning.apartBy) }
        var reach: [Int] = []
        reach.reserveCapacity(2 * h)
        for y in 0..<h {
            if !isNear(y * w) { reach.append(page.departure(of: view.pixels[y * w], x: 0, y: y, direction: direction)) }
            if !isNear(y * w + w - 1) { reach.append(page.departure(of: view.pixels[y * w + w - 1], x: w - 1, y: y, direction: direction)) }
        }
        reach.sort()
        guard !reach.isEmpty else { return nil }
        let share = SeparationTuning.UnexplainedInk.reachShare
        let threshold = max(reach[min(reach.count - 1, Int(share * Double(reach.count)))], 0)
            + Int(SeparationTuning.Candidates.minimumContrast * 10000)
        // Every part holds a pixel standing out that far: most boxes hold none, and cost no stored pass.
        let standOut = max(threshold, Int(SeparationTuning.UnexplainedInk.standOut * Double(threshold)))
        guard page.anyDeparture(in: view, direction: direction, atLeast: standOut, apart: isNear, glyphs: mask.pixels) else {
            return nil
        }
        let toward = page.departures(of: view, direction: direction)
        let near = MaskBytes.dilated(mask.pixels, width: w, height: h, by: Tuning.apartBy)
        var parts = inkOverGradientParts(near: near, text: text, page: page, toward: toward, threshold: threshold,
                                         glyphs: mask.pixels, in: view)
        var colour = Self.inkColour(parts.flatMap { $0 }, toward: { toward[$0] }, in: view)
        // A colour on the first's blends into the page may be its thin strokes: it must lie a word apart.
        if let found = colour, Self.isBlend(found, of: text, into: background) {
            let wider = MaskBytes.dilated(mask.pixels, width: w, height: h, by: Tuning.blendApartBy)
            parts.removeAll { $0.contains { wider[$0] } }
            colour = Self.inkColour(parts.flatMap { $0 }, toward: { toward[$0] }, in: view)
        }
        let kept = parts.flatMap { $0 }
        guard let colour, kept.count >= Tuning.minimumPixels,
              colourDistanceSquared(colour, text) > chosen.tolerance * chosen.tolerance else { return nil }
        var pixels = [Bool](repeating: false, count: mask.pixels.count)
        for i in kept { pixels[i] = true }
        let drawn = TextColour(colour: colour.unpackedRGB)
        let inkMask = TextMask(pixels: pixels, count: kept.count, cores: nil, bounds: nil)
        guard let around = ring(around: inkMask, text: drawn, in: view) else { return nil }
        let own = Self.ring(around, without: mask.pixels, colours: [text], frame: view.frameColour, width: w, height: h)
        // Words of their own colour stand apart from the page around them: a photo's shading
        // lies within a step of it.
        guard !own.pixels.isEmpty,
              colourDistanceSquared(colour, Self.channelMedian(own.colours)) > Tuning.distinctBy * Tuning.distinctBy else { return nil }
        var other = OtherText(candidate: Self.candidate(of: colour, frame: view.frameColour), mask: inkMask, text: drawn, ring: own,
                              reach: pixels, fill: nil)
        other.unexplained = true
        return other
    }

    /// The parts (window indices) of ink over a smooth `page`: pixels lying `threshold` or more
    /// `toward` the text from the page behind them, off the page's rough columns, outside `near`
    /// (the first text's `glyphs` grown by `apartBy`); parts holding a pixel `UnexplainedInk.standOut`
    /// times as far within two pixels of the page (drawn glyphs step sharply; a blurred shape
    /// fades), neither lines nor spanning the box, holding no pixel of the text's colour nor
    /// found text between their pixels.
    func inkOverGradientParts(near: [Bool], text: UInt32, page: SmoothPage, toward: [Int], threshold: Int, glyphs: [Bool],
                              in view: BoxView) -> [[Int]] {
        let w = view.width, h = view.height, exactness = profile.exactness
        let standOut = Int(SeparationTuning.UnexplainedInk.standOut * Double(threshold))
        var ink = [Bool](repeating: false, count: glyphs.count)
        for y in (view.activeRows.lowerBound / w)..<((view.activeRows.upperBound + w - 1) / w) {
            for x in 0..<w where !page.rough[x] {
                let i = y * w + x
                if view.activeRows.contains(i), !near[i], toward[i] >= threshold { ink[i] = true }
            }
        }
        let sharp = { (i: Int) -> Bool in
            let y = i / w, x = i - y * w
            for ny in max(0, y - 2)...min(h - 1, y + 2) {
                for nx in max(0, x - 2)...min(w - 1, x + 2) where toward[ny * w + nx] < threshold { return true }
            }
            return false
        }
        var parts: [[Int]] = []
        MaskComponents.forEach(in: ink, width: w, height: h) { part in
            guard part.count >= Tuning.minimumCores, part.contains(where: { toward[$0] >= standOut && sharp($0) }),
                  !Self.spansBox(part, in: view), !Self.isLine(part, width: w),
                  !part.contains(where: { colourDistanceSquared(view.pixels[$0], text) <= exactness }),
                  !Self.enclosesText(part, found: glyphs, width: w) else { return }
            parts.append(part)
        }
        return parts
    }

    /// The median of the strongest `UnexplainedInk.coreShare` of `pixels` (window indices) by
    /// how far `toward` the text they lie; nil when there are none.
    static func inkColour(_ pixels: [Int], toward: (Int) -> Int, in view: BoxView) -> UInt32? {
        guard !pixels.isEmpty else { return nil }
        let strongest = pixels.sorted { toward($0) > toward($1) }
            .prefix(max(1, Int((SeparationTuning.UnexplainedInk.coreShare * Double(pixels.count)).rounded(.up))))
        return channelMedian(strongest.map { view.pixels[$0] })
    }
}
