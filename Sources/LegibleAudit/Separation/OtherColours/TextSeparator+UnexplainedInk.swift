import LegiblePixels

private typealias Tuning = SeparationTuning.OtherColours

extension TextSeparator {
    /// Text that no colour found explains: ink farther toward the first text's colour than the
    /// background around it and on the box's frame reaches (`InkLevels`), short of every colour
    /// found, and more than `apartBy` from their glyphs (an anti-aliased edge, an outline or a
    /// shadow hugs the glyphs it belongs to). Translucent words beside full-colour links over a
    /// gradient or under a glow are such ink: stage 7 does not find them (their ring is no flat
    /// fill), or the first mask takes them in (`dropOtherGlyphs`), and unmeasured they let the
    /// links' contrast pass the box. They are text of a lower contrast, measured as another
    /// colour against the ring of their own glyphs.
    ///
    /// Ink reaching across the box is a fill's or a page's, a one-pixel line a stroke at partial
    /// coverage (`isLine`); ink holding found text between its
    /// pixels is a chip's or a card's (`enclosesText`); ink that reads as a found colour other
    /// than the first (its strokes drawn short of it) is that text.
    func unexplainedInk(first mask: TextMask, chosen: Candidate, among candidates: [Candidate], text: UInt32, ring: Ring,
                        others: [OtherText], in view: BoxView) -> OtherText? {
        // Words drawn in a colour repeat it: a histogram peak off the first colour's tolerance,
        // lying toward it from the frame's colour and (once the background's reach is known)
        // beyond it (`isInk`). Most boxes have none, and cost no pass over their pixels.
        let unlike = chosen.tolerance * chosen.tolerance
        let frameLuma = Self.luma(view.frameColour), toward = Self.luma(text) >= frameLuma ? 1 : -1
        let margin = Int(SeparationTuning.Candidates.minimumContrast * 10000)
        let peaks = candidates.filter {
            (Self.luma($0.colour) - frameLuma) * toward >= margin && colourDistanceSquared($0.colour, text) > unlike
        }
        // Over a gradient or a photo the words' shades may make no peak of their own.
        guard !peaks.isEmpty || !view.onFlatFill, let levels = InkLevels(ring: ring.colours, frame: view.frameColours, text: text),
              !view.onFlatFill || peaks.contains(where: { levels.isInk($0.colour) }) else { return nil }
        let w = view.width, h = view.height, exactness = profile.exactness
        // The first text's glyphs, but for parts of its mask drawn in another colour, and the
        // glyphs of the colours found after it.
        var found = mask.pixels
        Self.dropOtherGlyphs(from: &found, colour: chosen.colour, levels: levels, exactness: exactness, in: view)
        for other in others {
            for i in found.indices where other.mask.pixels[i] { found[i] = true }
        }
        // Words of a lower colour hold pixels apart from the text found that stand out
        // (`standsOut`) off the first colour's tolerance; a photo's tones and the text's own edges
        // mostly do not. One reading pass tells, stopping at the first few.
        // The pixels' lumas and distances are tested eight at a time (`LumaReach`), the glyphs
        // around a pixel only where one passes.
        var strong = 0
        levels.outstanding(fartherThan: unlike, from: text).forEach(in: view.pixels, view.activeRows) { i in
            if !found[i] && !Self.touches(found, at: i, width: w, height: h) { strong += 1 }
            return strong < Tuning.minimumCores
        }
        guard strong >= Tuning.minimumCores else { return nil }
        var ink = [Bool](repeating: false, count: found.count), count = 0
        levels.ink.forEach(in: view.pixels, view.activeRows) { i in
            if !found[i] && !Self.touches(found, at: i, width: w, height: h) {
                ink[i] = true
                count += 1
            }
            return true
        }
        guard count >= Tuning.minimumPixels else { return nil }
        let near = MaskBytes.dilated(found, width: w, height: h, by: Tuning.apartBy)
        let known = [text] + others.map(\.text.colour.packed)
        var kept: [Int] = []
        MaskComponents.forEach(in: ink.indices.map { ink[$0] && !near[$0] }, width: w, height: h) { part in
            // A one-pixel line is a stroke at partial coverage (an underscore between two rows).
            guard part.count >= Tuning.minimumCores, !Self.spansBox(part, in: view), !Self.isLine(part, width: w),
                  !part.contains(where: { i in known.contains { colourDistanceSquared(view.pixels[i], $0) <= exactness } }),
                  !Self.enclosesText(part, found: found, width: w) else { return }
            kept.append(contentsOf: part)
        }
        guard kept.count >= Tuning.minimumPixels else { return nil }
        return inkText(kept, levels: levels, found: found, known: known, tolerance: chosen.tolerance, ring: ring, in: view)
    }

    /// The text the unexplained ink `pixels` (window indices) draws: its colour the median of its
    /// strongest `UnexplainedInk.coreShare` toward the text, with the ring of its own glyphs,
    /// none of `found`'s; nil when that colour reads as a found one other than the first.
    private func inkText(_ pixels: [Int], levels: InkLevels, found: [Bool], known: [UInt32], tolerance: Int32, ring first: Ring,
                         in view: BoxView) -> OtherText? {
        var mask = [Bool](repeating: false, count: found.count)
        for i in pixels { mask[i] = true }
        let strongest = pixels.sorted { levels.toward(view.pixels[$0]) > levels.toward(view.pixels[$1]) }
            .prefix(max(1, Int((SeparationTuning.UnexplainedInk.coreShare * Double(pixels.count)).rounded(.up))))
        let colour = Self.channelMedian(strongest.map { view.pixels[$0] })
        let frame = view.frameColour
        guard !known.dropFirst().contains(where: { Self.isBlend(colour, of: $0, into: frame) }) else { return nil }
        // Words of a lower contrast are the text's colour thinned toward its background (a
        // translucent colour), unlike it by more than its tolerance, and stand out far beyond the
        // background's own reach (`standsOut`): a photo's highlights and hues do not.
        guard colourDistanceSquared(colour, known[0]) > tolerance * tolerance, levels.standsOut(colour),
              Self.isBlend(colour, of: known[0], into: Self.channelMedian(first.colours)) else { return nil }
        let text = TextColour(colour: colour.unpackedRGB)
        let inkMask = TextMask(pixels: mask, count: pixels.count, cores: nil, bounds: nil)
        guard let ring = ring(around: inkMask, text: text, in: view) else { return nil }
        let own = Self.ring(ring, without: found, colours: known, frame: frame, width: view.width, height: view.height)
        guard !own.pixels.isEmpty else { return nil }
        var other = OtherText(candidate: Self.candidate(of: colour, frame: frame), mask: inkMask, text: text, ring: own,
                              reach: mask, fill: nil)
        other.unexplained = true
        return other
    }

    /// Takes from `mask` (the first text's) its parts drawn in another colour: parts holding
    /// no pixel of the chosen `colour` (within √`exactness`) and `minimumCores` interior pixels
    /// (all eight neighbours in the mask) nearer the background than the text (`InkLevels`).
    /// Anti-aliasing never draws a stroke's inside at partial coverage; a lighter colour's wide
    /// strokes are whole inside, in their own colour.
    static func dropOtherGlyphs(from mask: inout [Bool], colour: UInt32, levels: InkLevels, exactness: Int32, in view: BoxView) {
        let w = view.width, h = view.height
        // Few masks hold such insides at all: one pass over their pixels tells.
        var anyInside = false
        mask.withUnsafeBytes { m in
            guard let bytes = m.baseAddress else { return }
            MaskBytes.forEachSet(bytes, count: m.count) { i in
                if !anyInside && !levels.isHalfway(view.pixels[i]) && Self.isInterior(i, of: mask, width: w, height: h) { anyInside = true }
            }
        }
        guard anyInside else { return }
        var dropped: [Int] = []
        MaskComponents.forEach(in: mask, width: w, height: h) { part in
            guard part.count >= Tuning.minimumPixels, !part.contains(where: { colourDistanceSquared(view.pixels[$0], colour) <= exactness }) else { return }
            var interiors = 0
            for i in part where !levels.isHalfway(view.pixels[i]) && Self.isInterior(i, of: mask, width: w, height: h) {
                interiors += 1
            }
            if interiors >= Tuning.minimumCores { dropped.append(contentsOf: part) }
        }
        for i in dropped { mask[i] = false }
    }

    /// Whether pixel `i` and its eight neighbours all lie inside the window and in `mask`.
    static func isInterior(_ i: Int, of mask: [Bool], width w: Int, height h: Int) -> Bool {
        let y = i / w, x = i - y * w
        guard x > 0, y > 0, x < w - 1, y < h - 1 else { return false }
        for ny in (y - 1)...(y + 1) {
            for nx in (x - 1)...(x + 1) where !mask[ny * w + nx] { return false }
        }
        return true
    }

    /// Whether pixel `i` or one of its eight neighbours is set in `mask`.
    @inline(__always)
    static func touches(_ mask: [Bool], at i: Int, width w: Int, height h: Int) -> Bool {
        let y = i / w, x = i - y * w
        let left = x > 0 ? i - 1 : i, right = x < w - 1 ? i + 1 : i
        if mask[left] || mask[right] { return true }
        if y > 0 && (mask[left - w] || mask[i - w] || mask[right - w]) { return true }
        return y < h - 1 && (mask[left + w] || mask[i + w] || mask[right + w])
    }

    /// Whether `part` (window indices) holds `found` text between its pixels along rows:
    /// `minimumPixels` of them, and `holdsShare` of the part's own pixels (a chip, a card).
    static func enclosesText(_ part: [Int], found: [Bool], width w: Int) -> Bool {
        holdsBetween(part, width: w) { found[$0] }
    }

    /// The per-channel median of `colours` (packed 0xRRGGBB).
    static func channelMedian(_ colours: [UInt32]) -> UInt32 {
        upperChannelMedian(colours)
    }
}
