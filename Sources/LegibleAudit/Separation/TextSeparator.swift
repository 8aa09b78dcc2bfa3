import LegiblePixels

/// Separates text from background inside one box.
///
/// Text in a screenshot is drawn in one colour; its background may be anything. So the text
/// colour is sought among the sharp peaks of the box's colour histogram, scored by what text
/// looks like and background does not: it stays off the box's edge, it is a minority of the
/// pixels, and its outline is a sharp step to a different colour (a gradient band that happens
/// to have the same colour has soft edges; a flat background owns the box's frame).
/// Anti-aliased pixels next to the glyphs are blends and belong to neither side.
///
/// `separate` runs seven stages, each a function of what the ones before found:
///
/// 1. **Candidates** (`Candidates/`): the peaks of the box's colour histogram (and the
///    manifest's hint), scored by the evidence above, best first → `[Candidate]`.
/// 2. **Chosen colour** (`ChosenColour/`): the best, unless a `ColourChoiceRule` prefers
///    another (a fill inside an outline, text over its shadow, drawn over photographed); a
///    solid block with glyphs inside (a code chip) is their background, and the glyphs are
///    the text (`textOverFills`) → `Candidate`.
/// 3. **Text mask** (`TextMask/`): the pixels near the chosen colour → `TextMask`.
/// 4. **Corrections** (`Corrections/`): the profile's `MaskCorrection`s in order, each taking
///    away background near the text colour or giving back glyphs → `TextMask`.
/// 5. **Text colour** (`TextColour/`): the glyphs' height is first checked against the stated
///    font (`Font/`) → `FontCheck`, and where they contradict it the stage reads the pixels'
///    size instead; then the glyph cores' colour, and the profile's `TextColourCorrection`s for
///    what the pixels cannot show, bounded by what they support (`ColourEvidence`); over a photo,
///    mask pixels that blend it into no background beside them go back to the background
///    (`EdgeDetail/`) and the colour is read again → `TextColour`.
/// 6. **Ring** (`Ring/`): the background pixels within `ringRadius` of the text, each with the
///    background colour it stands for past the anti-aliased edge, then the profile's
///    `RingCorrection`s → `Ring`.
/// 7. **Other colours** (`OtherColours/`): when the profile looks for them, the box's other
///    text colours (a link in a paragraph, an icon before a label), each with the ring of its
///    own glyphs; no colour's ring holds another's glyphs; then ink no colour found explains
///    (`unexplainedInk`: translucent words beside full-colour links over a gradient or a glow)
///    is text of one more → `Separation.otherColours`.
///
/// What differs between lossless and JPEG pixels is the `profile`, a value, not branches in the
/// stages; every threshold the stages decide by is named once in `SeparationTuning`. The SIMD
/// kernels the stages call (distance fields, masks as bytes, the candidate scan, the edge walk)
/// live apart in `Kernels/`.
struct TextSeparator: Sendable {
    /// A manifest hint for the text colour.
    var hint: RGB8?
    /// Ring radius in pixels (Docs/Measurement.md#the-ring).
    var ringRadius: Int
    /// Non-text regions (icons, borders, controls) may be solid shapes, not strokes.
    var solidShapes = false
    /// How the pixels were stored: lossless, or through JPEG's compression.
    var profile = SeparationProfile.lossless
    /// The text's estimated stem width in pixels (from the manifest's font size and weight, or
    /// from the glyphs' size when they contradict it: `trustingPixels`).
    var stemWidth: Double?
    /// The font the manifest states, checked against the glyphs before the corrections
    /// (`checkedFont`).
    var statedFont: StatedFont?
    /// Whether the manifest places the box over a photo (a media region, or a region burned
    /// into one): then what touches the glyphs is the photo's, however flat the box's frame
    /// (`standsOnFlatFill`).
    var overMedia = false

    /// The rules of stage 2, in the order they run.
    static let colourChoiceRules: [ColourChoiceRule] = [.layers, .drawnOverPhotographed]

    func separate(_ box: BoxPixels) -> Result<Separation, SeparationFailure> {
        var box = box
        box.overMedia = box.overMedia || overMedia
        let smallest = SeparationTuning.Box.minimumSide
        guard box.rect.width >= smallest && box.rect.height >= smallest else { return .failure(.boxTooSmall) }
        // Nothing differs from the frame's colour, or nothing by much: uniform.
        let separated = box.withView { view -> Result<Separation, SeparationFailure> in
            guard Self.holdsAnotherColour(view) else { return .failure(.uniform) }
            // Chips as tall as the line (a `<mark>`, a `<kbd>`) are set apart, their glyphs text of their own.
            if profile.findsLineChips, let around = separatedAroundLineChips(in: view) { return around }
            var candidates = candidates(in: view)
            // The line above's underline reaching into the box is no text here, nor background.
            let (beside, above) = besideLineAbove(chosenColour(among: candidates, in: view).map { textOverFills($0, in: view) },
                                                  among: &candidates, in: view)
            // A decoration line of another colour (a pale underline) is no text.
            let chosen = besideForeignDecorations(beside, among: &candidates, in: view)
            let found = chosen.map {
                separate($0.mask, chosen: $0.candidate, among: candidates, fill: $0.block, apart: above, in: view)
            } ?? .failure(.indistinguishable)
            // Marks too small to find as text (a full stop alone at 1×) are measured as they stand.
            if case .failure(.indistinguishable) = found, profile.measuresLoneMarks, let marks = loneMarks(in: view) {
                return .success(marks)
            }
            return found
        }
        return separated ?? .failure(.uniform)
    }

    /// Stages 4 to 7 on the text mask of `chosen`: the glyphs' size is checked against the
    /// stated font once the corrections have taken away background of the text's colour (a
    /// photo's patches would make the glyphs look taller), before the text colour relies on it.
    /// `fill`: the blocks of the fill the glyphs stand in, when they do (`textOverFills`);
    /// `apart`: another line's ink, neither text nor background (`inkOfLineAbove`); decoration
    /// lines of other colours are neither either (`foreignDecorations`), nor another colour's text.
    private func separate(_ marked: TextMask, chosen: Candidate, among candidates: [Candidate], fill: [Bool]?,
                          apart: [Bool]? = nil, in view: BoxView) -> Result<Separation, SeparationFailure> {
        var mask = marked
        for correction in profile.maskCorrections where applies(correction, to: mask, chosen: chosen, in: view) {
            apply(correction, to: &mask, chosen: chosen, in: view)
        }
        guard mask.count >= SeparationTuning.Box.minimumTextPixels,
              !Self.onlyPhotoSpecks(mask, chosen: chosen, in: view, purityTellsDrawn: profile.purityTellsDrawn,
                                   isText: !solidShapes, statedFont: statedFont) else {
            return .failure(.indistinguishable)
        }
        let font = checkedFont(mask, text: chosen.colour, in: view)
        // A hairline's pixels more covered than the blend chosen for it are its ink too.
        if let grown = trustingPixels(font).withHairlineInk(mask, chosen: chosen, in: view) { mask = grown }
        // Glyphs in a fill are the colour their cores repeat (`glyphColour`), whatever the frame's.
        let read = { (mask: TextMask) in
            fill == nil ? trustingPixels(font).textColour(of: mask, chosen: chosen, in: view) : TextColour(colour: chosen.colour.unpackedRGB)
        }
        var text = read(mask)
        // Pixels beyond the text colour, detail that no anti-aliasing makes, and glows nearer the
        // background beside them go; the text colour is read again without them.
        let before = mask.count
        let beyond = dropPastTextColour(&mask, text: text.colour.packed, in: view)
        let detail = profile.edgeRule.judgesMaskDetail ? dropDetailInMask(&mask, text: text.colour.packed, chosen: chosen, in: view)
            : profile.judgesLossyMaskDetail ? dropLossyDetailInMask(&mask, text: text, tolerance: chosen.tolerance, in: view) : []
        // Pale photo beside wide strokes, near the text colour but never it, goes too (lossless).
        let pale = profile.edgeRule.judgesMaskDetail ? dropBesideWideStrokes(&mask, chosen: chosen, in: view) : []
        if mask.count != before {
            guard mask.count >= SeparationTuning.Box.minimumTextPixels else { return .failure(.indistinguishable) }
            // Specks apart from the glyphs of a background found flat make it a star field.
            text = Self.withSpecks(read(mask), foundFlat: text.flatBackground, specks: detail.count)
        }
        guard var ring = ring(around: mask, text: text, in: view) else { return .failure(.noRing) }
        let lines = foreignDecorations(of: mask, colour: text.colour.packed, in: view)
        if let apart = Self.union(apart, lines) {
            ring = ring.filter { pixel, _ in !apart[pixel] }
            guard !ring.pixels.isEmpty else { return .failure(.noRing) }
        }
        if !detail.isEmpty {
            ring = Self.ring(ring, withDetail: detail, mask: mask.pixels, in: view)
            if !profile.edgeRule.judgesMaskDetail { ring = Self.ring(ring, detailAsItIs: detail, in: view) }
        }
        ring = Self.ring(ring, besideWideStrokes: pale, mask: mask.pixels, in: view)
        ring = Self.ring(ring, beyondText: beyond, mask: mask.pixels, in: view)
        // Over a photo, a pixel beside a straight outline more covered than its neighbours along it
        // is the photo's, not the glyph's.
        if profile.edgeRule.judgesMaskDetail && !view.onFlatFill {
            ring = Self.ring(ring, alongOutlines: mask.pixels, text: text.colour.packed, pixels: view.pixels, width: view.width,
                             height: view.height)
        }
        // Other colours stand on a flat background, as text of the first does when there are any
        // (a link in a paragraph); over a photo or a gradient, or in a box holding nothing apart
        // from the first colour's text, stage 7 is not tried.
        // Whether the first text's ring is flat, which stage 7's rules ask: found once.
        let flatRing = profile.findsOtherTextColours && Self.isFlat(ring.colours)
        var others = profile.findsOtherTextColours
            ? otherTextColours(among: candidates, first: chosen, firstText: text.colour.packed, mask: mask, ringColours: ring.colours,
                               flatRing: flatRing, fill: fill, in: view) : []
        if profile.findsOtherTextColours, let ink = unexplainedInk(first: mask, chosen: chosen, among: candidates, text: text.colour.packed,
                                                                   ring: ring, others: others, in: view)
            ?? inkOverGradient(first: mask, chosen: chosen, text: text.colour.packed, ring: ring, others: others, in: view) {
            others.append(ink)
        }
        // Text whose colour changes across the box is text in every tone it takes; else glyphs of a
        // drawn colour the first mask took in are (grey words within a link's tolerance).
        if profile.findsOtherTextColours && fill == nil {
            if flatRing, let tone = weakestTone(ring: ring, others: others, in: view) {
                others.append(tone)
            } else if let drawn = trustingPixels(font).drawnColour(first: mask, chosen: chosen, text: text.colour.packed, ring: ring,
                                                                   others: others, in: view) {
                others.append(drawn)
            }
        }
        if let lines { others = Self.others(others, apartFrom: lines) }
        others = Self.others(others, notBeyond: beyond)
        var separation = separation(mask: mask, text: text, ring: ring, others: others, in: view)
        if profile.findsLossyOtherTextColours && fill == nil { separation = withLossyOtherColours(separation, mask: mask, text: text, in: view) }
        separation.fontCheck = font
        return .success(separation)
    }

    /// Whether some pixel of the box's active rows differs from the frame's colour by more than
    /// JPEG noise or a frame's texture (`SeparationTuning.Box.uniformWithin`): else the box is
    /// uniform.
    static func holdsAnotherColour(_ view: BoxView) -> Bool {
        let within = SeparationTuning.Box.uniformWithin
        return NearMask.anyPixel(view.activePixels, fartherThan: within * within - 1, from: view.frameColour)
    }

    /// Stage 2: the best-scored candidate, or the one a `ColourChoiceRule` prefers; nil when none
    /// could be the text.
    func chosenColour(among scored: [Candidate], in view: BoxView) -> Candidate? {
        guard var chosen = scored.first else { return nil }
        for rule in Self.colourChoiceRules {
            if let preferred = rule.preferred(to: chosen, among: scored, background: view.frameColour,
                                              formsStrokes: { formsStrokes($0, in: view) }) { chosen = preferred }
        }
        // In a JPEG, a photo's points of light scored as text are no line of it (`alongTheLine`).
        if profile.judgesLossyMaskDetail, let along = Self.alongTheLine(chosen, among: scored, in: view) { chosen = along }
        return chosen
    }

    /// Stage 5: the glyph cores' colour (from the interiors of thick strokes first, when the
    /// profile reads them), then the profile's corrections in order.
    func textColour(of mask: TextMask, chosen: Candidate, in view: BoxView) -> TextColour {
        let w = view.width
        let interior = profile.readsGlyphInteriors
            ? Self.interiorColour(view.pixels, mask: mask.pixels, width: w, height: view.height) : nil
        let core = interior ?? coreColour(view.pixels, mask: mask.pixels, candidate: chosen.colour, background: view.frameColour,
                                          purity: chosen.purity, indices: mask.bounds.map { $0.y &* w..<($0.maxY &* w) },
                                          maskCount: mask.count, width: view.onFlatFill ? w : nil)
        var text = TextColour(colour: core)
        for correction in profile.colourCorrections { apply(correction, to: &text, mask: mask, chosen: chosen, in: view) }
        return text
    }

    /// The separation of text of one colour, or of several (stage 7): each colour's ring
    /// leaves out every other colour's glyphs and their edges. A further colour left without a
    /// ring is not measured; the first keeps its whole ring if the others would take it all.
    func separation(mask: TextMask, text: TextColour, ring: Ring, others: [OtherText], in view: BoxView) -> Separation {
        var separation = Separation(textColour: text.colour, textMask: mask.pixels, ring: ring.pixels,
                                    ringColours: ring.colours, textPixelCount: mask.count)
        guard !others.isEmpty else { return separation }
        let w = view.width, h = view.height
        // Pixels of another colour within the first's reach are that colour's (`held`).
        var otherGlyphs = [Bool](repeating: false, count: mask.pixels.count)
        for other in others {
            for i in otherGlyphs.indices where other.mask.pixels[i] { otherGlyphs[i] = true }
        }
        let firstGlyphs = mask.pixels.indices.map { mask.pixels[$0] && !otherGlyphs[$0] }
        separation.textPixelCount = firstGlyphs.reduce(0) { $0 + ($1 ? 1 : 0) }
        /// The text of every colour but the `skipped`th (0: the first).
        func glyphs(besides skipped: Int) -> [Bool] {
            guard skipped != 0 else { return otherGlyphs }
            var union = firstGlyphs
            for (k, other) in others.enumerated() where k + 1 != skipped {
                for i in union.indices where other.mask.pixels[i] { union[i] = true }
            }
            return union
        }
        let first = Self.ring(ring, without: otherGlyphs, colours: others.map(\.text.colour.packed), frame: view.frameColour,
                              width: w, height: h)
        if !first.pixels.isEmpty { (separation.ring, separation.ringColours) = (first.pixels, first.colours) }
        for (k, other) in others.enumerated() {
            let colours = [text.colour.packed] + others.enumerated().filter { $0.offset != k }.map(\.element.text.colour.packed)
            // A fill's own colour may lie on another colour's blends into the page (a dark chip on
            // a dark page): its glyphs' ring keeps it, as drawn text's on a flat background does.
            let kept = Self.ring(other.ring, without: glyphs(besides: k + 1), colours: other.fill == nil && other.background == nil ? colours : [],
                                 frame: view.frameColour, width: w, height: h)
            // What is left of its ring must still be a background unlike it.
            guard !kept.pixels.isEmpty, other.standsOnBackground(kept, frame: view.frameColour, known: colours) else { continue }
            separation.otherColours.append(Separation.TextPart(textColour: other.text.colour, textMask: other.mask.pixels, ring: kept.pixels,
                                                               ringColours: kept.colours, textPixelCount: other.mask.count))
        }
        return separation
    }

    /// Stage 6: the ring around the mask and the colours it stands for, then the profile's
    /// corrections in order; nil when the box holds no background around the text.
    func ring(around mask: TextMask, text: TextColour, in view: BoxView) -> Ring? {
        // The ring pass takes the mask's bounds while nothing has gone.
        let found = ringPixels(view.pixels, mask: mask.pixels, box: view.box, text: text.colour.packed,
                               extent: mask.shrunk ? nil : mask.bounds, overPhoto: text.overPhoto(in: view))
        guard !found.ring.isEmpty else { return nil }
        var ring = Ring(pixels: found.ring, colours: found.colours)
        apply(profile.ringCorrections, to: &ring, text: text, in: view)
        // Over a photo, what the median wiped out away from the glyphs is detail, not ringing.
        if profile.ringCorrections.contains(.medianSmoothing) && text.overPhoto(in: view) {
            ring = Self.ring(ring, detailAwayFromGlyphs: mask.pixels, text: text.colour.packed, pixels: view.pixels,
                             width: view.width, height: view.height)
        }
        return ring
    }
}
