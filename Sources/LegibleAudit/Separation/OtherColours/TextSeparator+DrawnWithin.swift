import LegiblePixels

private typealias Tuning = SeparationTuning.DrawnWithin

extension TextSeparator {
    /// Text of a drawn colour that no rule before measured: glyphs the first text's mask took in
    /// (`drawnWithinFirst`), in lossless pixels, where a drawn colour repeats exactly.
    func drawnColour(first mask: TextMask, chosen: Candidate, text: UInt32, ring: Ring, others: [OtherText],
                     in view: BoxView) -> OtherText? {
        guard profile.purityTellsDrawn else { return nil }
        return drawnWithinFirst(mask: mask, chosen: chosen, text: text, ring: ring, others: others, in: view)
    }

    /// Glyphs of another drawn colour that the first text's mask took in: grey words beside white
    /// links lie within white's tolerance over a dark page (and grey beside black on a light one),
    /// so the first mask holds them and the colour read from its cores is the links'. Its parts (a
    /// glyph or a word each) holding no pixel of the first colour, more than `apartBy` from those
    /// that do and no one-pixel line, are another colour's when they repeat one of their own
    /// (`drawnText`, `partCores` in each part counted).
    func drawnWithinFirst(mask: TextMask, chosen: Candidate, text: UInt32, ring: Ring, others: [OtherText],
                          in view: BoxView) -> OtherText? {
        let w = view.width, h = view.height, exactness = profile.exactness
        var first = mask.pixels
        first.withUnsafeMutableBytes { target in
            for other in others {
                precondition(other.mask.pixels.count >= target.count, "masks of one window")
                other.mask.pixels.withUnsafeBytes { MaskBytes.andNot(target.baseAddress!, $0.baseAddress!, into: target.baseAddress!,
                                                                     count: target.count) }
            }
        }
        // The chosen candidate's colour is the first text's when the colour read from its cores is
        // that colour, or when hairlines were read past every blend: else the read colour is
        // another word's (a black word's in a grey paragraph), and the candidate's glyphs are
        // judged as a drawn colour of their own.
        let unlike = SeparationTuning.OtherColours.distinctBy * SeparationTuning.OtherColours.distinctBy
        let candidateIsFirst = colourDistanceSquared(chosen.colour, text) <= unlike || readsHairlines
        let isFirst = { (i: Int) in
            colourDistanceSquared(view.pixels[i], text) <= exactness
                || (candidateIsFirst && colourDistanceSquared(view.pixels[i], chosen.colour) <= exactness)
        }
        var parts = Self.partsApart(from: first, width: w, height: h, by: SeparationTuning.OtherColours.apartBy, isFirst: isFirst)
        // A one-pixel line is a decoration's (a 75%-opaque underline), no word.
        parts.removeAll { Self.isLine($0, width: w) }
        // The page's colour only once there are parts to weigh: its median is the costly step.
        guard !parts.isEmpty, let background = ring.colours.isEmpty ? nil : Self.channelMedian(ring.colours) else { return nil }
        let direction = Self.luma(text) >= Self.luma(background) ? 1 : -1
        let toward = { (colour: UInt32) in (Self.luma(colour) - Self.luma(background)) * direction }
        var found = mask.pixels
        for other in others {
            for i in found.indices where other.mask.pixels[i] { found[i] = true }
        }
        let known = [text] + others.map(\.text.colour.packed)
        let drawn = drawnText(parts, partCores: Tuning.partCores, toward: toward, found: found, known: known, in: view)
        return drawn.flatMap { isEdgeOfFirst($0, among: parts, toward: toward, text: text, found: found, ring: ring, page: background,
                                             in: view) ? nil : $0 }
            ?? glyphsShortOfTheirColour(parts, toward: toward, found: found, known: known, ring: ring,
                                        page: background, in: view)
    }

    /// Whether `other`, a colour repeated by some of the glyphs (`parts`) apart from the first
    /// text's, is the first text's own edge: a thin face at 1× (a Light paragraph) reaches `text`
    /// only where a stem meets the pixel grid, and its glyphs at other phases peak short of it, at
    /// blends of it into the flat `page`, one of which then repeats like a colour. Then other glyphs
    /// apart peak at blends between that one and `text` (`minimumParts` of them), which a paler
    /// colour's glyphs never reach, and its glyphs' strokes carry as much ink as the first text's
    /// (`inkShare`: width times contrast, whatever the phase), where a paler colour's carry its
    /// lesser contrast's share, nearer that share than the whole.
    func isEdgeOfFirst(_ other: OtherText, among parts: [[Int]], toward: (UInt32) -> Int, text: UInt32, found: [Bool], ring: Ring,
                       page: UInt32, in view: BoxView) -> Bool {
        let peak = other.text.colour.packed
        guard Self.isFlat(ring.colours), Self.isBlend(peak, of: text, into: page) else { return false }
        let beyond = parts.filter { part in
            guard let strongest = part.max(by: { toward(view.pixels[$0]) < toward(view.pixels[$1]) }) else { return false }
            let colour = view.pixels[strongest]
            return toward(colour) > toward(peak) && colourDistanceSquared(colour, peak) > profile.exactness
                && Self.isBlend(colour, of: text, into: page)
        }
        guard beyond.count >= Tuning.minimumParts else { return false }
        let rest = found.indices.map { found[$0] && !other.mask.pixels[$0] }
        guard let ink = Self.inkShare(other.mask.pixels, of: rest, text: text, page: page, pixels: view.pixels,
                                      width: view.width, height: view.height) else { return false }
        return ink >= (1 + Self.contrastShare(peak, of: text, on: page)) / 2
    }

    /// The 8-connected parts of `first` holding no pixel `isFirst` takes, more than `apartBy` from
    /// every part that holds one, each as `MaskComponents` walks it; none when no part holds one.
    /// A word's thin letters may miss its colour (a hinted stem at one phase); they sit a letter's
    /// spacing from the letters that show it, another colour's words a space apart. Parts are
    /// told by their runs (`MaskParts`); only those kept are walked pixel by pixel, the same
    /// walk as over the whole mask, as no other part touches them (`DrawnWithinPartsTests`).
    static func partsApart(from first: [Bool], width w: Int, height h: Int, by apartBy: Int,
                           isFirst: (Int) -> Bool) -> [[Int]] {
        var holdingFirst: [MaskParts.Part] = [], firstless: [MaskParts.Part] = []
        MaskParts.forEach(in: first, width: w, within: PixelRect(x: 0, y: 0, width: w, height: h)) { part in
            guard part.runs.contains(where: { ((w * $0.y + $0.start)..<(w * $0.y + $0.end)).contains(where: isFirst) }) else {
                return firstless.append(part)
            }
            holdingFirst.append(part)
        }
        // Most masks have no part without the first colour: the parts holding it are drawn only when one has.
        guard !holdingFirst.isEmpty, !firstless.isEmpty else { return [] }
        var holding = [Bool](repeating: false, count: first.count)
        for part in holdingFirst { part.forEachPixel(width: w) { holding[$0] = true } }
        let near = MaskBytes.dilated(holding, width: w, height: h, by: apartBy)
        var apart = [Bool](repeating: false, count: first.count), kept = false
        for part in firstless where !part.runs.contains(where: { near[(w * $0.y + $0.start)..<(w * $0.y + $0.end)].contains(true) }) {
            part.forEachPixel(width: w) { apart[$0] = true }
            kept = true
        }
        guard kept else { return [] }
        var parts: [[Int]] = []
        MaskComponents.forEach(in: apart, width: w, height: h) { parts.append($0) }
        return parts
    }

    /// The text of the `parts` (window indices; glyphs or words) drawn in one exact colour
    /// (`drawnGroup`, by each part's strongest pixel `toward` the text), unlike every `known`
    /// colour and toward the text from the background, measured against the ring of its own
    /// glyphs without `found`'s; nil when no such group is there. `groupedWithin`: how near
    /// (squared) the parts' strongest colours group, `exactness` unless given.
    func drawnText(_ parts: [[Int]], partCores: Int, toward: (UInt32) -> Int, found: [Bool], known: [UInt32],
                   groupedWithin: Int32? = nil, in view: BoxView) -> OtherText? {
        let w = view.width, h = view.height, exactness = profile.exactness
        var groups: [UInt32: [[Int]]] = [:]
        for part in parts {
            guard let strongest = part.max(by: { toward(view.pixels[$0]) < toward(view.pixels[$1]) }) else { continue }
            groups[view.pixels[strongest], default: []].append(part)
        }
        let unlike = SeparationTuning.OtherColours.distinctBy * SeparationTuning.OtherColours.distinctBy
        guard let (colour, drawnParts) = Self.drawnGroup(groups, partCores: partCores, exactness: groupedWithin ?? exactness, in: view),
              known.allSatisfy({ colourDistanceSquared(colour, $0) > unlike }),
              toward(colour) >= Int(SeparationTuning.Candidates.minimumContrast * 10000) else { return nil }
        var glyphs = [Bool](repeating: false, count: found.count), count = 0
        for part in drawnParts {
            for i in part { glyphs[i] = true }
            count += part.count
        }
        let rest = found.indices.map { found[$0] && !glyphs[$0] }
        let drawn = TextColour(colour: colour.unpackedRGB), frame = view.frameColour
        let inkMask = TextMask(pixels: glyphs, count: count, cores: nil, bounds: nil)
        guard let around = ring(around: inkMask, text: drawn, in: view) else { return nil }
        // The found text's glyphs beside it and their blends are no background, nor its own colour;
        // on a flat background, nor its own blends (`ring(_:of:on:)`).
        let page = Self.isFlat(around.colours) ? Self.channelMedian(around.colours) : nil
        let own = page.map { Self.ring(around, of: colour, glyphs: glyphs, on: $0, besides: rest, known: known, exactness: exactness,
                                       width: w, height: h) }
            ?? Self.ring(around, without: rest, colours: known, frame: frame, width: w, height: h)
                .filter { _, key in colourDistanceSquared(key & 0xFF_FFFF, colour) > exactness }
        guard !own.pixels.isEmpty else { return nil }
        var other = OtherText(candidate: Self.candidate(of: colour, frame: frame), mask: inkMask, text: drawn, ring: own,
                              reach: glyphs, fill: nil)
        other.unexplained = true
        other.background = page
        return other
    }

    /// `around`, the ring of glyphs drawn in `colour` on a flat background of colour `page` (a
    /// chip's fill, which may not be the frame's), without its own colour, its blends into the page
    /// within `blendReach` of its `glyphs` (a thin stem at 1x only blends), the found text
    /// (`besides`) and what lies within a pixel of it, and the `known` colours and their blends
    /// into the page within `blendReach` of it: blends hug the glyphs they edge, and a fill of such
    /// a colour further out is background (a dark chip the link's underline runs along).
    static func ring(_ around: Ring, of colour: UInt32, glyphs: [Bool], on page: UInt32, besides rest: [Bool], known: [UInt32],
                     exactness: Int32, width w: Int, height h: Int) -> Ring {
        let near = MaskBytes.dilated(rest, width: w, height: h, by: 1)
        let hugging = MaskBytes.dilated(rest, width: w, height: h, by: Tuning.blendReach)
        let edging = MaskBytes.dilated(glyphs, width: w, height: h, by: Tuning.blendReach)
        let exact = SeparationTuning.Candidates.exactWithin
        return around.filter { pixel, key in
            let pixelColour = key & 0xFF_FFFF
            guard !near[pixel], colourDistanceSquared(pixelColour, colour) > exactness,
                  !(edging[pixel] && isBlend(pixelColour, of: colour, into: page)) else { return false }
            return !hugging[pixel] || !known.contains {
                colourDistanceSquared(pixelColour, $0) <= exact || isBlend(pixelColour, of: $0, into: page)
            }
        }
    }

    /// The group of parts whose strongest colours lie within √`exactness` of one another that
    /// holds the most pixels of that colour, when it has `minimumParts` parts and `minimumCores`
    /// such pixels spread over more than `stemWidth` rows and columns (a stem or a bar at partial
    /// coverage repeats one blend along its length).
    static func drawnGroup(_ groups: [UInt32: [[Int]]], partCores: Int, exactness: Int32, in view: BoxView) -> (UInt32, [[Int]])? {
        var best: (UInt32, [[Int]], Int)?
        // In colour order, not the dictionary's (which changes with each process's hash seed): of
        // groups holding as many pixels, the lowest colour wins, the same in every run.
        let colours = groups.keys.sorted()
        for colour in colours {
            let parts = colours.filter { colourDistanceSquared($0, colour) <= exactness }.flatMap { groups[$0]! }
            // A glyph drawn in the colour repeats it; an edge's fragment shows its strongest blend once.
            let owns = parts.map { $0.filter { colourDistanceSquared(view.pixels[$0], colour) <= exactness } }
            // A stem at one phase draws one blend down a column (an "i" and an "l" at 1x), copies of
            // one glyph at one phase the same blends ("l" thrice): drawn glyphs show the colour
            // across columns, in shapes that differ.
            let shown = zip(parts, owns).filter { $0.1.count >= partCores && Set($0.1.map { $0 % view.width }).count > 1 }
            let shapes = Set(shown.map { Self.shape(of: $0.0, width: view.width) })
            guard shapes.count >= Tuning.minimumParts else { continue }
            let cores = owns.flatMap { $0 }
            guard cores.count >= Tuning.minimumCores, cores.count > best?.2 ?? 0 else { continue }
            let xs = cores.map { $0 % view.width }, ys = cores.map { $0 / view.width }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
                  x1 - x0 > Tuning.stemWidth, y1 - y0 > Tuning.stemWidth else { continue }
            best = (colour, parts, cores.count)
        }
        return best.map { ($0.0, $0.1) }
    }

    /// A part's size, width and height: copies of one glyph at one phase share them.
    private static func shape(of part: [Int], width w: Int) -> [Int] {
        let xs = part.map { $0 % w }, ys = part.map { $0 / w }
        return [part.count, (xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0)]
    }
}
