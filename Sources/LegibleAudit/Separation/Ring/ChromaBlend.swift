import LegiblePixels

/// Whether a JPEG pixel's chroma is what a blend of a text colour into a background leaves.
///
/// JPEG codes luma and chroma apart, and what it moves in each plane follows that plane's step
/// across the edge: white letters on a grey photo leave grey blends, give or take the blocks'
/// noise, however far the luma rings. A blend that covers a share of the pixel with the text
/// takes that share of the step in both planes, so the luma tells where its chroma lies. A pixel
/// beside the glyphs whose chroma is further off, by more than JPEG's dozen levels and the
/// ringing share of the chroma step, is photo detail: a red brick or a pale stone touching
/// white letters, as bright as a blend, measured as it is. Only where text and background differ
/// in chroma by no more than a flat background's noise: chroma is kept at half resolution, which
/// smears a chroma edge over the neighbours, and there nothing is told.
enum ChromaBlend {
    /// Whether `colour`'s chroma lies within what compression moves it of the chroma a blend
    /// of `text` into `background` has (`SeparationTuning.Corrections.jpegExactWithin`, plus
    /// `SeparationTuning.Ring.ringingShare` of the chroma step); always, when the two differ in
    /// chroma by more than `SeparationTuning.Ring.ringingFloor`.
    static func explains(_ colour: UInt32, text: UInt32, background: UInt32) -> Bool {
        let t = YCbCr(text.unpackedRGB), b = YCbCr(background.unpackedRGB)
        let step = (cb: t.cb - b.cb, cr: t.cr - b.cr)
        let chromaSpan = step.cb * step.cb + step.cr * step.cr
        // A chroma edge past a flat background's noise is smeared over its neighbours: told by nothing.
        guard chromaSpan <= Double(SeparationTuning.Ring.ringingFloor) else { return true }
        let p = YCbCr(colour.unpackedRGB)
        let off = (cb: p.cb - b.cb, cr: p.cr - b.cr)
        let lumaStep = t.y - b.y
        let share = lumaStep * lumaStep > chromaSpan ? min(1, max(0, (p.y - b.y) / lumaStep))
            : chromaSpan > 0 ? min(1, max(0, (off.cb * step.cb + off.cr * step.cr) / chromaSpan)) : 0
        let miss = (cb: off.cb - share * step.cb, cr: off.cr - share * step.cr)
        let slack = noise + SeparationTuning.Ring.ringingShare * chromaSpan.squareRoot()
        return miss.cb * miss.cb + miss.cr * miss.cr <= slack * slack
    }

    /// JPEG's dozen levels, as a distance.
    private static let noise = Double(SeparationTuning.Corrections.jpegExactWithin).squareRoot()
}

extension TextColour {
    /// Whether the text stands over a photo: neither a page found flat nor a flat fill. There
    /// whatever lies beside the glyphs is drawn, or noise; over a photo it may be detail.
    func overPhoto(in view: BoxView) -> Bool { !flatBackground && !view.onFlatFill }
}
