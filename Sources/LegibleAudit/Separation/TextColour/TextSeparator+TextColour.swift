import LegiblePixels

private typealias Tuning = SeparationTuning.TextColour

extension TextSeparator {
    /// The glyph-core colour: the per-channel median of the text pixels furthest from the
    /// background along the background→candidate axis.
    ///
    /// Only pixels close to that axis count: glyph pixels are blends of text and background and
    /// lie on it, while a photo or shadow colour that slipped into the mask lies off it. When the
    /// candidate's cores repeat one exact colour (`purity`), the top 3% are those cores. Otherwise,
    /// in a lossless image, the strokes are hairlines that never reach their colour and the
    /// joints and overlaps come closest: the top 0.2% are taken. Lossy compression rings around
    /// sharp edges and overshoots the text colour in a minority of the pixels, so there the top
    /// 10% are taken, whose median sits on the glyph cores.
    ///
    /// - Parameters:
    ///   - indices: pixel indices holding every mask pixel, when the caller knows them (the
    ///     rows of the mask's bounds): only they are read.
    ///   - maskCount: how many mask pixels there are, when the caller has counted them: the
    ///     candidate's pixels are then those not visited, not counted bit by bit (a bit count is
    ///     a dozen instructions on baseline x86-64).
    ///   - width: the window's width, when the caller lends it for a lossless box on a flat page:
    ///     the colour is then read without the edges of stronger ink beside the text
    ///     (`edgesOfStrongerInk`).
    func coreColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], candidate: UInt32, background: UInt32,
                    purity: Double, indices: Range<Int>? = nil, maskCount: Int? = nil, width: Int? = nil) -> RGB8 {
        let c = candidate.unpackedRGB
        let axis = CoreAxis(candidate: c, background: background.unpackedRGB)
        let n = min(mask.count, pixels.count, indices?.upperBound ?? .max)
        guard n > 0 else { return c }
        let fraction = profile.coreFraction.of(purity: purity)
        // The candidate's own projection is `span`. Glyph cores of its exact colour usually make
        // that the threshold, found without a selection: counted are the on-axis members, those
        // beyond `span` and those at it; the cores are then the candidate's pixels (counted,
        // sixteen at a time) and the few others at or beyond it (listed).
        assert(maskCount.map { $0 == mask.reduce(0) { $0 + ($1 ? 1 : 0) } } ?? true, "mask count off")
        assert(indices.map { r in mask.indices.allSatisfy { !mask[$0] || r.contains($0) } } ?? true, "mask pixel outside the indices")
        var tally = axis.tally(pixels, mask: mask, candidate: candidate, from: max(0, indices?.lowerBound ?? 0), to: n,
                               countsExact: maskCount == nil)
        if let maskCount { tally.exact = maskCount &- tally.visited }
        // On a flat page, pixels beyond the candidate joined to stronger drawn ink the mask leaves
        // out are that ink's edge: the colour is read without them.
        if tally.beyond > 0, let width, profile.purityTellsDrawn {
            let edges = Self.edgesOfStrongerInk(pixels, mask: mask, axis: axis, range: indices ?? 0..<n, width: width)
            if !edges.isEmpty {
                var cores = mask
                for i in edges { cores[i] = false }
                return coreColour(pixels, mask: cores, candidate: candidate, background: background, purity: purity,
                                  indices: indices, maskCount: maskCount.map { $0 - edges.count })
            }
        }
        // The candidate's pixels lie on the axis, at `span`.
        let onAxis = tally.onAxis &+ tally.exact, atSpan = tally.atSpan &+ tally.exact
        guard onAxis > 0 else { return c }
        let k = min(onAxis &- 1, onAxis &* fraction / 1000)
        // The k-th smallest projection is `span` when at most onAxis − 1 − k lie beyond it and
        // more lie at or beyond it.
        let fromTop = onAxis &- 1 &- k
        if tally.beyond <= fromTop && fromTop < tally.beyond &+ atSpan {
            return channelMedians(counted: { add in
                add(candidate, tally.exact)
                tally.others.withUnsafeBufferPointer { for q in $0 { add(q, 1) } }
            }).unpackedRGB
        }
        // Otherwise the threshold is selected among every on-axis member's projection.
        let members = axis.members(pixels, mask: mask, count: n, capacity: onAxis)
        var ranked = members.map(\.along)
        let threshold = quickSelect(&ranked, k)
        return channelMedians(counted: { add in
            for member in members where member.along >= threshold { add(member.pixel, 1) }
        }).unpackedRGB
    }

    /// In a lossy image, the per-channel median of the glyph interiors: mask pixels whose eight
    /// neighbours are all in the mask. Nil when fewer than six pixels are (thin strokes).
    ///
    /// JPEG keeps colour at half resolution, so on the outline the text's chroma bleeds into the
    /// background's and the extremes along the background→text axis overshoot or fall short of
    /// the text colour; inside the strokes, away from the outline, neither happens.
    /// The interior pixels go straight into the median's histograms, not into a list first.
    static func interiorColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int) -> RGB8? {
        var count = 0
        let median = channelMedians { add in
            MaskBytes.forEachInterior(mask, width: w, height: h) { i in
                add(pixels[i])
                count &+= 1
            }
        }
        return count >= Tuning.minimumInterior ? median.unpackedRGB : nil
    }
}
