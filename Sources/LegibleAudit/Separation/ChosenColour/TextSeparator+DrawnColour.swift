private typealias Tuning = SeparationTuning.ChosenColour

extension TextSeparator {
    /// A drawn colour preferred to a photographed one: when the best-scored candidate spreads over
    /// many colours (purity ≤ 0.1, a bright patch or a highlight of a photo) and another candidate
    /// repeats one exact colour in three in four of its pixels, the latter is the text.
    ///
    /// Text is drawn in one colour; a photo almost never repeats one exactly. Text whose colour is
    /// close to the photo's loses on contrast and sharpness (both measured against what surrounds
    /// it) to a highlight of the photo, however low the contrast the text really has. The drawn
    /// candidate must still score a quarter of the best and own the frame no more than it does
    /// (as for a fill inside an outline): a flat shape's edge along the frame is background —
    /// unless its mask forms strokes (`formsStrokes`, `GlyphStrokes.formStrokes`): glyphs cut by a
    /// tight box own the frame where they cross it. `scored` is sorted best first, `chosen` its
    /// first or what replaced it; nil when it stays.
    static func drawnRatherThanPhotographed(_ chosen: Candidate, among scored: [Candidate],
                                            formsStrokes: (Candidate) -> Bool = { _ in false }) -> Candidate? {
        guard chosen.purity <= Tuning.photographedPurity else { return nil }
        return scored.dropFirst().first {
            $0.purity >= Tuning.drawnPurity && $0.score >= Tuning.rivalScoreShare * chosen.score
                && ($0.frameShare <= chosen.frameShare + Tuning.rivalFrameMargin || formsStrokes($0))
        }
    }

    /// Whether the text mask `candidate` would have forms strokes in a row (`GlyphStrokes`).
    func formsStrokes(_ candidate: Candidate, in view: BoxView) -> Bool {
        let mask = textMask(of: candidate, in: view)
        return GlyphStrokes(mask.pixels, width: view.width, height: view.height,
                            depthLimit: max(1, view.box.rect.height / 2)).formStrokes
    }

    /// Whether the text mask of `chosen`, after the corrections, is only a photo's specks: a
    /// photographed colour (`drawnRatherThanPhotographed` found nothing drawn to prefer) whose
    /// pixels cover too little of the box to be glyphs (`photographedLeastInk` of the place the
    /// stated text can take, `textArea`). The text is then not told apart from the photo: a star
    /// field's brightest stars are no text. Over a photo, where purity tells drawn from
    /// photographed (`purityTellsDrawn`), a colour less pure than drawn text may be the photo's too: a photo clips its highlights (stars, glints, lit
    /// windows) to one exact colour. The colour a trusted hint names is the text's
    /// (`Candidate.hinted`: separator dots at 1×, all edge). Nor, when the region `isText`, is a
    /// colour less pure than drawn text over a photo whose mask spans less than the box is tall,
    /// whatever it covers: text runs along its line, a bright blob of the photo does not (an
    /// icon need not). Where purity tells nothing (JPEG noise spreads every colour), a mask too
    /// sparse to be glyphs none of whose parts spans a third of the box's rows is specks too
    /// (`spansLine`): a star field's stars taken for the text of black on its sky; and a mask
    /// narrower than the stated text's glyphs could be is a blob of the photo (`blobBesideItsLine`).
    /// None of this on a flat fill (`standsOnFlatFill`): there is no photo there to leave specks,
    /// and a lone glyph in a JPEG, a digit in a wide cell, is as sparse and impure as one; but in a
    /// lossless image little ink of many tones stays a photo's (stars on a sky flat on average).
    static func onlyPhotoSpecks(_ mask: TextMask, chosen: Candidate, in view: BoxView, purityTellsDrawn: Bool,
                                isText: Bool = true, statedFont: StatedFont? = nil) -> Bool {
        guard !chosen.hinted else { return false }
        let flat = standsOnFlatFill(view)
        let sparse = Double(mask.count) < Tuning.photographedLeastInk * textArea(in: view, font: statedFont)
        // Little ink of many tones is a photo's, even over a sky flat on average, where a drawn
        // colour repeats (lossless); JPEG takes a lone glyph's purity, so there a flat fill clears it.
        if sparse && chosen.purity <= Tuning.photographedPurity && (purityTellsDrawn || !flat) { return true }
        guard !flat else { return false }
        if sparse && !purityTellsDrawn && isText
            && !spansLine(mask.pixels, width: view.width, height: view.height, boxHeight: view.box.rect.height) {
            return true
        }
        // In a JPEG only the shape tells a photo's blob from a line of text.
        if !purityTellsDrawn && isText, let statedFont, blobBesideItsLine(mask, font: statedFont, in: view) {
            return true
        }
        return purityTellsDrawn && chosen.purity < Tuning.drawnPurity
            && (sparse || (isText && narrowerThanItsLine(mask, in: view)))
    }

    /// Whether some part of `mask` (8-connected, of `SeparationTuning.EdgeDetail.speckBelow`
    /// pixels or more) spans `Tuning.glyphShareOfLine` of the box's `boxHeight` rows, as a glyph
    /// does.
    static func spansLine(_ mask: [Bool], width w: Int, height h: Int, boxHeight: Int) -> Bool {
        let least = Int((Tuning.glyphShareOfLine * Double(boxHeight)).rounded(.up))
        var spans = false
        MaskComponents.forEach(in: mask, width: w, height: h) { pixels in
            guard !spans, pixels.count >= SeparationTuning.EdgeDetail.speckBelow else { return }
            var top = Int.max, bottom = Int.min
            for i in pixels {
                top = min(top, i / w)
                bottom = max(bottom, i / w)
            }
            spans = bottom - top + 1 >= least
        }
        return spans
    }

    /// Whether the pixels of `mask` span fewer columns than the box has rows.
    static func narrowerThanItsLine(_ mask: TextMask, in view: BoxView) -> Bool {
        let extent = mask.shrunk ? MaskBounds.boundingBox(of: mask.pixels, width: view.width, height: view.height, padding: 0) : mask.bounds
        guard let extent else { return true }
        return extent.width < view.box.rect.height
    }
}
