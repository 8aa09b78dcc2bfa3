import LegiblePixels

private typealias Tuning = SeparationTuning.LineAbove

extension TextSeparator {
    /// The parts of `mask` that are the line above's underline and descenders reaching into
    /// the box, not this line's text: they lie wholly in the box's top `topShare`, and one of
    /// them runs across the box's width. Nil when there are none (most boxes: no such run).
    ///
    /// With line-height 1 a line's box overlaps the one above by the font's descent: a lone
    /// full stop after an underlined link holds that link's underline and descenders above it,
    /// a long sharp run that a dark stop's mask takes in, or that outscores its few pixels. The
    /// line's own glyphs reach below the top third and its own underline lies near its bottom;
    /// what runs across the top belongs to the line it underlines: neither text nor background.
    func inkOfLineAbove(_ mask: TextMask, in view: BoxView) -> [Bool]? {
        guard let bounds = mask.bounds else { return nil }
        let edges = Self.frameEdges(of: view), w = view.width
        let topRows = Int((Double(view.box.rect.height) * Tuning.topShare).rounded(.down))
        let top = PixelRect(x: edges.left, y: edges.top, width: edges.right - edges.left + 1, height: topRows)
        guard topRows > 0, bounds.y < top.maxY, MaskRuns.holdsRun(mask.pixels, width: w, bounds: top, least: top.width)
        else { return nil }
        var above = [Bool](repeating: false, count: mask.pixels.count), across = false
        MaskComponents.forEach(in: mask.pixels, width: w, height: view.height) { part in
            let reach = Self.extent(of: part, width: w)
            guard reach.maxY < top.maxY else { return }
            for i in part { above[i] = true }
            across = across || (reach.minX <= edges.left && reach.maxX >= edges.right)
        }
        return across ? above : nil
    }

    /// The chosen text (`textOverFills`) without the line above's ink (`inkOfLineAbove`), and
    /// that ink; a colour none of whose own pixels are left is passed over for the next
    /// candidate (left out of `candidates`).
    func besideLineAbove(_ chosen: (candidate: Candidate, mask: TextMask, block: [Bool]?)?, among candidates: inout [Candidate],
                         in view: BoxView) -> (text: (candidate: Candidate, mask: TextMask, block: [Bool]?)?, above: [Bool]?) {
        guard var text = chosen, text.block == nil, var above = inkOfLineAbove(text.mask, in: view) else { return (chosen, nil) }
        Self.dropPixels(of: &text.mask, where: { above[$0] })
        let colour = text.candidate.colour
        guard !text.mask.pixels.indices.contains(where: {
            text.mask.pixels[$0] && colourDistanceSquared(view.pixels[$0], colour) <= profile.exactness
        }) else { return (text, above) }
        candidates.removeAll { $0.colour == colour }
        guard var next = chosenColour(among: candidates, in: view).map({ textOverFills($0, in: view) }) else { return (nil, above) }
        if next.block == nil, let more = inkOfLineAbove(next.mask, in: view) {
            for i in more.indices where more[i] { above[i] = true }
        }
        Self.dropPixels(of: &next.mask, where: { above[$0] })
        return (next.mask.count > 0 ? next : nil, above)
    }
}
