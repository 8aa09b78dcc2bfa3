import LegiblePixels

private typealias Tuning = SeparationTuning.OtherColours

extension TextSeparator {
    /// The text of one more colour: its candidate, mask, colour and the ring around it.
    struct OtherText {
        var candidate: Candidate
        var mask: TextMask
        var text: TextColour
        var ring: Ring
        /// Its mask before the pixels near the text found before it went: the text found after
        /// it must lie apart from all of it.
        var reach: [Bool]
        /// Glyphs inside a fill (`glyphsInside`): the fill's blocks and their holes. Their
        /// background is the fill, whatever else their ring reaches.
        var fill: [Bool]?
        /// The blocks of the fills found before it: background, which its ring may reach
        /// whatever their colour (a link's underline running along a code chip).
        var fills: [Bool]?
        /// Ink no colour found explains (`unexplainedInk`): text, whatever its ring.
        var unexplained = false
        /// The flat colour its glyphs stand on (`drawnText`), whose ring was cleared of the other
        /// colours' glyphs and blends where they lie: the rest of its ring is background.
        var background: UInt32?
        /// Whether its background was judged when it was found, as lossy pixels show it
        /// (`lossyOtherTextColours`): the exact colours `standsOnBackground` reads are not there.
        var judged = false

        /// Whether `ring` (its own, or what is left of it) is a background unlike its text
        /// (`TextSeparator.standsOnBackground`, `known` the other colours): always for glyphs
        /// inside a fill; the fills found before it are background, left out of the judgement.
        func standsOnBackground(_ ring: Ring, frame: UInt32, known: [UInt32]) -> Bool {
            guard fill == nil, !unexplained, !judged else { return true }
            let judged = fills.map { TextSeparator.ring(ring, off: $0) } ?? ring
            if fills != nil && judged.pixels.isEmpty { return true }
            return TextSeparator.standsOnBackground(judged, text: text.colour.packed, tolerance: candidate.tolerance,
                                                    frame: frame, found: known)
        }
    }

    /// Stage 7: the box's other text colours, when it holds several (a link in a paragraph,
    /// 50%-white text with white links, a coloured icon before a label). Every text colour in a
    /// box is text, and each is measured against the background around its own glyphs.
    ///
    /// The colours tried are the other candidates, the exact colours the box repeats
    /// (`repeatedColours`) and each separate glyph's strongest colour (`strongestColours`), most
    /// distinct from the frame first: anti-aliasing blends a colour into the background, so the
    /// stronger colour claims its edges before a blend of it can.
    /// One is text of another colour when it is distinct from the colours found (farther than
    /// their tolerance) and its mask — after the profile's corrections, which take away patches
    /// too thick to be strokes — is glyph-like: parts reaching across the box are bands of a
    /// gradient or fills, not glyphs, and each part left holds cores of the exact colour. It must
    /// lie mostly apart from the text found so far (`apartBy` pixels or more: an outline, a shadow
    /// or anti-aliasing hugs the glyphs it belongs to) and stand on a flat background clearly
    /// unlike it (`standsOnBackground`): a photo's or a gradient's tones do not. Its pixels
    /// near the text found so far are left to that text — but where a drawn colour (pure cores)
    /// lies within the reach of one found, the pixels nearer it than the found colour are its own
    /// (`held`: near-black grey beside black). Nothing is tried unless the first text's ring is
    /// flat, but for a text-shadow (`isShadowedPage`: the shadow's own tones are then no
    /// colour of text), and something lies apart from it (`FirstTextHold`).
    /// A fill the first text stands in (`fill`, its blocks) is no other colour's text, nor is
    /// one found here. `flatRing`: whether `ringColours` are flat (`isFlat`).
    func otherTextColours(among candidates: [Candidate], first: Candidate, firstText: UInt32, mask: TextMask,
                          ringColours: [UInt32], flatRing flat: Bool, fill: [Bool]?, in view: BoxView) -> [OtherText] {
        // Most boxes hold nothing apart from the first text, and then no candidate's mask is made;
        // over a photo or a gradient, nothing of the first text's hold is made either.
        guard flat || Self.isShadowedPage(ringColours, text: firstText, in: view) else { return [] }
        let hold = firstTextHold(of: mask, first: first, in: view)
        guard mayHoldOtherText(hold, first: first, among: candidates, in: view) else { return [] }
        var found: [OtherText] = []
        var taken = mask.pixels, fills = fill
        let frame = view.frameColour
        var seen = Set<UInt32>()
        // The chosen colour itself, when its mask reads as another drawn colour (`readsAsAnother`).
        let readsAsAnother = Self.readsAsAnother(first, text: firstText, frame: frame)
        let chosen = readsAsAnother ? [first] : []
        // The first text read as its own colour, drawn (its cores hold it): other colours' edges in its mask are theirs.
        let ownColour = !readsAsAnother && Self.hasCores(firstText, exactness: profile.exactness, in: view)
        let drawn = candidates + Self.repeatedColours(besides: first, in: view)
            + Self.strongestColours(besides: first, exactness: profile.exactness, in: view)
        let tried = (chosen + drawn
            .filter { Self.distinct(first, $0) && (flat || !Self.isShade($0.colour, of: frame, awayFrom: firstText))
                && seen.insert($0.colour).inserted })
            .sorted { colourDistanceSquared($0.colour, frame) > colourDistanceSquared($1.colour, frame) }
        for candidate in tried where found.count + 1 < Tuning.maximumColours {
            // The chosen colour's glyphs are told from those of the colour its mask reads as.
            let known = [candidate.colour == first.colour ? firstText : first.colour] + found.map(\.candidate.colour)
            guard found.allSatisfy({ Self.distinct($0.candidate, candidate) }),
                  keepsApart(candidate, first: first, hold: hold, in: view),
                  Self.hasCores(candidate.colour, exactness: profile.exactness, in: view),
                  let other = otherText(candidate, taken: taken, known: known, firstText: firstText, fills: fills,
                                        firstReadOwn: ownColour, in: view),
                  // Two candidates whose glyphs read as one colour are one text colour.
                  ([firstText] + found.map(\.text.colour.packed)).allSatisfy({
                      colourDistanceSquared($0, other.text.colour.packed) > Tuning.distinctBy * Tuning.distinctBy
                  })
            else { continue }
            found.append(other)
            for i in taken.indices where other.reach[i] { taken[i] = true }
            if let block = other.fill { fills = fills.map { zip($0, block).map { $0 || $1 } } ?? block }
        }
        return found
    }

    /// `candidate`'s text when it is text of another colour than `known` (see
    /// `otherTextColours`), `taken` the text found so far, `firstText` the first text's colour as
    /// read, `fills` the blocks of fills found (background, left out of its mask); else nil.
    private func otherText(_ tried: Candidate, taken: [Bool], known: [UInt32], firstText: UInt32, fills: [Bool]?,
                           firstReadOwn: Bool, in view: BoxView) -> OtherText? {
        var other = textMask(of: tried, in: view)
        if let fills { Self.dropPixels(of: &other) { fills[$0] } }
        // A fill's glyphs are the text of it, however near the frame's colour (`glyphsInside`).
        let inside = glyphsInside(tried, mask: other, in: view)
        let candidate = inside?.candidate ?? tried
        if let inside { other = inside.mask }
        for correction in profile.maskCorrections where applies(correction, to: other, chosen: candidate, in: view) {
            apply(correction, to: &other, chosen: candidate, in: view)
        }
        let exactness = profile.exactness, frame = view.frameColour
        // An outline around words of another colour (a chip's border) is no text either.
        Self.dropParts(of: &other, in: view) {
            Self.spansBox($0, in: view) || Self.enclosesOtherInk($0, colour: candidate.colour, background: frame, exactness: exactness, in: view)
        }
        guard other.count >= Tuning.minimumPixels else { return nil }
        // The pixels that are this colour's rather than a found one's, by the blends each draws.
        // A colour beyond every found colour's tolerance is drawn on its own, and a pixel as near
        // both lines within rounding is its; within one's tolerance it is that colour's partial
        // coverage, and such pixels stay the found colour's.
        let beyond = known.allSatisfy {
            Double(colourDistanceSquared(candidate.colour, $0)).squareRoot()
                > Double(Self.tolerance(ofContrast: Double(colourDistanceSquared($0, frame)).squareRoot()))
        }
        let slack = beyond ? Double(SeparationTuning.Candidates.exactWithin) : 0
        let own = other.pixels.indices.map {
            other.pixels[$0] && Self.nearer(view.pixels[$0], to: candidate.colour, than: known, frame: frame, slack: slack)
        }
        let reach = other.pixels
        // A colour on a found colour's blends into the background may be its anti-aliased edge:
        // it must lie farther apart from that text to be text of its own. Blends hug the strokes
        // they edge: a part of the found text holding no pixel of a found colour, nor any beyond
        // this colour (drawn in this colour, none of its pixels is), is no edge of it.
        let blend = known.contains { Self.isBlend(candidate.colour, of: $0, into: frame) }
        // Else the found text may hold this colour's edges (`withoutEdges`): they are not its, when
        // the first text was read as its own colour (`firstReadOwn`; else the edges pulled it there).
        let edgesApart = blend || !firstReadOwn ? nil
            : withoutEdges(of: other.pixels, in: taken, known: known, in: view)
        let from = edgesApart ?? (blend ? partsHolding(known, beyond: candidate.colour, of: taken, in: view) : taken)
        // The found text lies on this colour's blends then: its glyphs are not counted as this colour's.
        let before = own.indices.reduce(0) { $0 + (own[$1] && !(edgesApart?[$1] ?? false) ? 1 : 0) }
        let held = from.indices.map { from[$0] && !(other.pixels[$0] && own[$0]) }
        let near = MaskBytes.dilated(held, width: view.width, height: view.height, by: blend ? Tuning.blendApartBy : Tuning.apartBy)
        for i in other.pixels.indices where other.pixels[i] && near[i] {
            other.pixels[i] = false
            other.count -= 1
            other.shrunk = true
        }
        // Text in a fill found already is told by the fill: it is no sign of this part's being one.
        let apart = fills.map { fills in held.indices.map { held[$0] && !fills[$0] } } ?? held
        // On a flat page, a glyph of this colour short of it is text all the same.
        let reaching = blend ? nil : glyphsReaching(candidate.colour, firstText: firstText, in: other, in: view)
        Self.dropParts(of: &other, in: view) { part in
            (!part.contains { colourDistanceSquared(view.pixels[$0], candidate.colour) <= exactness }
                && (blend || !Self.isThinBlend(part, of: candidate.colour, besides: known + [firstText], in: view))
                && !(reaching.map { Self.isShortOfColour(part, between: $0, text: candidate.colour, in: view) } == true))
                || Self.isFringe(part, of: candidate.colour, in: view)
                || Self.holdsText(part, taken: apart, colour: candidate.colour, in: view)
                || (blend && Self.isLine(part, width: view.width))
        }
        let exact = other.pixels.indices.reduce(0) {
            $0 + (other.pixels[$1] && colourDistanceSquared(view.pixels[$1], candidate.colour) <= exactness ? 1 : 0)
        }
        guard other.count >= Tuning.minimumPixels, Double(other.count) >= Tuning.apartShare * Double(before),
              Double(exact) >= Tuning.coreShare * Double(other.count) else { return nil }
        // Glyphs in a fill are the colour their cores repeat (`glyphColour`): the frame's colour
        // beside the fill, which reading them takes as their background, may be theirs too.
        let text = inside == nil ? textColour(of: other, chosen: candidate, in: view) : TextColour(colour: candidate.colour.unpackedRGB)
        guard let ring = ring(around: other, text: text, in: view) else { return nil }
        var found = OtherText(candidate: candidate, mask: other, text: text, ring: ring, reach: reach, fill: inside?.block)
        found.fills = fills
        return found.standsOnBackground(found.ring, frame: frame, known: known) ? found : nil
    }

    /// The 8-connected parts of `taken` holding a pixel within √`exactness` of one of `colours`,
    /// or one farther from the frame's colour than `colour` is by more than √`exactness`, and
    /// those at most two pixels across; all of `taken` when the other parts hold fewer than
    /// `minimumPixels` pixels of `colour` (text drawn in it repeats it, a stray blend does not).
    func partsHolding(_ colours: [UInt32], beyond colour: UInt32, of taken: [Bool], in view: BoxView) -> [Bool] {
        var kept = [Bool](repeating: false, count: taken.count), repeated = 0
        let frame = view.frameColour, slack = Double(profile.exactness).squareRoot()
        let reach = Double(colourDistanceSquared(colour, frame)).squareRoot() + slack
        MaskComponents.forEach(in: taken, width: view.width, height: view.height) { part in
            let extent = Self.extent(of: part, width: view.width)
            // A stem or a bar two pixels across may lie at one partial coverage all along.
            let thin = min(extent.maxX - extent.minX, extent.maxY - extent.minY) < 2
            guard thin || part.contains(where: { i in
                colours.contains { colourDistanceSquared(view.pixels[i], $0) <= profile.exactness }
                    || Double(colourDistanceSquared(view.pixels[i], frame)).squareRoot() > reach
            }) else {
                repeated += part.reduce(0) { $0 + (colourDistanceSquared(view.pixels[$1], colour) <= profile.exactness ? 1 : 0) }
                return
            }
            for i in part { kept[i] = true }
        }
        return repeated >= Tuning.minimumPixels ? kept : taken
    }

    /// Drawn colours that no histogram peak stands for (a peak beside a larger one of
    /// anti-aliasing hides them): the exact colours that repeat at least `minimumPixels` times
    /// among the pixels that could be text (`SeparationTuning.Candidates.minimumContrast` from
    /// the frame's colour), `first`'s own colour aside; most repeated first (at most
    /// `repeatedColours`), as candidates with the tolerance the histogram's would have.
    static func repeatedColours(besides first: Candidate, in view: BoxView) -> [Candidate] {
        var colours: [UInt32] = []
        let frame = view.frameColour
        let background = Int32(SeparationTuning.Candidates.minimumContrast * SeparationTuning.Candidates.minimumContrast)
        for i in view.activeRows where view.pixels[i] != first.colour && colourDistanceSquared(view.pixels[i], frame) >= background {
            colours.append(view.pixels[i])
        }
        let counted = ColourCounts(colours)
        let repeated = zip(counted.colours, counted.counts).filter { $0.1 >= Tuning.minimumPixels }
            .sorted { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }.prefix(Tuning.repeatedColours)
        return repeated.map { candidate(of: $0.0, frame: frame) }
    }

    /// The colour of each glyph standing apart that no histogram peak nor repeated colour stands
    /// for: per 8-connected part of the pixels that could be text (as `repeatedColours`), its
    /// strongest colour (farthest from the frame's), when `minimumCores` of its pixels hold it
    /// (within `exactness`), or the part is a thin stroke at partial coverage (`isPartialStroke`),
    /// and it lies inside the box (`touchesFrame`). A thin glyph of its own colour (a
    /// breadcrumb's grey "/" between dark words) shows that colour only in a few pixels, too few
    /// to repeat, yet at its strongest; at 1× a slanted one may show it in one pixel only.
    static func strongestColours(besides first: Candidate, exactness: Int32, in view: BoxView) -> [Candidate] {
        let frame = view.frameColour
        let background = Int32(SeparationTuning.Candidates.minimumContrast * SeparationTuning.Candidates.minimumContrast)
        var ink = [Bool](repeating: false, count: view.pixels.count)
        for i in view.activeRows where colourDistanceSquared(view.pixels[i], frame) >= background { ink[i] = true }
        var colours: [UInt32] = []
        MaskComponents.forEach(in: ink, width: view.width, height: view.height) { part in
            guard part.count >= Tuning.minimumCores, !touchesFrame(part, in: view),
                  let strongest = part.max(by: { colourDistanceSquared(view.pixels[$0], frame) < colourDistanceSquared(view.pixels[$1], frame) })
            else { return }
            let colour = view.pixels[strongest]
            let held = part.reduce(0) { $0 + (colourDistanceSquared(view.pixels[$1], colour) <= exactness ? 1 : 0) }
            let glyph = held >= Tuning.minimumCores || isPartialStroke(part, of: colour & 0xFF_FFFF, in: view)
            if glyph && colour != first.colour && !colours.contains(colour) { colours.append(colour) }
        }
        return colours.map { candidate(of: $0, frame: frame) }
    }

    /// `colour` as a candidate with the tolerance the histogram's would have.
    static func candidate(of colour: UInt32, frame: UInt32) -> Candidate {
        let tolerance = Self.tolerance(ofContrast: Double(colourDistanceSquared(colour, frame)).squareRoot())
        return Candidate(colour: colour, tolerance: tolerance, score: 0, purity: 0, frameShare: 0, outward: [])
    }

    /// Whether at least `flatRingShare` of `colours` lie within √`exactWithin` of one colour:
    /// a flat background. That colour is the majority vote's (a colour holding more than half of
    /// them wins it), found with no table of colours (`FlatColours`).
    static func isFlat(_ colours: [UInt32]) -> Bool {
        colours.withUnsafeBufferPointer {
            FlatColours.isFlat($0, share: Tuning.flatRingShare, within: SeparationTuning.Candidates.exactWithin)
        }
    }

    /// Whether the first text's colour, read from the strongest pixels of its mask (`firstText`),
    /// is another drawn colour than the chosen candidate's: farther than `distinctBy`, and the
    /// candidate's colour no blend of it into the frame's (`isBlend`: a hairline's cores read
    /// beyond its anti-aliased edge). A paragraph's mask takes in lighter inline code beside it and
    /// reads as the code's colour; the paragraph's own colour is text too (its cores: `hasCores`).
    static func readsAsAnother(_ first: Candidate, text firstText: UInt32, frame: UInt32) -> Bool {
        colourDistanceSquared(first.colour, firstText) > Tuning.distinctBy * Tuning.distinctBy
            && !isBlend(first.colour, of: firstText, into: frame)
    }

    /// Whether two candidates are different colours (farther apart than `distinctBy`): text of a
    /// colour near another's is told from it by where its pixels lie, not by a tolerance.
    static func distinct(_ a: Candidate, _ b: Candidate) -> Bool {
        colourDistanceSquared(a.colour, b.colour) > Tuning.distinctBy * Tuning.distinctBy
    }

    /// Whether `pixel` lies as near the blends of `colour` into the `frame`'s colour as those of
    /// every colour of `found`, or nearer (`blendDistanceSquared`): anti-aliasing draws a
    /// colour's edge on that line, so a found colour's reach may take in text of `colour` but
    /// not its blends. A blend of both (`colour` lying between a found colour and the frame's)
    /// is left to `colour`: where it lies decides (the found glyphs' own pixels hold its edge).
    /// A found colour's line nearer by less than `slack` (squared levels: rounding puts a blend
    /// up to √`exactWithin` off its line) is no nearer: grey text half-way from a dark page to a
    /// white icon beside it lies on both lines, and rounding must not hand its pixels to the icon.
    static func nearer(_ pixel: UInt32, to colour: UInt32, than found: [UInt32], frame: UInt32, slack: Double = 0) -> Bool {
        let own = blendDistanceSquared(pixel, of: colour, into: frame) - slack
        return found.allSatisfy { own <= blendDistanceSquared(pixel, of: $0, into: frame) }
    }

    /// The squared distance from `colour` to the nearest blend of `glyph` into `background`
    /// (the segment joining them, in 8-bit levels).
    static func blendDistanceSquared(_ colour: UInt32, of glyph: UInt32, into background: UInt32) -> Double {
        let place = BlendLine(from: background, to: glyph).place(colour)
        if place.share <= 0 { return Double(colourDistanceSquared(colour, background)) }
        if place.share >= 1 { return Double(colourDistanceSquared(colour, glyph)) }
        return place.offSquared
    }

    /// Whether at least `flatRingShare` of the ring's pixels stand for its most frequent colour
    /// (within √`SeparationTuning.Candidates.exactWithin`), that colour differs from `text` by a
    /// sharp step (`SeparationTuning.Candidates.sharpnessOverTolerance` times the candidate's
    /// `tolerance`, as the candidates' outward steps must, and at most `ringLikeShare` of the
    /// ring within that tolerance of `text` and no blend of `text` into that colour: a band of a
    /// gradient or a patch of a photo stands on their next tones, text on its background and its
    /// own anti-aliased edge), and `text` is no blend of it into the
    /// `frame`'s colour, nor (on a background other than the frame's: a card, a chip) a blend of
    /// a `found` colour into it (`isBlend`): the anti-aliased edge of other glyphs stands on
    /// them. On the frame's colour, where blends of a found colour are told apart by where they
    /// lie (`blendApartBy`), grey text beside black is text.
    static func standsOnBackground(_ ring: Ring, text: UInt32, tolerance: Int32, frame: UInt32, found: [UInt32]) -> Bool {
        var counts: [UInt32: Int] = [:]
        for colour in ring.colours { counts[colour, default: 0] += 1 }
        guard let mode = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key
        else { return false }
        let near = ring.colours.reduce(0) {
            $0 + (colourDistanceSquared($1, mode) <= SeparationTuning.Candidates.exactWithin ? 1 : 0)
        }
        let step = Double(colourDistanceSquared(mode, text)).squareRoot()
        // Its own anti-aliased edge, blends of the text into that colour, is no next tone.
        let like = ring.colours.reduce(0) {
            let colour = $1 & 0xFF_FFFF
            return $0 + (colourDistanceSquared(colour, text) <= tolerance * tolerance && !isBlend(colour, of: text, into: mode) ? 1 : 0)
        }
        return (Double(near) >= Tuning.flatRingShare * Double(ring.colours.count)
                || isShadowedPage(ring.colours, text: text, frame: frame))
            && step >= SeparationTuning.Candidates.sharpnessOverTolerance * Double(tolerance)
            && Double(like) <= Tuning.ringLikeShare * Double(ring.colours.count)
            && !isBlend(text, of: mode, into: frame)
            // A ring whose most common colour is the page, or the page shaded by a text-shadow, is
            // the page: a colour on a found one's blends into it stands apart from its glyphs.
            && (colourDistanceSquared(mode, frame) <= SeparationTuning.Candidates.exactWithin || isShade(mode, of: frame, awayFrom: text)
                || !found.contains { isBlend(text, of: $0, into: mode) })
    }

    /// Whether `colour` lies between `glyph` and `background` (within `blendWithin` of the line
    /// joining them, strictly between its ends): what anti-aliasing draws at a glyph's edge.
    static func isBlend(_ colour: UInt32, of glyph: UInt32, into background: UInt32) -> Bool {
        guard colourDistanceSquared(glyph, background) > SeparationTuning.Candidates.exactWithin else { return false }
        let place = BlendLine(from: background, to: glyph).place(colour)
        return place.share > 0 && place.share < 1 && place.offSquared.squareRoot() <= Tuning.blendWithin
    }

    /// Whether `part` (window indices) is the anti-aliased fringe of a stronger shape: at least
    /// `fringeShare` of its pixels touch a pixel lying beyond `colour` on the way from the
    /// frame's colour (`fringeBeyond` times as far). A 1-px underscore draws a dark row and a
    /// light one; the light row is its edge, not text of its own. Text of a colour touches its
    /// own colour and its blends into the background, never anything stronger.
    static func isFringe(_ part: [Int], of colour: UInt32, in view: BoxView) -> Bool {
        let touching = part.reduce(0) { $0 + (touchesStronger($1, than: colour, in: view) ? 1 : 0) }
        return Double(touching) >= Tuning.fringeShare * Double(part.count)
    }

    /// Whether the box holds `minimumCores` pixels of `colour` (within `exactness`) that touch
    /// nothing stronger (`touchesStronger`): drawn text has cores, and anti-aliasing draws each
    /// blend beside the stronger pixels it fades from. Most candidates are such blends: one
    /// scan turns them away before their text mask is made.
    static func hasCores(_ colour: UInt32, exactness: Int32, in view: BoxView) -> Bool {
        var cores = 0
        for i in view.activeRows where colourDistanceSquared(view.pixels[i], colour) <= exactness
            && !touchesStronger(i, than: colour, in: view) {
            cores += 1
            if cores >= Tuning.minimumCores { return true }
        }
        return false
    }

    /// Whether a neighbour of pixel `i` lies beyond `colour` on the way from the frame's colour,
    /// `fringeBeyond` times as far or more.
    @inline(__always)
    static func touchesStronger(_ i: Int, than colour: UInt32, in view: BoxView) -> Bool {
        let line = BlendLine(from: view.frameColour, to: colour)
        guard line.span > 0 else { return false }
        let w = view.width, h = view.height, y = i / w, x = i - y * w
        return (max(0, y - 1)...min(h - 1, y + 1)).contains { ny in
            (max(0, x - 1)...min(w - 1, x + 1)).contains { nx in
                line.reach(view.pixels[ny * w + nx]) >= Tuning.fringeBeyond * line.span
            }
        }
    }

    /// Whether `part` (window indices), holding no pixel of `colour` itself, is a stroke of it
    /// under two pixels wide at a sub-pixel offset: at least `minimumCores` pixels, each a blend
    /// of `colour` into the frame's (`isBlend`) and of no colour of `found`, none with its four
    /// neighbours in the part. The stem of an "i" falling between two pixel columns shows two
    /// blends side by side and never its colour; it is text, not background for its own
    /// colour's ring. A pixel that blends a found colour as well (greys all lie on one line) may
    /// be that text's edge, and the part is not claimed.
    static func isThinBlend(_ part: [Int], of colour: UInt32, besides found: [UInt32], in view: BoxView) -> Bool {
        guard part.count >= Tuning.minimumCores else { return false }
        let w = view.width, frame = view.frameColour, inPart = Set(part)
        return part.allSatisfy { i in
            let pixel = view.pixels[i]
            return isBlend(pixel, of: colour, into: frame) && !found.contains { isBlend(pixel, of: $0, into: frame) }
                && !(inPart.contains(i - 1) && inPart.contains(i + 1) && inPart.contains(i - w) && inPart.contains(i + w))
        }
    }

    /// Whether `part` (window indices) of `colour` holds text between its pixels along rows —
    /// text found already (`taken`), or pixels unlike both `colour` and the frame's (farther
    /// than `distinctBy`) and no blend of the two: at least `minimumPixels`, and
    /// `holdsShare` of the part's own pixels. A chip or a card around text is its background,
    /// not text of another colour; a glyph's counters hold the background.
    static func holdsText(_ part: [Int], taken: [Bool], colour: UInt32, in view: BoxView) -> Bool {
        let w = view.width, frame = view.frameColour
        let unlike = Tuning.distinctBy * Tuning.distinctBy
        func text(_ i: Int) -> Bool {
            let p = view.pixels[i]
            return taken[i] || (colourDistanceSquared(p, frame) > unlike && colourDistanceSquared(p, colour) > unlike
                                && !isBlend(p, of: colour, into: frame))
        }
        return holdsBetween(part, width: w, where: text)
    }

    /// Whether `minimumPixels` pixels, and `holdsShare` of `part`'s own, lie between its pixels
    /// along rows and satisfy `isText`.
    static func holdsBetween(_ part: [Int], width w: Int, where isText: (Int) -> Bool) -> Bool {
        var rows: [Int: (left: Int, right: Int)] = [:]
        for i in part {
            let y = i / w, x = i - y * w
            let row = rows[y] ?? (x, x)
            rows[y] = (min(row.left, x), max(row.right, x))
        }
        var held = 0
        for (y, row) in rows where row.right - row.left > 1 {
            for x in (row.left + 1)..<row.right where isText(y * w + x) { held += 1 }
        }
        return held >= Tuning.minimumPixels && Double(held) >= Tuning.holdsShare * Double(part.count)
    }

    /// Whether `part` (window indices) is one pixel tall or one pixel wide: a colour blending a
    /// found one into the background drawn as such a line is a stroke of it at partial
    /// coverage (an underscore between two rows of pixels, one row of it cut off by the box).
    static func isLine(_ part: [Int], width w: Int) -> Bool {
        guard let first = part.first else { return false }
        let y0 = first / w, x0 = first - y0 * w
        return part.allSatisfy { $0 / w == y0 } || part.allSatisfy { $0 - ($0 / w) * w == x0 }
    }

    /// Whether `part` (window indices) reaches from the box's top row to its bottom row, or from
    /// its left column to its right one: glyphs stand inside their box.
    static func spansBox(_ part: [Int], in view: BoxView) -> Bool {
        spansBox(reach: extent(of: part, width: view.width), in: view)
    }

    /// `spansBox` for a part whose extent is known.
    static func spansBox(reach: (minX: Int, maxX: Int, minY: Int, maxY: Int), in view: BoxView) -> Bool {
        let edges = frameEdges(of: view)
        return (reach.minY <= edges.top && reach.maxY >= edges.bottom) || (reach.minX <= edges.left && reach.maxX >= edges.right)
    }

    /// Whether `part` (window indices) touches the box's outermost rows or columns: a glyph
    /// standing apart lies inside its box; what reaches its edge is the edge of a fill around it
    /// (a chip's rounded corner, the page beyond it) or of a neighbour's glyph.
    static func touchesFrame(_ part: [Int], in view: BoxView) -> Bool {
        frameReach(of: view).touches(part)
    }

    /// `touchesFrame`'s test for the parts of one view (`FrameReach`).
    static func frameReach(of view: BoxView) -> FrameReach {
        let edges = frameEdges(of: view)
        return FrameReach(width: view.width, height: view.height, top: edges.top, bottom: edges.bottom, left: edges.left,
                          right: edges.right)
    }

    /// The box's outermost rows and columns, in window coordinates.
    static func frameEdges(of view: BoxView) -> (top: Int, bottom: Int, left: Int, right: Int) {
        let rect = view.box.rect, window = view.box.window
        return (rect.y - window.y, rect.maxY - 1 - window.y, rect.x - window.x, rect.maxX - 1 - window.x)
    }

    /// The bounding rows and columns of `part` (window indices).
    static func extent(of part: [Int], width w: Int) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for i in part {
            let y = i / w, x = i - y * w
            (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
        }
        return (minX, maxX, minY, maxY)
    }

    /// Clears the pixels of `mask` for which `drops` holds.
    static func dropPixels(of mask: inout TextMask, where drops: (Int) -> Bool) {
        var dropped = 0
        for i in mask.pixels.indices where mask.pixels[i] && drops(i) {
            mask.pixels[i] = false
            dropped += 1
        }
        guard dropped > 0 else { return }
        mask.count -= dropped
        mask.shrunk = true
    }

    /// Clears the 8-connected parts of `mask` for which `drops` holds.
    static func dropParts(of mask: inout TextMask, in view: BoxView, where drops: ([Int]) -> Bool) {
        var dropped: [Int] = []
        MaskComponents.forEach(in: mask.pixels, width: view.width, height: view.height) { part in
            if drops(part) { dropped.append(contentsOf: part) }
        }
        guard !dropped.isEmpty else { return }
        for i in dropped { mask.pixels[i] = false }
        mask.count -= dropped.count
        mask.shrunk = true
    }

    /// `ring` without the pixels next to (within one pixel of) `others`, and without those that
    /// stand for a blend of one of `otherColours` into the `frame`'s colour (`isBlend`) or for
    /// that colour itself: another colour's glyphs and their anti-aliased edges are text, not
    /// this colour's background. Glyphs of the frame's own colour (white code in a chip on a
    /// white page) are told by where they lie alone: by colour they are the page.
    static func ring(_ ring: Ring, without others: [Bool], colours: [UInt32], frame: UInt32,
                     width w: Int, height h: Int) -> Ring {
        let otherColours = colours.filter { colourDistanceSquared($0, frame) > SeparationTuning.Candidates.exactWithin }
        let near = MaskBytes.dilated(others, width: w, height: h, by: 1)
        return ring.filter { pixel, key in
            let colour = key & 0xFF_FFFF
            return !near[pixel] && !otherColours.contains(where: {
                colourDistanceSquared(colour, $0) <= SeparationTuning.Candidates.exactWithin || isBlend(colour, of: $0, into: frame)
            })
        }
    }
}

