import LegiblePixels

/// One correction of the text colour read from the glyph cores (stage 5 of
/// `TextSeparator.separate`), for what the pixels cannot show. The profile lists them in the
/// order they run (`SeparationProfile.colourCorrections`), each on the colour the ones before gave.
enum TextColourCorrection: Sendable, Equatable {
    /// JPEG loses small text's hue to the background around it; over a flat background the
    /// chroma the glyphs spread adds up to theirs (`lossyChroma`). When it applies, the
    /// background is known to be flat (`BackgroundFinding.flat`).
    case chromaFromSpread
    /// Stems thinner than a pixel never reach their colour: their ink is counted
    /// (`hairlineColour`).
    case hairlines(HairlineCorrection)
    /// Over a photo, a pixel whose eight neighbours are all text is wholly covered and shows
    /// the text colour: when those interiors show the chosen candidate's exact colour, the
    /// colour read goes no farther from the background than it (`interiorBound`). A city's
    /// lights brighter than a grey caption, caught in its mask, are no core of it.
    case interiors
}

extension TextColourCorrection {
    /// Whether the correction reads the stated font's stems (`hairlines`).
    var readsStatedStems: Bool {
        if case .hairlines = self { return true }
        return false
    }
}

/// When the hairline correction applies, and how it reads the crossings of a stroke.
struct HairlineCorrection: Sendable, Equatable {
    /// Stems under this width (px, from the manifest's font) are hairlines.
    var stemsUnder: Double
    /// Which crossing's ink, in thousandths from the lowest, stands for the stroke
    /// (`hairlineColour`'s `permille`).
    var permille: Int
    /// Whether it applies over cores of one colour too (`SeparationTuning.pureCores`). Lossless,
    /// such cores are the colour; JPEG's smoothing keeps stems up to a pixel wide from it.
    var overPureCores: Bool
}

/// The text colour found (stage 5), and what was learnt of the background on the way.
struct TextColour: Sendable, Equatable {
    var colour: RGB8
    /// What reading the colour showed of the background around the glyphs.
    var background = BackgroundFinding.unknown

    /// The background around the glyphs was found flat (`BackgroundFinding.flat`).
    var flatBackground: Bool { background == .flat }
}

/// What reading the text colour showed of the background around the glyphs; one finding at a
/// time, since a star field is flat on average but must not be settled as a flat page.
enum BackgroundFinding: Sendable, Equatable {
    /// Nothing beyond the pixels: the ring's corrections run as the profile lists them.
    case unknown
    /// Found flat (`TextColourCorrection.chromaFromSpread`): whatever else the ring shows is
    /// compression noise (`RingCorrection.flatBackgroundSettling`).
    case flat
    /// A star field: flat on average, with specks of the text's colour apart from the glyphs
    /// (`TextSeparator.withSpecks`). Its ring is measured as it is (`RingCorrection`).
    case starField
}

extension TextSeparator {
    /// Runs `correction` on `text`, read from `mask` for `chosen`.
    func apply(_ correction: TextColourCorrection, to text: inout TextColour, mask: TextMask, chosen: Candidate,
               in view: BoxView) {
        let w = view.width, h = view.height, box = view.box
        switch correction {
        case .chromaFromSpread:
            guard let restored = Self.lossyChroma(view.pixels, mask: mask.pixels, width: w, height: h, text: text.colour,
                                                  background: box.frameColour, frame: box.frameInWindow,
                                                  frameCount: box.frameCount) else { return }
            text.colour = restored
            text.background = .flat
        case .hairlines(let rule):
            guard rule.overPureCores || chosen.purity < SeparationTuning.pureCores, let stem = stemWidth, stem < rule.stemsUnder,
                  let thin = Self.hairlineColour(view.pixels, mask: mask.pixels, width: w, height: h, core: text.colour,
                                                 background: box.frameColour, stemWidth: stem, permille: rule.permille)
            else { return }
            // No farther from the background than the strokes' own crossings support.
            text.colour = ColourEvidence(view.pixels, mask: mask.pixels, width: w, height: h, core: text.colour,
                                         background: box.frameColour).bounded(thin)
        case .interiors:
            guard !Self.standsOnFlatFill(view) else { return }
            text.colour = Self.interiorBound(text.colour, drawn: chosen.colour, view: view, mask: mask.pixels)
        }
    }
}

extension TextSeparator {
    /// `colour`, or the median of the glyph interiors (`interiorColour`) when that is the
    /// chosen candidate's exact colour `drawn` and lies on the background → `colour` axis short
    /// of it: strokes three pixels wide or more have such pixels, wholly covered, and text drawn
    /// in one colour shows it there. Thinner strokes have none, and interiors of a photo's
    /// patches repeat no one colour: the colour stays.
    static func interiorBound(_ colour: RGB8, drawn: UInt32, view: BoxView, mask: [Bool]) -> RGB8 {
        let exact = SeparationTuning.Candidates.exactWithin
        // Read as the drawn colour itself, as over most photos: interiors of that colour bound nothing.
        guard colour.packed != drawn, let interior = interiorColour(view.pixels, mask: mask, width: view.width, height: view.height),
              colourDistanceSquared(interior.packed, drawn) <= exact,
              colourDistanceSquared(interior.packed, colour.packed) > exact else { return colour }
        let axis = CoreAxis(candidate: colour, background: view.frameColour.unpackedRGB)
        let projected = axis.project(interior.packed)
        return projected.on && projected.along < axis.span ? interior : colour
    }
}
