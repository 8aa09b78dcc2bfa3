import LegiblePixels

/// Separates text from background inside one box.
///
/// Text in a screenshot is drawn in one colour; its background may be anything. So the text
/// colour is sought among the sharp peaks of the box's colour histogram, scored by what text
/// looks like and background does not: it stays off the box's edge, it is a minority of the
/// pixels, and its outline is a sharp step to a different colour (a gradient band that happens
/// to have the same colour has soft edges; a flat background owns the box's frame).
/// Anti-aliased pixels next to the glyphs are blends and belong to neither side.
struct TextSeparator: Sendable {
    /// A manifest hint for the text colour.
    var hint: RGB8?
    /// Ring radius in pixels (Docs/Measurement.md#the-ring).
    var ringRadius: Int
    /// Non-text regions (icons, borders, controls) may be solid shapes, not strokes.
    var solidShapes = false
    /// The pixels went through lossy compression (JPEG), which overshoots around sharp edges.
    var lossy = false
    /// The text's estimated stem width in pixels (from the manifest's font size and weight).
    var stemWidth: Double?

    func separate(_ box: BoxPixels) -> Result<Separation, SeparationFailure> {
        // Statistics that speak of the box (its size, its frame, shares of its area) count the
        // pixels outside the window as the frame colour they are; everything per pixel runs on
        // the window. Text never has the frame's colour (a candidate must differ from it), so
        // those pixels are never text and the window holds every text and ring pixel.
        let w = box.width, h = box.height, n = box.count
        guard box.rect.width >= 3 && box.rect.height >= 3 else { return .failure(.boxTooSmall) }
        // Nothing differs from the frame's colour: uniform, as the search below would find.
        guard let active = box.active else { return .failure(.uniform) }
        // The window's rows holding a pixel of another colour than the frame's: only they can
        // hold text (`active`).
        let activeRows = active.y &* w..<(active.maxY &* w)
        return box.rgb.withUnsafeBufferPointer { pixels in
            let frameColour = box.frameColour
            guard Self.anyPixel(UnsafeBufferPointer(rebasing: pixels[activeRows]), fartherThan: 10 * 10 - 1, from: frameColour) else {
                return .failure(.uniform)
            }

            var histogram: [Int32] = []
            var sampled: [UInt32]?
            var candidates = candidateColours(pixels, box: box, histogram: &histogram, sampled: &sampled)
            if let hint {
                // Trust the hint when the box really holds pixels of about that colour.
                if let near = candidates.min(by: { colourDistanceSquared($0, hint.packed) < colourDistanceSquared($1, hint.packed) }),
                   colourDistanceSquared(near, hint.packed) <= 40 * 40 {
                    candidates = [near]
                } else {
                    candidates.insert(hint.packed, at: 0)
                }
            }
            var shared = CandidateScan.Shared(histogram: histogram, sampled: sampled)
            let scored = scoredCandidates(candidates, pixels: pixels, box: box, shared: &shared)
            guard var chosen = scored.first else { return .failure(.indistinguishable) }
            // A fill inside an outline, or text over its hard drop shadow: take the text.
            if scored.count > 1, Self.runnerUpIsText(chosen, scored[1], background: frameColour) { chosen = scored[1] }
            // Text over a photo of nearly its colour: its exact cores outweigh the photo's highlights.
            if let drawn = Self.drawnRatherThanPhotographed(chosen, among: scored) { chosen = drawn }

            // Every byte is written below.
            var mask = [Bool](unsafeUninitializedCapacity: n) { _, written in written = n }
            // The text mask reaches a little further than the scoring did: pixels about 40%
            // covered by a glyph are text too, so thin strokes are not mistaken for background.
            let reach = chosen.tolerance * 4 / 3
            let limit = reach * reach
            // Cores of one exact colour: the glyphs are where they are, and only anti-aliasing
            // strays from them; farther pixels near the colour are background. JPEG noise
            // spreads the cores over a dozen levels and leaves fewer of them that close. In a
            // lossless image the cores are marked in the same pass as the mask.
            let exactness: Int32 = lossy ? 12 * 12 : 12
            var cores: [Bool]?
            // Only the active rows are measured; the rest have the frame's colour, never near the
            // candidate (`counted`), and are cleared.
            let activePixels = UnsafeBufferPointer(rebasing: pixels[activeRows])
            @inline(__always) func clearOutside(_ m: UnsafeMutableBufferPointer<Bool>) -> UnsafeMutableBufferPointer<Bool> {
                let base = m.baseAddress!
                base.update(repeating: false, count: activeRows.lowerBound)
                (base + activeRows.upperBound).update(repeating: false, count: n &- activeRows.upperBound)
                return UnsafeMutableBufferPointer(rebasing: m[activeRows])
            }
            var count = mask.withUnsafeMutableBufferPointer { m in
                let near = clearOutside(m)
                guard !lossy && chosen.purity >= 0.5 else { return Self.markNear(chosen.colour, limit: limit, pixels: activePixels, into: near) }
                var marked = 0
                cores = [Bool](unsafeUninitializedCapacity: n) { c, written in
                    marked = Self.markNear(chosen.colour, limit: limit, pixels: activePixels, into: near, closer: clearOutside(c),
                                           within: exactness)
                    written = n
                }
                return marked
            }
            // Later passes only shrink the mask (glyphs given back were in it): they share its bounds.
            // The ring pass takes them too while nothing has gone.
            let bounds = Self.boundingBox(of: mask, width: w, height: h, padding: 0)
            var shrunk = false
            if let bounds {
                if !solidShapes {
                    // Glyphs over a patch of nearly their colour go with the patch: give them back.
                    let reached = mask
                    let removed = Self.removeThickAreas(from: &mask, width: w, height: h, boxHeight: box.rect.height,
                                                          stemWidth: stemWidth, bounds: bounds)
                    count -= removed
                    shrunk = removed > 0
                    if removed > 0 {
                        count += Self.recoverGlyphs(in: &mask, reached: reached, pixels: pixels, text: chosen.colour,
                                                    tolerance: chosen.tolerance, width: w, height: h, radius: max(5, ringRadius))
                    }
                }
                if lossy ? Self.share(of: mask, within: exactness, of: chosen.colour, pixels: pixels) >= 0.3 : chosen.purity >= 0.5 {
                    let dropped = Self.dropFarFromCores(&mask, pixels: pixels, colour: chosen.colour, width: w, height: h, reach: 2,
                                                        exactness: exactness, cores: cores, bounds: bounds)
                    count -= dropped
                    shrunk = shrunk || dropped > 0
                }
            }
            guard count >= 3 else { return .failure(.indistinguishable) }
            let core = (lossy ? Self.interiorColour(pixels, mask: mask, width: w, height: h) : nil)
                ?? coreColour(pixels, mask: mask, candidate: chosen.colour, background: frameColour, purity: chosen.purity,
                              indices: bounds.map { $0.y &* w..<($0.maxY &* w) }, maskCount: count)
            // Constants from here on: the ring pass reads them per pixel.
            let (textColour, flatChroma) = refined(core, pixels: pixels, mask: mask, box: box, purity: chosen.purity)

            let found = ringPixels(pixels, mask: mask, box: box, text: textColour.packed, extent: shrunk ? nil : bounds)
            let ring = found.ring
            var ringColours = found.colours
            guard !ring.isEmpty else { return .failure(.noRing) }
            if lossy { Self.smoothLossyRing(&ringColours, ring: ring, width: w, height: h) }
            if flatChroma { Self.settleFlatLossyRing(&ringColours, ring: ring, width: w, height: h, background: frameColour) }
            return .success(Separation(textColour: textColour, textMask: mask, ring: ring, ringColours: ringColours,
                                       textPixelCount: count))
        }
    }

    /// The text colour corrected for what the pixels cannot show, and whether a lossy image's
    /// background was found flat (its ring then settles, `settleFlatLossyRing`).
    ///
    /// JPEG loses small text's hue to the background around it; over a flat background the chroma
    /// the glyphs spread adds up to theirs (`lossyChroma`). Stems thinner than a pixel never reach
    /// their colour (no exact cores): their ink is counted (`hairlineColour`). JPEG keeps the ink
    /// too (each block's mean survives), with noise around it, and its smoothing keeps stems up to
    /// a pixel wide from their colour.
    private func refined(_ core: RGB8, pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], box: BoxPixels,
                         purity: Double) -> (colour: RGB8, flatChroma: Bool) {
        let w = box.width, h = box.height
        var colour = core
        var flatChroma = false
        if lossy, let restored = Self.lossyChroma(pixels, mask: mask, width: w, height: h, text: colour,
                                                  background: box.frameColour, frame: box.frameInWindow,
                                                  frameCount: box.frameCount) {
            colour = restored
            flatChroma = true
        }
        if lossy || purity < 0.5, let stem = stemWidth, stem < (lossy ? 1.0 : 0.85),
           let thin = Self.hairlineColour(pixels, mask: mask, width: w, height: h, core: colour,
                                          background: box.frameColour, stemWidth: stem, permille: lossy ? 600 : 400) {
            colour = thin
        }
        return (colour, flatChroma)
    }

    /// Sets `mask[i]` to whether pixel `i` is within √`limit` of `colour`; returns how many are.
    /// Eight pixels at a time (`SquaredDistanceLanes`).
    static func markNear(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                         into mask: UnsafeMutableBufferPointer<Bool>) -> Int {
        guard let target = mask.baseAddress else { return 0 }
        let pixels = UnsafeBufferPointer(rebasing: pixels[..<min(pixels.count, mask.count)])
        return markNear(colour, limit: limit, pixels: pixels, into: target, also: nil, within: 0)
    }

    /// `markNear`, also setting `closer[i]` to whether pixel `i` is within √`closeLimit`: the
    /// exact cores (`dropFarFromCores`) from the same distances.
    static func markNear(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                         into mask: UnsafeMutableBufferPointer<Bool>, closer: UnsafeMutableBufferPointer<Bool>,
                         within closeLimit: Int32) -> Int {
        guard let target = mask.baseAddress, let second = closer.baseAddress else { return 0 }
        let pixels = UnsafeBufferPointer(rebasing: pixels[..<min(pixels.count, mask.count, closer.count)])
        return markNear(colour, limit: limit, pixels: pixels, into: target, also: second, within: closeLimit)
    }

    /// Both `markNear`s: writes a byte of `target` (and of `second`, when given) for every pixel;
    /// the callers have cut `pixels` to the buffers' length.
    @inline(__always)
    private static func markNear(_ colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>,
                                 into target: UnsafeMutablePointer<Bool>, also second: UnsafeMutablePointer<Bool>?,
                                 within closeLimit: Int32) -> Int {
        let n = pixels.count
        guard n > 0, let source = pixels.baseAddress else { return 0 }
        let lanes = SquaredDistanceLanes(colour)
        let bound = SIMD8<Int32>(repeating: limit), closeBound = SIMD8<Int32>(repeating: closeLimit)
        var counts = SIMD8<Int32>.zero
        var i = 0
        while i &+ 8 <= n {
            let d = lanes.squaredDistances(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self))
            let near = SIMD8<Int32>.zero.replacing(with: 1, where: d .<= bound)
            counts &+= near
            // Bool is one byte, 0 or 1.
            UnsafeMutableRawPointer(target + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: near), as: SIMD8<UInt8>.self)
            if let second {
                let close = SIMD8<Int32>.zero.replacing(with: 1, where: d .<= closeBound)
                UnsafeMutableRawPointer(second + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: close), as: SIMD8<UInt8>.self)
            }
            i &+= 8
        }
        var count = Int(counts.wrappedSum())
        while i < n {
            let d = colourDistanceSquared(source[i], colour)
            target[i] = d <= limit
            count &+= d <= limit ? 1 : 0
            if let second { second[i] = d <= closeLimit }
            i &+= 1
        }
        return count
    }

    /// Whether some pixel's squared distance from `colour` exceeds `limit`, eight pixels at a
    /// time as in `markNear`. Stops at the first: a box with text finds one within
    /// its first glyph, after the margin rows of its frame's colour.
    static func anyPixel(_ pixels: UnsafeBufferPointer<UInt32>, fartherThan limit: Int32, from colour: UInt32) -> Bool {
        let n = pixels.count
        guard let source = pixels.baseAddress else { return false }
        let lanes = SquaredDistanceLanes(colour)
        let bound = SIMD8<Int32>(repeating: limit)
        var i = 0
        while i &+ 8 <= n {
            let d = lanes.squaredDistances(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self))
            if MaskBytes.bits(of: d .> bound) != 0 { return true }
            i &+= 8
        }
        while i < n {
            if colourDistanceSquared(source[i], colour) > limit { return true }
            i &+= 1
        }
        return false
    }
}
