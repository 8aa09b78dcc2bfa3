import LegiblePixels

private typealias Tuning = SeparationTuning.LossyOtherColours

extension TextSeparator {
    /// One glyph or word of ink on a lossy page: its pixels and the colour its strongest pixels
    /// hold.
    struct InkPart {
        var pixels: [Int]
        var core: UInt32
    }

    /// Parts of ink of about one colour: the median of their colours, and their pixel count.
    struct InkGroup {
        var parts: [InkPart]
        var colour: UInt32
        var count: Int

        init(_ parts: [InkPart]) {
            self.parts = parts
            colour = TextSeparator.median(parts.map(\.core))
            count = parts.reduce(0) { $0 + $1.pixels.count }
        }

        /// Per window pixel (of `size`): in one of the parts.
        func pixels(size: Int) -> [Bool] {
            var pixels = [Bool](repeating: false, count: size)
            for part in parts { for i in part.pixels { pixels[i] = true } }
            return pixels
        }
    }

    /// The other text colours of a lossy box (`lossyOtherTextColours`).
    struct LossyTexts {
        /// Each colour's text, as found.
        var texts: [OtherText] = []
        /// Whether the first text is a mix of two groups' colours, the groups measured in its place.
        var firstIsMix = false
        /// Per text: one part alone, of which the first text reads as a blend into the page
        /// (`isLoneSpeck`): it stays in the first text's ring.
        var specks: [Bool] = []
    }

    /// `separation`, the first text's, with the box's other text colours on lossy pixels
    /// (`lossyOtherTextColours`) when it holds some. The first text's ring leaves their glyphs
    /// out, as every colour's does, but for a part alone that the first text reads as a blend
    /// of into the page: a photo's star beside grey words looks so, and is their background.
    /// A first text that mixes two groups' colours is replaced by the groups.
    func withLossyOtherColours(_ separation: Separation, mask: TextMask, text: TextColour, in view: BoxView) -> Separation {
        let ring = Ring(pixels: separation.ring, colours: separation.ringColours)
        let found = lossyOtherTextColours(firstText: text.colour.packed, mask: mask.pixels, ring: ring, in: view)
        if found.firstIsMix, let first = found.texts.first {
            let others = Array(found.texts.dropFirst())
            return Self.measuringEvery(others, in: self.separation(mask: first.mask, text: first.text, ring: first.ring, others: others, in: view))
        }
        guard !found.texts.isEmpty else { return separation }
        var several = Self.measuringEvery(found.texts, in: self.separation(mask: mask, text: text, ring: ring, others: found.texts, in: view))
        several.textPixelCount = separation.textPixelCount
        let first = Self.ring(ring, apartFrom: zip(found.texts, found.specks).filter { !$0.1 }.map(\.0), in: view)
        (several.ring, several.ringColours) = (first.pixels, first.colours)
        return several
    }

    /// The first text's `ring` without the glyphs of `others` and their blends into the page;
    /// whole if they would take all of it.
    static func ring(_ ring: Ring, apartFrom others: [OtherText], in view: BoxView) -> Ring {
        var glyphs = [Bool](repeating: false, count: view.pixels.count)
        for other in others { for i in glyphs.indices where other.mask.pixels[i] { glyphs[i] = true } }
        let left = Self.ring(ring, without: glyphs, colours: others.map(\.text.colour.packed), frame: view.frameColour,
                             width: view.width, height: view.height)
        return left.pixels.isEmpty ? ring : left
    }

    /// `separation` with every text of `others` measured: one whose ring the lossless rules
    /// took away whole (every pixel of a JPEG's dark page near a blend of another colour into
    /// it, or beside the first text's tolerant mask) is measured against the ring it was found
    /// with, judged the page then.
    static func measuringEvery(_ others: [OtherText], in separation: Separation) -> Separation {
        var all = separation
        let measured = Set(separation.otherColours.map(\.textColour.packed))
        for other in others where !measured.contains(other.text.colour.packed) {
            all.otherColours.append(Separation.TextPart(textColour: other.text.colour, textMask: other.mask.pixels, ring: other.ring.pixels,
                                                        ringColours: other.ring.colours, textPixelCount: other.mask.count))
        }
        return all
    }

    /// Stage 7 on lossy pixels: the box's other text colours (a link in a paragraph, 50%-white
    /// text holding white links, a coloured icon before a label). JPEG spreads every glyph's
    /// cores over a dozen levels, so no colour repeats exactly, and the first text's mask, as
    /// tolerant, may take in a link beside the words. What stays is that each glyph or word
    /// stands apart from the others on the page, and holds its colour in its strongest pixels.
    /// So the ink (pixels `inkContrast` from the page or more) is cut into its 8-connected parts,
    /// each part's colour is the median of its strongest pixels (`core`), and parts of about one
    /// colour are grouped (`inkGroups`). A group is text of a colour when it holds `inkShare` of
    /// the ink, or `partsAlone` parts of `minimumPixels` each on average (a photo's specks are
    /// smaller), and is no thin strokes of a stronger group
    /// (`hugsStronger`) nor its thinner glyphs (`readsThinner`). A box holding one such group holds one colour, however its text
    /// reads; in a box of several, each group unlike the first text's colour and the page is
    /// measured (`maximumColours` at most besides the first text, whose colour may read as a mix
    /// of two; largest first), its colour the group's, and must stand on the page (`standsOnPage`). Nothing
    /// is tried unless the first text's ring is the page's flat colour within JPEG's tolerance
    /// (`lossyPage`).
    ///
    /// The first text's mask, as tolerant, may hold glyphs of two groups (`mixedShare` of
    /// each or more), its colour then a per-channel median of both that no glyph holds: it is
    /// no text, and the groups are measured in its place (`firstIsMix`), unless one is a lone
    /// speck another reads as a blend of (`isLoneSpeck`: a star of a photo).
    func lossyOtherTextColours(firstText: UInt32, mask: [Bool], ring: Ring, in view: BoxView) -> LossyTexts {
        // Most boxes hold ink of one colour: no group is made, and most of them tell so before
        // any part's colour is selected.
        guard let page = Self.lossyPage(ring.colours), let parts = Self.inkParts(page: page, unlessNear: firstText, in: view),
              parts.contains(where: { Self.lossyDistinct($0.core, from: [firstText]) }) else { return LossyTexts() }
        let groups = Self.inkGroups(parts)
        let ink = parts.reduce(0) { $0 + $1.pixels.count }
        let sized = groups.filter { group in
            group.count >= SeparationTuning.OtherColours.minimumPixels
                && (Double(group.count) >= Tuning.inkShare * Double(ink)
                    || (group.parts.count >= Tuning.partsAlone
                        && group.count >= group.parts.count * SeparationTuning.OtherColours.minimumPixels))
        }
        let texts = sized.filter {
            !Self.hugsStronger($0, among: sized, page: page, in: view) && !Self.readsThinner($0, among: sized, page: page)
        }
        guard texts.count > 1 else { return LossyTexts() }
        let held = texts.filter { Self.heldShare(of: $0, in: mask) >= Tuning.mixedShare }
        let mix = held.count > 1
            && !held.contains { speck in held.contains { Self.isLoneSpeck(speck, beside: $0.colour, page: page) } }
        let inked = InkGroup(parts).pixels(size: view.pixels.count)
        var found = LossyTexts()
        var known = mix ? [] : [firstText]
        // Largest first: a smaller group within `distinctBy` of a found colour is more of its
        // glyphs, read a little off.
        for group in texts.sorted(by: { $0.count > $1.count }) where found.texts.count < SeparationTuning.OtherColours.maximumColours {
            guard Self.lossyDistinct(group.colour, from: known + [page]),
                  let other = lossyOtherText(group, known: known, page: page, inked: inked, in: view) else { continue }
            found.texts.append(other)
            found.specks.append(Self.isLoneSpeck(group, beside: firstText, page: page))
            known.append(other.text.colour.packed)
        }
        // The groups stand for the mix when two or more are measured; else the mix stays
        // measured beside what was found.
        found.firstIsMix = mix && found.texts.count > 1
        return found
    }

    /// Whether `group` is one part alone and `text` lies on its blends into the `page`
    /// (`readsThinner`'s line, anywhere between): a star of a photo beside grey words looks
    /// so, its halo passing through their colour, where a glyph or an icon of its own colour
    /// beside words of another does not.
    static func isLoneSpeck(_ group: InkGroup, beside text: UInt32, page: UInt32) -> Bool {
        guard group.parts.count == 1, colourDistanceSquared(group.colour, page) > colourDistanceSquared(text, page) else { return false }
        let place = BlendLine(from: page, to: group.colour).place(text)
        return place.share > 0 && place.share < 1 && place.offSquared.squareRoot() <= Tuning.blendWithin
    }

    /// The text of `group`, read as text of its colour (see `lossyOtherTextColours`), when it is
    /// unlike every `known` colour and stands on the `page`; else nil. Its ring keeps away from the
    /// box's other ink (`inked`): a thin glyph of another word, too small to group, is no page.
    private func lossyOtherText(_ group: InkGroup, known: [UInt32], page: UInt32, inked: [Bool], in view: BoxView) -> OtherText? {
        let pixels = group.pixels(size: view.pixels.count)
        // The ring's colours are medians of three by three pixels: none may reach other ink.
        let apart = MaskBytes.dilated(zip(inked, pixels).map { $0 && !$1 }, width: view.width, height: view.height, by: 1)
        let mask = TextMask(pixels: pixels, count: group.count, cores: nil, bounds: Self.bounds(of: group, width: view.width))
        let candidate = Self.candidate(of: group.colour, frame: page)
        // The parts' strongest pixels hold the colour; the glyph interiors a text colour is read
        // from elsewhere are few at 1x, and a mask this wide holds blends among them.
        var text = TextColour(colour: group.colour.unpackedRGB)
        // The stated font's stems are the first text's: a run of another colour may be bolder
        // (a bold "Error:" before a regular message), and no hairline.
        for correction in profile.colourCorrections where !correction.readsStatedStems {
            apply(correction, to: &text, mask: mask, chosen: candidate, in: view)
        }
        guard Self.lossyDistinct(text.colour.packed, from: known + [page]),
              let ring = ring(around: mask, text: text, in: view)?.filter({ pixel, _ in !apart[pixel] }), !ring.pixels.isEmpty,
              Self.standsOnPage(ring, page: page, text: text.colour.packed)
        else { return nil }
        var found = OtherText(candidate: candidate, mask: mask, text: text, ring: ring, reach: pixels, fill: nil)
        found.judged = true
        return found
    }

    /// The page's colour when at least `flatRingShare` of a lossy ring's colours lie within
    /// √`jpegExactWithin` of their per-channel median: a flat page as JPEG leaves it; else nil.
    /// JPEG scatters the page's tones around it, so no exact colour holds a majority and the
    /// most repeated one may be a ringing tone beside the glyphs; the median is the page.
    ///
    /// A settled flat ring is mostly one exact colour: when more than half of it is, that colour
    /// is every channel's median, and when `flatRingShare` of it is, the page without counting
    /// the colours near it (`majorityColour`). `lossyPageReference` is the plain version.
    static func lossyPage(_ colours: [UInt32]) -> UInt32? {
        guard !colours.isEmpty else { return nil }
        if let (colour, count) = majorityColour(colours) {
            let page = colour & 0xFF_FFFF
            if Double(count) / Double(colours.count) >= SeparationTuning.OtherColours.flatRingShare { return page }
            return nearShare(colours, of: page) >= SeparationTuning.OtherColours.flatRingShare ? page : nil
        }
        return lossyPageReference(colours)
    }

    /// `lossyPage` from the per-channel median of every colour.
    static func lossyPageReference(_ colours: [UInt32]) -> UInt32? {
        guard !colours.isEmpty else { return nil }
        let page = colours.withUnsafeBufferPointer { medianColour($0) } & 0xFF_FFFF
        return nearShare(colours, of: page) >= SeparationTuning.OtherColours.flatRingShare ? page : nil
    }

    /// The colour more than half of `colours` (not empty) hold exactly, with how many hold it,
    /// when the most repeated of eight spread over them is that colour; else nil. More than half
    /// of a channel's values equal, they hold its median's place.
    static func majorityColour(_ colours: [UInt32]) -> (colour: UInt32, count: Int)? {
        let n = colours.count
        let samples = (0..<8).map { colours[$0 &* n / 8] }
        let repeats = { (colour: UInt32) in samples.reduce(0) { $0 + ($1 == colour ? 1 : 0) } }
        guard let candidate = samples.max(by: { repeats($0) < repeats($1) }) else { return nil }
        let count = colours.withUnsafeBufferPointer { c -> Int in
            guard let base = c.baseAddress else { return 0 }
            let target = SIMD8<UInt32>(repeating: candidate)
            var lanes = SIMD8<Int32>(), k = 0
            while k &+ 8 <= n {
                lanes &-= unsafeBitCast(UnsafeRawPointer(base + k).loadUnaligned(as: SIMD8<UInt32>.self) .== target, to: SIMD8<Int32>.self)
                k &+= 8
                // Once the rest could no longer make a majority (a photo's ring), no more is counted.
                if k & 1023 == 0 && 2 &* (Int(lanes.wrappedSum()) &+ n &- k) <= n { return 0 }
            }
            var same = Int(lanes.wrappedSum())
            while k < n {
                same &+= c[k] == candidate ? 1 : 0
                k &+= 1
            }
            return same
        }
        return 2 &* count > n ? (candidate, count) : nil
    }

    /// The share of `colours` within √`jpegExactWithin` of `page`.
    static func nearShare(_ colours: [UInt32], of page: UInt32) -> Double {
        let near = colours.withUnsafeBufferPointer { NearMask.count($0, within: SeparationTuning.Corrections.jpegExactWithin, of: page) }
        return Double(near) / Double(max(1, colours.count))
    }

    /// The 8-connected parts of the pixels `inkContrast` from the `page` or more, of
    /// `minimumCores` pixels or more and inside the box (`touchesFrame`), each with the median
    /// of its strongest `coreShare` pixels (the farthest from the page); nil when every part's
    /// median surely lies within `distinctBy` of `text` (`StrongestColour.surelyWithin`), told
    /// by counts without selecting.
    static func inkParts(page: UInt32, unlessNear text: UInt32, in view: BoxView) -> [InkPart]? {
        let least = Int32(Tuning.inkContrast * Tuning.inkContrast)
        var ink = [Bool](repeating: false, count: view.pixels.count)
        ink.withUnsafeMutableBufferPointer {
            _ = NearMask.markFar(page, limit: least &- 1, pixels: view.activePixels, into: UnsafeMutableBufferPointer(rebasing: $0[view.activeRows]))
        }
        var parts: [(pixels: [Int], strongest: Int)] = []
        let frame = frameReach(of: view)
        // A median within this of `text` in every channel lies within `distinctBy` of it: 3 × 18² ≤ 32².
        let reach = Int32((Double(Tuning.distinctBy * Tuning.distinctBy) / 3).squareRoot())
        // Told from the ink's runs first: the walk below is for boxes where a part may stand apart.
        if inkSurelyNear(ink, page: page, text: text, reach: reach, frame: frame, pixels: view.pixels, width: view.width) {
            return nil
        }
        var allNear = true
        MaskComponents.forEach(in: ink, width: view.width, height: view.height) { part in
            guard part.count >= SeparationTuning.OtherColours.minimumCores, !frame.touches(part) else { return }
            let strongest = max(1, Int(Tuning.coreShare * Double(part.count)))
            if allNear {
                allNear = StrongestColour.surelyWithin(reach, of: text, part: part, pixels: view.pixels, from: page, count: strongest)
            }
            parts.append((part, strongest))
        }
        guard !allNear else { return nil }
        return parts.map {
            InkPart(pixels: $0.pixels, core: StrongestColour.of($0.pixels, pixels: view.pixels, from: page, count: $0.strongest))
        }
    }

    /// `parts` grouped by colour: the largest part not yet grouped leads a group, which takes
    /// every other part whose colour lies within `distinctBy` of the leader's; groups in the
    /// order their leaders were taken.
    static func inkGroups(_ parts: [InkPart]) -> [InkGroup] {
        var left = parts.sorted { $0.pixels.count > $1.pixels.count }
        var groups: [InkGroup] = []
        while let leader = left.first {
            let near = left.map { !lossyDistinct($0.core, from: [leader.core]) }
            groups.append(InkGroup(zip(left, near).filter(\.1).map(\.0)))
            left = zip(left, near).filter { !$0.1 }.map(\.0)
        }
        return groups
    }

    /// Whether `group` is nearer the `page` than another group and lies with at least
    /// `hugShare` of its pixels within `apartBy` of that group's: the thin strokes of a word,
    /// lighter in JPEG and, in colour, greyer (its chroma kept at half resolution), sit a
    /// letter's spacing from the word's other glyphs; text of its own (50%-white words holding
    /// white links, a breadcrumb's grey "/") stands a word's space apart.
    static func hugsStronger(_ group: InkGroup, among groups: [InkGroup], page: UInt32, in view: BoxView) -> Bool {
        let contrast = colourDistanceSquared(group.colour, page)
        return groups.contains { other in
            guard colourDistanceSquared(other.colour, page) > contrast else { return false }
            let near = MaskBytes.dilated(other.pixels(size: view.pixels.count), width: view.width, height: view.height,
                                         by: SeparationTuning.OtherColours.apartBy)
            let hugging = group.parts.reduce(0) { sum, part in sum + part.pixels.reduce(0) { $0 + (near[$1] ? 1 : 0) } }
            return Double(hugging) >= Tuning.hugShare * Double(group.count)
        }
    }

    /// Whether `group` lies on the blends of a stronger group's colour into the `page`
    /// (within `blendWithin` of their line) less than `thinReadShare` of the way from that
    /// colour: glyphs of one text thinner than others (a 1x "l" between pixel columns, JPEG's
    /// blur) read a little lighter, while text drawn in a colour on that line (50%-white words
    /// beside white links, grey separators between dark links) lies half-way.
    static func readsThinner(_ group: InkGroup, among groups: [InkGroup], page: UInt32) -> Bool {
        let contrast = colourDistanceSquared(group.colour, page)
        return groups.contains { other in
            guard colourDistanceSquared(other.colour, page) > contrast else { return false }
            let place = BlendLine(from: page, to: other.colour).place(group.colour)
            return place.share < 1 && place.share > 1 - Tuning.thinReadShare && place.offSquared.squareRoot() <= Tuning.blendWithin
        }
    }

    /// The share of `group`'s pixels that `mask` holds.
    static func heldShare(of group: InkGroup, in mask: [Bool]) -> Double {
        let held = group.parts.reduce(0) { sum, part in sum + part.pixels.reduce(0) { $0 + (mask[$1] ? 1 : 0) } }
        return Double(held) / Double(max(1, group.count))
    }

    /// Whether `colour` lies farther than `Tuning.distinctBy` from each of `colours`.
    static func lossyDistinct(_ colour: UInt32, from colours: [UInt32]) -> Bool {
        colours.allSatisfy { colourDistanceSquared(colour, $0) > Tuning.distinctBy * Tuning.distinctBy }
    }

    /// Whether at least `flatRingShare` of `ring`'s colours lie within √`jpegExactWithin` of the
    /// `page`, and `text` differs from the page by `Tuning.inkContrast` or more.
    static func standsOnPage(_ ring: Ring, page: UInt32, text: UInt32) -> Bool {
        nearShare(ring.colours, of: page) >= SeparationTuning.OtherColours.flatRingShare
            && Double(colourDistanceSquared(text, page)) >= Tuning.inkContrast * Tuning.inkContrast
    }

    /// The per-channel median of `colours` (not empty).
    static func median(_ colours: [UInt32]) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            let sorted = colours.map { ($0 >> shift) & 0xFF }.sorted()
            return sorted[sorted.count / 2] << shift
        }
        return channel(16) | channel(8) | channel(0)
    }

    /// A rectangle holding every pixel of `group`'s parts (window coordinates).
    static func bounds(of group: InkGroup, width w: Int) -> PixelRect? {
        let all = group.parts.flatMap(\.pixels)
        guard !all.isEmpty else { return nil }
        let reach = extent(of: all, width: w)
        return PixelRect(x: reach.minX, y: reach.minY, width: reach.maxX - reach.minX + 1, height: reach.maxY - reach.minY + 1)
    }
}
