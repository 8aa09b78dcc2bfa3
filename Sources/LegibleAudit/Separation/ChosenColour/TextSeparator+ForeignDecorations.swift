import LegiblePixels

private typealias Tuning = SeparationTuning.ForeignDecorations

extension TextSeparator {
    /// A decoration line drawn in a colour of its own: an underline tinted paler than its link
    /// (`text-decoration-color`, a 25%-opaque underline), a spelling mistake's wavy red line, a
    /// pale strike-through. It is neither text nor background: measured as text, a pale underline
    /// fails a link that passes; taken into the ring, it is a background the glyphs never stand
    /// on. (A line of the text's own colour is text: `MaskCorrection.decorationLines`.)
    ///
    /// On a flat fill, the parts of the ink apart from the text's `mask` that lie along one band
    /// of rows (`decorationLines`) and make a line long and thin beside the text. Nil when there
    /// is none.
    func foreignDecorations(of mask: TextMask, colour: UInt32, in view: BoxView) -> [Bool]? {
        guard profile.setsApartForeignDecorations, view.onFlatFill, let text = MaskBounds.boundingBox(of: mask.pixels, width: view.width, height: view.height, padding: 0) else { return nil }
        // The glyphs' anti-aliased edge would join a line to the strokes it crosses. Most boxes
        // hold no other ink: no part, no line.
        let (ink, inkCount) = Self.inkCounted(besides: mask.pixels, notBlendsOf: colour, in: view)
        guard inkCount > 0 else { return nil }
        let lines = Self.decorationLines(in: ink, beside: text, glyphs: mask.pixels, in: view)
        guard !lines.isEmpty else { return nil }
        var apart = [Bool](repeating: false, count: ink.count)
        for i in lines { apart[i] = true }
        // The line's faint anti-aliased edge goes with it; the text's own pixels stay text.
        let edged = MaskBytes.dilated(apart, width: view.width, height: view.height, by: 1)
        return edged.indices.map { edged[$0] && !mask.pixels[$0] }
    }

    /// The pixels of the active rows unlike the frame's colour (by `Candidates.minimumContrast`)
    /// and not in `mask`, nor, when `text` is given, its glyphs' edge: blends of it into the
    /// frame's colour (`isBlend`) touching the mask. (A line a quarter opaque in the text's colour
    /// is such a blend too, but apart from the glyphs.)
    static func ink(besides mask: [Bool], notBlendsOf text: UInt32? = nil, in view: BoxView) -> [Bool] {
        inkCounted(besides: mask, notBlendsOf: text, in: view).ink
    }

    /// `ink(besides:notBlendsOf:in:)` and how many pixels it holds: the pixels far from the
    /// frame's colour marked eight at a time (`NearMask.markFar`), the mask's taken away a row's
    /// bytes at a time (`MaskBytes.andNot`), and only those left asked whether they are blends of
    /// `text` beside the mask. `inkReference` is the plain version the tests compare it with.
    static func inkCounted(besides mask: [Bool], notBlendsOf text: UInt32? = nil, in view: BoxView) -> (ink: [Bool], count: Int) {
        let frame = view.frameColour, w = view.width, h = view.height, rows = view.activeRows
        let contrast = Int32(SeparationTuning.Candidates.minimumContrast * SeparationTuning.Candidates.minimumContrast)
        var ink = [Bool](repeating: false, count: mask.count)
        guard !rows.isEmpty, rows.upperBound <= mask.count else { return (ink, 0) }
        var count = 0
        ink.withUnsafeMutableBufferPointer { ink in
            let active = UnsafeMutableBufferPointer(rebasing: ink[rows])
            // Whole-number distances: at least `contrast` is farther than `contrast - 1`.
            _ = NearMask.markFar(frame, limit: contrast - 1, pixels: view.activePixels, into: active)
            guard let target = UnsafeMutableRawPointer(active.baseAddress) else { return }
            mask.withUnsafeBytes { MaskBytes.andNot(target, $0.baseAddress! + rows.lowerBound, into: target, count: rows.count) }
            count = MaskBytes.count(target, count: rows.count)
            guard let text, count > 0 else { return }
            // Only the byte just reported is cleared: the pass has read it already.
            MaskBytes.forEachSet(target, count: rows.count) { j in
                let i = rows.lowerBound &+ j
                guard isBlend(view.pixels[i], of: text, into: frame) else { return }
                let y = i / w, x = i - y * w
                if (max(y - 1, 0)...min(y + 1, h - 1)).contains(where: { row in
                    (max(x - 1, 0)...min(x + 1, w - 1)).contains { mask[row &* w &+ $0] }
                }) {
                    target.storeBytes(of: 0, toByteOffset: j, as: UInt8.self)
                    count -= 1
                }
            }
        }
        return (ink, count)
    }

    /// The pixels of `ink`'s decoration lines beside text spanning `text` (`glyphs` its pixels):
    /// its thin parts (no taller than `heightShare` of the text, or `leastHeight`) below the top
    /// `topShare` of the text, joined along bands of rows (`DecorationBand`), where a band is at
    /// least `lengthOverHeight` times as wide as tall and as long as a decoration run
    /// (`decorationRun`), lies over the text's columns for `overlapShare` of its width, and its
    /// parts cover `coverShare` of it, and `coreShare` of its pixels hold one colour (`isOneColour`).
    static func decorationLines(in ink: [Bool], beside text: PixelRect, glyphs: [Bool], in view: BoxView) -> [Int] {
        let w = view.width
        let tallest = max(Tuning.leastHeight, Tuning.heightShare * Double(text.height))
        var thin: [(part: [Int], reach: (minX: Int, maxX: Int, minY: Int, maxY: Int))] = []
        MaskComponents.forEach(in: ink, width: w, height: view.height) { part in
            let reach = extent(of: part, width: w)
            guard isThinBelowTop(minY: reach.minY, maxY: reach.maxY, of: text, tallest: tallest) else { return }
            thin.append((part, reach))
        }
        var bands: [DecorationBand] = []
        let gap = max(Tuning.leastGap, Int(Tuning.gapOverHeight * tallest))
        let glyphColumn = { (x: Int, rows: ClosedRange<Int>) in rows.contains { glyphs[$0 &* w &+ x] } }
        for (part, reach) in thin.sorted(by: { $0.reach.minX < $1.reach.minX }) {
            if let k = bands.firstIndex(where: { $0.continues(with: reach, tallest: tallest, gap: gap, glyphColumn: glyphColumn) }) {
                let between = (bands[k].maxX + 1)..<reach.minX
                bands[k].add(part, reach: reach, bridged: !between.isEmpty && between.allSatisfy { glyphColumn($0, bands[k].minY...bands[k].maxY) })
            } else {
                bands.append(DecorationBand(part: part, reach: reach))
            }
        }
        let run = decorationRun(boxHeight: view.box.rect.height)
        return bands.filter { isDecoration($0, beside: text, least: run) && isOneColour($0.pixels, in: view) }.flatMap(\.pixels)
    }

    /// Whether a part spanning rows `minY...maxY` is thin (no taller than `tallest`) and starts
    /// below the top `topShare` of text spanning `text`: what a decoration line is made of.
    static func isThinBelowTop(minY: Int, maxY: Int, of text: PixelRect, tallest: Double) -> Bool {
        Double(maxY - minY + 1) <= tallest && Double(minY - text.y) >= Tuning.topShare * Double(text.height)
    }

    /// The first row a decoration line beside text spanning `text` may start in (`isThinBelowTop`).
    static func firstLineRow(beside text: PixelRect) -> Int {
        var y = text.y
        while !isThinBelowTop(minY: y, maxY: y, of: text, tallest: .infinity) { y += 1 }
        return y
    }

    /// How many of `mask`'s pixels lie in parts thin and low enough (`isThinBelowTop`) to make
    /// decoration lines beside text spanning `text`: at least as many as `decorationLines` finds
    /// in it. The parts come from the mask's row runs (`MaskParts`), no pixel listed, from the
    /// row above the first a line may start in (a part reaching that row started higher).
    /// `thinPixelsReference` is the plain version the tests compare it with.
    static func thinPixels(of mask: TextMask, beside text: PixelRect, in view: BoxView) -> Int {
        let w = view.width, h = view.height, first = firstLineRow(beside: text)
        guard first < h else { return 0 }
        let tallest = max(Tuning.leastHeight, Tuning.heightShare * Double(text.height))
        let top = max(0, first - 1)
        var pixels = 0
        MaskParts.forEach(in: mask.pixels, width: w, within: PixelRect(x: 0, y: top, width: w, height: h - top)) { part in
            if isThinBelowTop(minY: part.minY, maxY: part.maxY, of: text, tallest: tallest) { pixels += part.count }
        }
        return pixels
    }

    /// How many of `mask`'s pixels lie in the rows from the first a decoration line beside text
    /// spanning `text` may start in: as many as `thinPixels` or more, counted a row's bytes at a time.
    static func pixelsBelowTop(of mask: TextMask, beside text: PixelRect, in view: BoxView) -> Int {
        let w = view.width, h = view.height, first = firstLineRow(beside: text)
        guard first < h, mask.pixels.count >= w * h else { return 0 }
        return mask.pixels.withUnsafeBytes { MaskBytes.count($0.baseAddress! + first * w, count: (h - first) * w) }
    }

    /// Whether `coreShare` of `pixels` or more hold their most frequent colour (within
    /// √`Candidates.exactWithin`), and that colour stands `leastStep` levels or more from the
    /// frame's: a line is drawn in one colour, plainly unlike its background, while the faint
    /// anti-aliased bottoms of a row of glyphs, which also lie along a band, are blends of every
    /// coverage, and a photo's faint band of a nearby tone is no drawn line.
    static func isOneColour(_ pixels: [Int], in view: BoxView) -> Bool {
        let counted = ColourCounts(pixels.map { view.pixels[$0] })
        guard let mode = zip(counted.colours, counted.counts).max(by: { $0.1 < $1.1 })?.0,
              colourDistanceSquared(mode, view.frameColour) >= Tuning.leastStep * Tuning.leastStep else { return false }
        let near = pixels.reduce(0) {
            $0 + (colourDistanceSquared(view.pixels[$1], mode) <= SeparationTuning.Candidates.exactWithin ? 1 : 0)
        }
        return Double(near) >= Tuning.coreShare * Double(pixels.count)
    }

    /// Whether `band` has a decoration's shape beside text spanning `text` (see `decorationLines`).
    static func isDecoration(_ band: DecorationBand, beside text: PixelRect, least run: Int) -> Bool {
        let overlap = min(band.maxX, text.maxX - 1) - max(band.minX, text.x) + 1
        return band.width >= run && Double(band.width) >= Tuning.lengthOverHeight * Double(band.height)
            && Double(overlap) >= Tuning.overlapShare * Double(band.width)
            && Double(band.covered) >= Tuning.coverShare * Double(band.width)
    }

    /// Whether `mask` is a decoration line beside the rest of the box's ink: `onlyShare` of its
    /// pixels or more lie in parts of a decoration's shape and place (`foreignDecorations` with
    /// the roles turned round). A pale underline is a sharp-edged minority of one exact colour and
    /// may outscore the text it underlines.
    func isOnlyDecoration(_ mask: TextMask, in view: BoxView) -> Bool {
        guard profile.setsApartForeignDecorations, view.onFlatFill, mask.count > 0 else { return false }
        let rest = Self.ink(besides: mask.pixels, in: view)
        guard let text = MaskBounds.boundingBox(of: rest, width: view.width, height: view.height, padding: 0) else { return false }
        // Lines are made of thin parts low in the text only: when the rows they may lie in, or
        // else such parts, hold too few of the mask's pixels, no walk over every glyph is needed.
        let least = Tuning.onlyShare * Double(mask.count)
        guard Double(Self.pixelsBelowTop(of: mask, beside: text, in: view)) >= least,
              Double(Self.thinPixels(of: mask, beside: text, in: view)) >= least else { return false }
        let lines = Self.decorationLines(in: mask.pixels, beside: text, glyphs: rest, in: view)
        return Double(lines.count) >= Tuning.onlyShare * Double(mask.count)
    }

    /// The chosen text (`besideLineAbove`'s), or, when the chosen colour is only a decoration
    /// line of another colour (`isOnlyDecoration`), the next candidate's (the line's colour left
    /// out of `candidates`).
    func besideForeignDecorations(_ chosen: (candidate: Candidate, mask: TextMask, block: [Bool]?)?,
                                  among candidates: inout [Candidate],
                                  in view: BoxView) -> (candidate: Candidate, mask: TextMask, block: [Bool]?)? {
        guard let text = chosen, text.block == nil, isOnlyDecoration(text.mask, in: view) else { return chosen }
        let colour = text.candidate.colour
        candidates.removeAll { $0.colour == colour }
        guard let next = chosenColour(among: candidates, in: view).map({ textOverFills($0, in: view) }), next.block == nil
        else { return chosen }
        return next
    }

    /// `a` and `b` together; nil when neither is given.
    static func union(_ a: [Bool]?, _ b: [Bool]?) -> [Bool]? {
        guard let a, let b else { return a ?? b }
        return a.indices.map { a[$0] || b[$0] }
    }

    /// The other text colours (stage 7) without those that are only decoration `lines`, and
    /// their rings without the lines.
    static func others(_ others: [OtherText], apartFrom lines: [Bool]) -> [OtherText] {
        others.compactMap { other in
            let on = other.mask.pixels.indices.reduce(0) { $0 + (other.mask.pixels[$1] && lines[$1] ? 1 : 0) }
            guard Double(on) < Tuning.onlyShare * Double(other.mask.count) else { return nil }
            var kept = other
            kept.ring = other.ring.filter { pixel, _ in !lines[pixel] }
            return kept.ring.pixels.isEmpty ? nil : kept
        }
    }
}
