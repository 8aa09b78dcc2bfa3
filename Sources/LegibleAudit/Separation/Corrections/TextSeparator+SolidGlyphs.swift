import LegiblePixels

private typealias Tuning = SeparationTuning.Corrections

extension TextSeparator {
    /// Gives back to the mask the solid glyphs that `removeThickAreas` took away: icon-font
    /// glyphs, filled symbols (■ ● ► ★) and pictograms drawn in the text colour. Returns how
    /// many pixels came back.
    ///
    /// A patch of the text's colour that is background (a gradient band, a photo area) blends
    /// into the colours around it; a solid glyph stands on the background like any other
    /// glyph, a flat fill or a gradient's tones (`FrameTones`). So each connected part that went
    /// comes back when it is drawn in the text colour (at least `SeparationTuning.pureCores` of
    /// it within √`exactness` of `text`) and the pixels two steps outside it (past the
    /// anti-aliased edge) are mostly the frame's tones (`solidSurroundShare`), and nothing of
    /// another colour lies inside its bounding box (`solidForeignShare`): a chip or a button of
    /// the text colour holds text of its own. `reached` is the mask before `removeThickAreas`;
    /// `tones` makes the frame's tones, asked for once a part is drawn in the text colour.
    /// `edgesSpread`: the pixels went through JPEG, whose compression spreads a glyph's edge past
    /// the two steps, and the frame is a flat fill, where nothing else blends the text into it:
    /// such a pixel, a weak blend of the text into the frame (`FrameTones.spreadsEdge`), stands
    /// for the frame. Over a photo, such blends may be the photo's own patch fading out.
    static func restoreSolidGlyphs(in mask: inout [Bool], reached: [Bool], pixels: UnsafeBufferPointer<UInt32>,
                                   text: UInt32, tones: () -> FrameTones, exactness: Int32, width w: Int, height h: Int,
                                   edgesSpread: Bool = false) -> Int {
        // Which component last counted a pixel as outside it (`standsOnFrame`): no clearing;
        // made for the first part that comes that far.
        var outsideOf: [Int32] = []
        var restored: [Int] = [], number: Int32 = 0
        // The pixels within two steps of one `reached` does not hold: only these can see past a
        // part (`standsOnFrame`); made for the first part that comes that far.
        var besideUnreached: [Bool]?
        var found: FrameTones?
        let n = min(reached.count, mask.count)
        let gone = [Bool](unsafeUninitializedCapacity: n) { out, done in
            reached.withUnsafeBytes { r in
                mask.withUnsafeBytes { m in
                    if let a = r.baseAddress, let b = m.baseAddress, let target = out.baseAddress {
                        MaskBytes.andNot(a, b, into: UnsafeMutableRawPointer(target), count: n)
                    }
                }
            }
            done = n
        }
        MaskComponents.forEach(in: gone, width: w, height: h) { component in
            let exact = component.reduce(0) { $0 + (colourDistanceSquared(pixels[$1], text) <= exactness ? 1 : 0) }
            number += 1
            // The cheap tests first: most parts that went are patches of a photo or a gradient.
            guard Double(exact) >= SeparationTuning.pureCores * Double(component.count) else { return }
            let frame = found ?? tones()
            found = frame
            guard holdsNothingElse(component, reached: reached, pixels: pixels, frame: frame, width: w) else { return }
            let edge = besideUnreached ?? MaskBytes.dilated(reached.map { !$0 }, width: w, height: h, by: 2)
            besideUnreached = edge
            if outsideOf.isEmpty { outsideOf = [Int32](repeating: -1, count: mask.count) }
            guard standsOnFrame(component, number: number, outsideOf: &outsideOf, reached: reached, kept: mask,
                                pixels: pixels, frame: frame, width: w, height: h, edge: edge, edgesSpread: edgesSpread) else { return }
            restored.append(contentsOf: component)
        }
        for i in restored { mask[i] = true }
        return restored.count
    }

    /// Whether most pixels two steps outside `component` (not in `reached`) are the frame's
    /// tones. Each is counted once: `outsideOf` marks it with the component's `number`. Only
    /// the pixels of the part on its `edge` (within two steps of a pixel `reached` does not
    /// hold) have such pixels. Pixels beside the glyph's other strokes (`kept`: a sun's rays
    /// around its disc) are their anti-aliased edge, not the background, and are left out.
    private static func standsOnFrame(_ component: [Int], number: Int32, outsideOf: inout [Int32], reached: [Bool],
                                      kept: [Bool], pixels: UnsafeBufferPointer<UInt32>, frame: FrameTones,
                                      width w: Int, height h: Int, edge: [Bool], edgesSpread: Bool) -> Bool {
        var outside = 0, flat = 0
        for i in component where edge[i] {
            forEachNeighbour(of: i, width: w, height: h, distance: 2) { j in
                guard !reached[j] && outsideOf[j] != number else { return }
                var besideStroke = false
                forEachNeighbour(of: j, width: w, height: h, distance: 1) { k in besideStroke = besideStroke || kept[k] }
                guard !besideStroke else { return }
                outsideOf[j] = number
                outside += 1
                if frame.holds(pixels[j]) || (edgesSpread && frame.spreadsEdge(pixels[j])) { flat += 1 }
            }
        }
        return outside > 0 && Double(flat) >= Tuning.solidSurroundShare * Double(outside)
    }

    /// Whether the pixels inside `component`'s bounding box that are not its own are (nearly
    /// all) the frame's tones, blends of the text into them, or text.
    private static func holdsNothingElse(_ component: [Int], reached: [Bool], pixels: UnsafeBufferPointer<UInt32>,
                                         frame: FrameTones, width w: Int) -> Bool {
        var left = Int.max, right = Int.min, top = Int.max, bottom = Int.min
        for i in component {
            let y = i / w, x = i - y * w
            (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
        }
        // Over a photo most parts hold many other colours: done at the first one too many.
        let allowed = Int((Tuning.solidForeignShare * Double((right - left + 1) * (bottom - top + 1))).rounded(.down))
        var foreign = 0
        for y in top...bottom {
            for x in left...right {
                let i = y * w + x, p = pixels[i]
                if reached[i] || frame.holds(p) || frame.mixes(p) {
                    continue
                }
                foreign += 1
                if foreign > allowed { return false }
            }
        }
        return true
    }

    /// Calls `body` with the pixels exactly `distance` steps (in x or y, the square's rim) from `i`
    /// inside the `w`×`h` window.
    @inline(__always)
    private static func forEachNeighbour(of i: Int, width w: Int, height h: Int, distance r: Int, _ body: (Int) -> Void) {
        let y = i / w, x = i - y * w
        for dy in -r...r {
            let ny = y + dy
            guard ny >= 0 && ny < h else { continue }
            for dx in -r...r where abs(dx) == r || abs(dy) == r {
                let nx = x + dx
                if nx >= 0 && nx < w { body(ny * w + nx) }
            }
        }
    }
}
