import LegiblePixels

private typealias Tuning = SeparationTuning.LineChips

extension TextSeparator {
    /// A fill as tall as the box's line with glyphs inside (a `<mark>`, a `<kbd>`, a badge): its
    /// block (per window pixel: its rectangle but its rounded corners, the fill and all it holds,
    /// glyphs touching its edge too), its colour, its holes (window indices) and the page's colour
    /// beside it.
    struct LineChip {
        var block: [Bool]
        var fill: UInt32
        var holes: [Int]
        var page: UInt32
    }

    /// The separation of a box holding chips as tall as its line, when it does
    /// (`lineChips`) and text lies outside them; else nil. A chip drawn behind words of its own
    /// in a paragraph reaches the box's top and bottom rows, as the box is the text's height:
    /// neither background for the paragraph's text nor text of its own colour. The box is
    /// separated with the chips painted the page's colour; where its rings reach a chip, they
    /// hold its fill as it is, never its glyphs. Each chip's glyphs are text of one more colour, measured against the chip and
    /// whatever their ring reaches past it (`chipText`). Every text colour is measured; the worst
    /// governs.
    func separatedAroundLineChips(in view: BoxView) -> Result<Separation, SeparationFailure>? {
        let chips = lineChips(in: view)
        guard !chips.isEmpty else { return nil }
        var painted = [Bool](repeating: false, count: view.pixels.count), colours = Array(view.pixels)
        for chip in chips {
            // The chip's anti-aliased edge goes with it, not the text beside it.
            let edged = MaskBytes.dilated(chip.block, width: view.width, height: view.height, by: 1)
            for i in painted.indices where chip.block[i] || (edged[i] && Self.isFill(view.pixels[i], of: chip)) {
                painted[i] = true
                colours[i] = chip.page
            }
        }
        guard case .success(var outside) = separate(BoxPixels(view.box, painted: colours)) else { return nil }
        // Where a ring reaches a chip (a link's underline running along it), the fill is background;
        // what else the chip holds is its text.
        var glyphs = [Bool](repeating: false, count: painted.count)
        for chip in chips {
            for i in glyphs.indices where chip.block[i] && !Self.isFill(view.pixels[i], of: chip) { glyphs[i] = true }
        }
        guard let first = Self.part(outside.parts[0], painted: painted, glyphs: glyphs, in: view) else { return nil }
        outside.ring = first.ring
        outside.ringColours = first.ringColours
        outside.otherColours = outside.otherColours.compactMap { Self.part($0, painted: painted, glyphs: glyphs, in: view) }
        // The chips' glyphs are text whatever their ring reaches past the fill, but not the page's text.
        var text = [Bool](repeating: false, count: painted.count)
        for part in outside.parts {
            for i in text.indices where part.textMask[i] { text[i] = true }
        }
        outside.otherColours += chips.compactMap { chipText($0, apartFrom: text, in: view) }
        return .success(outside)
    }

    /// The chips as tall as the box's line: for each colour along the box's top rows and bottom
    /// rows alike (a run of `edgePixels` along one of each, `edgeColours`), its parts reaching from the
    /// top rows to the bottom ones and not across the box that are solid blocks with glyphs
    /// inside (`fillBlockHoles`).
    func lineChips(in view: BoxView) -> [LineChip] {
        let w = view.width, edges = Self.frameEdges(of: view)
        guard edges.top >= 0, edges.bottom < view.height, edges.bottom - edges.top > 2 * Tuning.edgeRows else { return [] }
        let active = view.activeRows
        let rows = PixelRect(x: 0, y: active.lowerBound / w, width: w, height: active.count / w)
        var chips: [LineChip] = []
        for colour in edgeColours(in: view) {
            var exact = [Bool](repeating: false, count: view.pixels.count)
            exact.withUnsafeMutableBufferPointer { mask in
                _ = NearMask.mark(colour, limit: profile.exactness, pixels: view.activePixels,
                                  into: UnsafeMutableBufferPointer(rebasing: mask[active]))
            }
            MaskParts.forEach(in: exact, width: w, within: rows) { part in
                guard part.minY < edges.top + Tuning.edgeRows, part.maxY > edges.bottom - Tuning.edgeRows,
                      let page = Self.page(beside: part, colour: colour, in: view),
                      let holes = Self.fillBlockHoles(part, colour: colour, in: view, lineTall: true) else { return }
                // Its rectangle but its rounded corners: what lies before the fill's first pixel of a
                // row or after its last is the chip's only when no page (a glyph at its edge).
                var spans: [Int: (start: Int, end: Int)] = [:]
                for run in part.runs {
                    let span = spans[run.y] ?? (run.start, run.end)
                    spans[run.y] = (min(span.start, run.start), max(span.end, run.end))
                }
                var block = [Bool](repeating: false, count: view.pixels.count)
                for y in part.minY...part.maxY {
                    let span = spans[y] ?? (part.maxX + 1, part.maxX + 1)
                    for x in part.minX...part.maxX where (x >= span.start && x < span.end)
                        || !Self.isFill(view.pixels[y * w + x], fill: colour, page: page) { block[y * w + x] = true }
                }
                for i in holes { block[i] = true }
                chips.append(LineChip(block: block, fill: colour, holes: holes, page: page))
            }
        }
        return chips
    }

    /// The exact colours that a run of `edgePixels` pixels or more in one of the box's top
    /// `edgeRows` rows holds, and one in its bottom ones, other than the frame's colour: the
    /// `colours` with the longest runs along the top. A chip's fill runs along its top and bottom
    /// past its rounded corners; glyphs touching those rows hold short runs, and one pass along
    /// the rows finds the runs without counting each colour. (A chip wider than the page beside
    /// it in the box sets the frame's median near its own colour: no farther one is asked of it.)
    private func edgeColours(in view: BoxView) -> [UInt32] {
        let w = view.width, edges = Self.frameEdges(of: view), frame = view.frameColour
        let (left, right) = (max(0, edges.left), min(w - 1, edges.right))
        /// The longest run of each colour of at least `edgePixels` along `rows`.
        func runs(_ rows: ClosedRange<Int>) -> [(colour: UInt32, length: Int)] {
            var found: [(colour: UInt32, length: Int)] = []
            for y in rows {
                var x = left
                while x <= right {
                    let colour = view.pixels[y * w + x]
                    var end = x + 1
                    while end <= right && view.pixels[y * w + end] == colour { end += 1 }
                    if end - x >= Tuning.edgePixels && colourDistanceSquared(colour, frame) > SeparationTuning.Candidates.exactWithin {
                        if let k = found.firstIndex(where: { $0.colour == colour }) {
                            found[k].length = max(found[k].length, end - x)
                        } else {
                            found.append((colour, end - x))
                        }
                    }
                    x = end
                }
            }
            return found
        }
        let top = runs(edges.top...(edges.top + Tuning.edgeRows - 1))
        guard !top.isEmpty else { return [] }
        let bottom = Set(runs((edges.bottom - Tuning.edgeRows + 1)...edges.bottom).map(\.colour))
        return top.filter { bottom.contains($0.colour) }
            .sorted { $0.length > $1.length || ($0.length == $1.length && $0.colour < $1.colour) }.prefix(Tuning.colours).map(\.colour)
    }

    /// The glyphs inside `chip` as text of their own colour (`glyphColour`, its tolerance as
    /// against the fill) with their ring: the fill and whatever it reaches past it, but the
    /// other `text` beside the chip. By colour a fill may lie on that text's blends into the page
    /// (grey keys beside dark words): where it lies tells. Nil when the glyphs hold fewer than
    /// `Fills.minimumPixels`.
    func chipText(_ chip: LineChip, apartFrom text: [Bool], in view: BoxView) -> Separation.TextPart? {
        guard let inside = Self.glyphColour(in: chip.holes, fill: chip.fill, in: view) else { return nil }
        var mask = textMask(of: Self.candidate(of: inside, frame: chip.fill), in: view)
        // Glyphs touching the chip's edge (a descender at 1x) are no holes of it, yet inside it.
        Self.dropPixels(of: &mask) { !chip.block[$0] }
        guard mask.count >= SeparationTuning.Fills.minimumPixels,
              let found = ring(around: mask, text: TextColour(colour: inside.unpackedRGB), in: view) else { return nil }
        let ring = Self.ring(found, without: text, colours: [], frame: view.frameColour, width: view.width, height: view.height)
        guard !ring.pixels.isEmpty else { return nil }
        return Separation.TextPart(textColour: inside.unpackedRGB, textMask: mask.pixels, ring: ring.pixels,
                                   ringColours: ring.colours, textPixelCount: mask.count)
    }

    /// The page's colour beside `part`, a chip of `colour`: the colour most of its rows hold
    /// `besideBy` pixels to its left, and to its right, where the box goes on on that side, unlike
    /// `colour` (`OtherColours.distinctBy`) and the colour most of the box's side column holds on
    /// each side the part does not reach; else nil. A chip stands on the page, which the box's
    /// sides show (the page between a chip and the box's edge is no chip beside it); a band of a
    /// gradient stands on its next tones.
    static func page(beside part: MaskParts.Part, colour: UInt32, in view: BoxView) -> UInt32? {
        let w = view.width, edges = frameEdges(of: view)
        let (left, right) = (max(0, edges.left), min(w - 1, edges.right))
        guard part.minX > left || part.maxX < right else { return nil }
        let unlike = SeparationTuning.OtherColours.distinctBy * SeparationTuning.OtherColours.distinctBy
        /// The colour most of the part's rows (or the box's, with `box`) hold at column `x`, if any.
        func mode(atX x: Int, box: Bool = false) -> UInt32? {
            let rows = box ? max(0, edges.top)...min(view.height - 1, edges.bottom) : part.minY...part.maxY
            var counts: [UInt32: Int] = [:]
            for y in rows { counts[view.pixels[y * w + x], default: 0] += 1 }
            guard let most = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
                  2 * most.value > rows.count else { return nil }
            return most.key
        }
        var page: UInt32?
        for (beside, side, open) in [(part.minX - Tuning.besideBy, left, part.minX > left),
                                     (part.maxX + Tuning.besideBy, right, part.maxX < right)] where open {
            guard beside >= left && beside <= right, let next = mode(atX: beside), colourDistanceSquared(next, colour) > unlike,
                  let edge = mode(atX: side, box: true), colourDistanceSquared(next, edge) <= SeparationTuning.Candidates.exactWithin,
                  page.map({ colourDistanceSquared($0, next) <= SeparationTuning.Candidates.exactWithin }) ?? true else { return nil }
            page = next
        }
        return page
    }

    /// `part`, found with the `painted` pixels in the page's colour, with its ring's painted
    /// pixels as they are in the box, but the chips' `glyphs`, which are text; nil
    /// when nothing of its ring is left.
    static func part(_ part: Separation.TextPart, painted: [Bool], glyphs: [Bool], in view: BoxView) -> Separation.TextPart? {
        var part = part
        let kept = part.ring.indices.filter { !glyphs[part.ring[$0]] }
        guard !kept.isEmpty else { return nil }
        part.ringColours = kept.map { painted[part.ring[$0]] ? view.pixels[part.ring[$0]] & 0xFF_FFFF : part.ringColours[$0] }
        part.ring = kept.map { part.ring[$0] }
        return part
    }

    /// Whether `colour` is `chip`'s fill, the page beside it or a blend of the two (its
    /// anti-aliased edge), within √`Candidates.exactWithin`.
    static func isFill(_ colour: UInt32, of chip: LineChip) -> Bool {
        isFill(colour, fill: chip.fill, page: chip.page)
    }

    /// `isFill` for a chip of `fill` on `page`.
    static func isFill(_ colour: UInt32, fill: UInt32, page: UInt32) -> Bool {
        let exact = SeparationTuning.Candidates.exactWithin
        return colourDistanceSquared(colour, fill) <= exact || colourDistanceSquared(colour, page) <= exact
            || isBlend(colour, of: fill, into: page)
    }

    /// Whether a part of `reach` runs from the box's left column to its right one.
    static func spansWidth(reach: (minX: Int, maxX: Int, minY: Int, maxY: Int), in view: BoxView) -> Bool {
        let edges = frameEdges(of: view)
        return reach.minX <= edges.left && reach.maxX >= edges.right
    }
}

extension BoxPixels {
    /// `box` with its window's pixels replaced by `colours` (a chip painted the page's colour:
    /// `TextSeparator.LineChip`), its frame's colour read again from them.
    init(_ box: BoxPixels, painted colours: [UInt32]) {
        rect = box.rect
        window = box.window
        rgb = colours
        active = box.active
        frameColour = channelMedians { add in
            for i in box.frameInWindow { add(colours[i]) }
            // Every box pixel outside the window is the frame's colour.
            for _ in 0..<(box.frameCount - box.frameInWindow.count) { add(box.frameColour) }
        }
        frameInWindow = box.frameInWindow
        frameCount = box.frameCount
        opaque = box.opaque
    }
}
