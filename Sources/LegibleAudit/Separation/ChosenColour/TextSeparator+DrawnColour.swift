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
    /// (as for a fill inside an outline): a flat shape's edge along the frame is background.
    /// `scored` is sorted best first, `chosen` its first or what replaced it; nil when it stays.
    static func drawnRatherThanPhotographed(_ chosen: Candidate, among scored: [Candidate]) -> Candidate? {
        guard chosen.purity <= Tuning.photographedPurity else { return nil }
        return scored.dropFirst().first {
            $0.purity >= Tuning.drawnPurity && $0.score >= Tuning.rivalScoreShare * chosen.score
                && $0.frameShare <= chosen.frameShare + Tuning.rivalFrameMargin
        }
    }

    /// Whether the text mask of `chosen`, after the corrections, is only a photo's specks: a
    /// photographed colour (`drawnRatherThanPhotographed` found nothing drawn to prefer) whose
    /// pixels cover too little of the box to be glyphs (`photographedLeastInk`). The text is
    /// then not told apart from the photo: a star field's brightest stars are no text. Over a
    /// photo, where purity tells drawn from photographed (`purityTellsDrawn`), a colour less pure
    /// than drawn text may be the photo's too: a photo clips its highlights (stars, glints, lit
    /// windows) to one exact colour. The colour a trusted hint names is the text's
    /// (`Candidate.hinted`: separator dots at 1×, all edge).
    static func onlyPhotoSpecks(_ mask: TextMask, chosen: Candidate, in view: BoxView, purityTellsDrawn: Bool) -> Bool {
        guard !chosen.hinted, Double(mask.count) < Tuning.photographedLeastInk * Double(view.box.rect.area) else { return false }
        return chosen.purity <= Tuning.photographedPurity
            || (purityTellsDrawn && chosen.purity < Tuning.drawnPurity && !standsOnFlatFill(view))
    }
}
