private typealias Tuning = SeparationTuning.ChosenColour

extension TextSeparator {
    /// Whether the runner-up candidate, not the best-scored one, is the text: the two are layers
    /// of one text, and the runner-up is the one on top.
    ///
    /// **A fill inside an outline**: both look like text, but the outline hugs the fill on every
    /// side (three in four of the fill's outward samples) while the fill meets the outline only on
    /// the outline's inner side. WCAG counts the text colour against what surrounds it, so take
    /// the fill. A background around the text meets it on every side too, but owns the box's frame.
    ///
    /// **Text over a hard drop shadow**: the shadow is the glyphs again, offset by a pixel or two,
    /// so the two meet along one side only (neither holds more than about a third of the other's
    /// outward samples, where nested layers hold three in four). The text is drawn whole on top in
    /// one colour; the shadow, partly covered and often softened, repeats its colour less: the
    /// runner-up must be the purer by 0.2 (`purity`, the share of its pixels at its exact colour).
    ///
    /// A blend of the best into the `background` (the frame's colour) is no shadow: where a tight
    /// box cuts the glyphs, their edges repeat such a blend exactly and meet the glyphs on one side.
    ///
    /// Either way the runner-up must repeat its colour in half its pixels (`pureCores`), score a
    /// quarter of the best and own the frame no more than it (by 0.1). The shares are
    /// `SeparationTuning.ChosenColour`'s.
    static func runnerUpIsText(_ chosen: Candidate, _ runnerUp: Candidate, background: UInt32) -> Bool {
        guard runnerUp.purity >= SeparationTuning.pureCores, runnerUp.score >= Tuning.rivalScoreShare * chosen.score,
              runnerUp.frameShare <= chosen.frameShare + Tuning.rivalFrameMargin else { return false }
        let fillInside = runnerUp.share(of: runnerUp.outward, near: chosen)
        let outlineOutside = chosen.share(of: chosen.outward, near: runnerUp)
        if fillInside >= Tuning.fillInsideShare && outlineOutside <= Tuning.outlineOutsideShare { return true }
        return fillInside <= Tuning.shadowMeetingShare && outlineOutside <= Tuning.shadowMeetingShare
            && runnerUp.purity >= chosen.purity + Tuning.shadowPurityMargin
            && !EdgeWalk.mixes(runnerUp.colour, text: chosen.colour, background: background)
    }
}
