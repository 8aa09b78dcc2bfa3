/// How separation treats the pixels of one kind of image file: the rules each stage of
/// `TextSeparator.separate` runs and the limits they use.
///
/// Lossless screenshots (PNG) show text exactly as it was drawn: glyph cores repeat one colour,
/// and only anti-aliasing strays from it. JPEG keeps luma at full resolution but chroma at half,
/// quantises each 8×8 block as a whole and rings around sharp edges: cores spread over a dozen
/// levels, small text loses its hue to the background, and the background next to the glyphs
/// swings towards the text as often as away from it. Each difference is one field here, read by
/// the stage it concerns, instead of a branch on the file format inside it.
struct SeparationProfile: Sendable, Equatable {
    /// The squared distance from the text colour within which a pixel is an exact core of the
    /// glyphs (`dropFarFromCores`).
    var exactness: Int32
    /// Whether the exact cores are marked in the same pass as the text mask
    /// (`TextSeparator.textMask(of:in:)`) when they can be evidence (`marksCores(purity:)`):
    /// then the far-from-cores correction, and the mask share that decides it, read them instead
    /// of measuring again.
    var marksCoresWithMask: Bool
    /// What shows that the glyphs have cores of one colour, so that mask pixels far from every
    /// core are background (`MaskCorrection.farFromCores`).
    var coreEvidence: CoreEvidence
    /// The corrections of the text mask, in order (`MaskCorrection`).
    var maskCorrections: [MaskCorrection]
    /// Whether the text colour is first read from the glyph interiors (`interiorColour`), away
    /// from an outline where compression overshoots and bleeds.
    var readsGlyphInteriors: Bool
    /// Which share of the mask's on-axis pixels, from the background's end, lies below the
    /// glyph cores, in thousandths (`coreColour`).
    var coreFraction: CoreFraction
    /// The corrections of the text colour, in order (`TextColourCorrection`).
    var colourCorrections: [TextColourCorrection]
    /// Whether a ring pixel on the frame of a tight box stands for the pixel just inside it when
    /// it blends the text into that pixel (the edge of a glyph cut off outside the box,
    /// `EdgeWalk.backgroundInside`). Not in a JPEG, whose ringing makes too many frame pixels
    /// look like such blends.
    var looksInsideFrameForCutGlyphs: Bool
    /// Which ring pixels beside the glyphs are their anti-aliased edge (`EdgeRule`).
    var edgeRule: EdgeRule
    /// Whether, where the edge rule judges no mask detail, the photo detail that compression
    /// leaves telling goes back to the background (`TextSeparator.dropLossyDetailInMask`).
    var judgesLossyMaskDetail = false
    /// The corrections of the ring's colours, in order (`RingCorrection`).
    var ringCorrections: [RingCorrection]
    /// Whether separation looks for the box's other text colours (stage 7, `otherTextColours`):
    /// it needs glyph cores of one exact colour to tell drawn text from a photo's tones.
    var findsOtherTextColours: Bool
    /// Whether stage 7 runs on lossy pixels instead (`lossyOtherTextColours`): colours told
    /// apart by where their glyphs lie and by tones within JPEG's tolerance, not by exact cores.
    var findsLossyOtherTextColours = false
    /// Whether a box holding only a few small marks on a flat background is measured as they
    /// stand when no text is found (`loneMarks`): it needs a background of one exact colour, so
    /// that every pixel off it is drawn.
    var measuresLoneMarks: Bool
    /// Whether decoration lines of other colours are set apart (`foreignDecorations`): it tells
    /// a line by its one colour, which JPEG's noise and ringing blur.
    var setsApartForeignDecorations = false
    /// Whether chips as tall as the box's line are set apart (`lineChips`): it tells a chip's
    /// fill by its one exact colour.
    var findsLineChips = false
    /// Whether, on a flat page, glyph parts that a correction took and that lie on the text's
    /// blends into the page, nearly reaching its colour, come back (`restoreShortOfColour`): it
    /// tells a blend by its line, which JPEG's noise blurs.
    var keepsGlyphsShortOfColour = false

    /// Whether the text mask's pass marks the exact cores for a chosen colour of `purity`: where
    /// purity is the evidence, only a pure colour's cores are read; where the mask's share is,
    /// every colour's are.
    func marksCores(purity: Double) -> Bool {
        guard marksCoresWithMask else { return false }
        if case .candidatePurity = coreEvidence { return purity >= Tuning.pureCores }
        return true
    }

    /// Whether a candidate's purity tells a drawn colour from a photographed one: drawn text
    /// repeats one exact colour in a lossless image, while JPEG noise leaves it impure too.
    var purityTellsDrawn: Bool {
        if case .candidatePurity = coreEvidence { return true }
        return false
    }

    /// What shows that the glyphs' cores repeat one colour.
    enum CoreEvidence: Sendable, Equatable {
        /// The chosen candidate's purity (the share of its pixels at its exact colour) is at
        /// least this.
        case candidatePurity(atLeast: Double)
        /// At least this share of the mask lies within √`exactness` of the text colour (JPEG
        /// noise spreads the cores, and leaves the candidate's purity low).
        case maskShare(atLeast: Double)
    }

    /// `coreColour`'s fraction, in thousandths, by the candidate's purity.
    struct CoreFraction: Sendable, Equatable {
        /// For a candidate whose cores repeat one colour (purity at least `SeparationTuning.pureCores`).
        var pure: Int
        /// For any other.
        var impure: Int

        func of(purity: Double) -> Int { purity >= Tuning.pureCores ? pure : impure }
    }

    /// Lossless images (PNG): the pixels as drawn.
    static let lossless = SeparationProfile(
        exactness: Tuning.Candidates.exactWithin, marksCoresWithMask: true,
        coreEvidence: .candidatePurity(atLeast: Tuning.pureCores),
        maskCorrections: [.thickAreas, .solidGlyphs, .glyphsOverPatches, .decorationLines, .farFromCores], readsGlyphInteriors: false,
        coreFraction: CoreFraction(pure: Tuning.TextColour.pureCoreFraction, impure: Tuning.TextColour.impureCoreFraction),
        colourCorrections: [.interiors,
                            .hairlines(HairlineCorrection(stemsUnder: Tuning.TextColour.hairlineStem,
                                                          permille: Tuning.TextColour.hairlinePermille, overPureCores: false))],
        looksInsideFrameForCutGlyphs: true, edgeRule: .besideGlyphs, ringCorrections: [],
        findsOtherTextColours: true, measuresLoneMarks: true, setsApartForeignDecorations: true, findsLineChips: true,
        keepsGlyphsShortOfColour: true)

    /// JPEG: cores spread by compression noise, chroma at half resolution, ringing next to edges.
    static let jpeg = SeparationProfile(
        exactness: Tuning.Corrections.jpegExactWithin, marksCoresWithMask: true,
        coreEvidence: .maskShare(atLeast: Tuning.Corrections.jpegCoreShare),
        maskCorrections: [.thickAreas, .solidGlyphs, .glyphsOverPatches, .farFromCores], readsGlyphInteriors: true,
        coreFraction: CoreFraction(pure: Tuning.TextColour.jpegCoreFraction, impure: Tuning.TextColour.jpegCoreFraction),
        colourCorrections: [.chromaFromSpread,
                            .hairlines(HairlineCorrection(stemsUnder: Tuning.TextColour.jpegHairlineStem,
                                                          permille: Tuning.TextColour.jpegHairlinePermille, overPureCores: true))],
        looksInsideFrameForCutGlyphs: false, edgeRule: .pastBlends, judgesLossyMaskDetail: true,
        ringCorrections: [.medianSmoothing, .flatBackgroundSettling],
        findsOtherTextColours: false, findsLossyOtherTextColours: true, measuresLoneMarks: false)

    private typealias Tuning = SeparationTuning

    /// The profile for pixels that went through lossy compression (`jpeg`) or not (`lossless`).
    static func forPixels(lossy: Bool) -> SeparationProfile { lossy ? .jpeg : .lossless }
}
