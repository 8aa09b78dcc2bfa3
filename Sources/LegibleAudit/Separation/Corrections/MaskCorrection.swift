/// One correction of the text mask (stage 4 of `TextSeparator.separate`): a rule that finds
/// pixels near the text colour that are not text, or text the mask lost. The profile lists
/// them in the order they run (`SeparationProfile.maskCorrections`).
enum MaskCorrection: Sendable, Equatable {
    /// Parts of the mask too thick to be strokes are background that happens to have the text's
    /// colour (a gradient or photo passing through it): they go, and the glyphs drawn over such
    /// a patch go with it (`removeThickAreas`). Not for solid shapes (icons, controls).
    case thickAreas
    /// After `thickAreas` took something: the glyphs inside the patches that went, which still
    /// stand out against the patch around them, come back (`recoverGlyphs`).
    case glyphsOverPatches
    /// After `thickAreas` took something: the parts that went which are drawn in the text
    /// colour and stand alone on the frame's flat colour or a gradient's tones are solid
    /// glyphs (icon fonts, ■ ● ►), and come back (`restoreSolidGlyphs`).
    case solidGlyphs
    /// When the glyphs have cores of one colour (`SeparationProfile.coreEvidence`): groups of
    /// mask pixels far from every core are background near the text colour (a bright photo
    /// behind the dark outline of white text), and go (`dropFarFromCores`).
    case farFromCores
    /// Decoration lines drawn in the text colour (underlines, strike-throughs, a focus ring's
    /// edges) are text, but no evidence that the glyphs have cores: when the glyphs beside them
    /// show none, `farFromCores` has nothing to go by and does not run (`glyphsShowCores`).
    case decorationLines

    /// Whether the rule may take away a solid shape's own pixels: such rules do not run on
    /// non-text regions.
    var removesSolidShapes: Bool { self == .thickAreas || self == .glyphsOverPatches || self == .solidGlyphs }
}

extension TextSeparator {
    /// Whether `correction` runs on `mask`, found for `chosen`.
    func applies(_ correction: MaskCorrection, to mask: TextMask, chosen: Candidate, in view: BoxView) -> Bool {
        // An empty mask has nothing to correct (and fails just after).
        guard let bounds = mask.bounds, !(solidShapes && correction.removesSolidShapes) else { return false }
        switch correction {
        case .thickAreas: return true
        case .glyphsOverPatches, .solidGlyphs: return mask.beforeThickAreas != nil
        case .decorationLines:
            return mask.cores != nil
        case .farFromCores:
            guard !mask.coresOnlyInDecorations else { return false }
            switch profile.coreEvidence {
            case .candidatePurity(let least): return chosen.purity >= least
            case .maskShare(let least):
                return Self.share(of: mask.pixels, cores: mask.cores, within: profile.exactness, of: chosen.colour,
                                  pixels: view.pixels, width: view.width, bounds: bounds) >= least
            }
        }
    }

    /// Runs `correction` on `mask` (when it `applies`).
    func apply(_ correction: MaskCorrection, to mask: inout TextMask, chosen: Candidate, in view: BoxView) {
        guard let bounds = mask.bounds else { return }
        let w = view.width, h = view.height
        switch correction {
        case .thickAreas:
            let reached = mask.pixels
            let removed = Self.removeThickAreas(from: &mask.pixels, width: w, height: h, boxHeight: view.box.rect.height,
                                                stemWidth: stemWidth, bounds: bounds)
            mask.count -= removed
            if removed > 0 {
                mask.shrunk = true
                mask.beforeThickAreas = reached
            }
        case .solidGlyphs:
            guard let reached = mask.beforeThickAreas else { return }
            // Past the anti-aliased edge a glyph's background is a sharp step from its colour.
            let step = Int32((SeparationTuning.Candidates.sharpnessOverTolerance * Double(chosen.tolerance)).rounded(.up))
            let exactness = profile.exactness, text = chosen.colour
            mask.count += Self.restoreSolidGlyphs(in: &mask.pixels, reached: reached, pixels: view.pixels, text: text,
                                                  tones: { FrameTones(of: view, text: text, exactness: exactness, step: step) },
                                                  exactness: exactness, width: w, height: h,
                                                  edgesSpread: !profile.purityTellsDrawn && view.onFlatFill)
        case .glyphsOverPatches:
            guard let reached = mask.beforeThickAreas else { return }
            mask.beforeThickAreas = nil
            mask.count += Self.recoverGlyphs(in: &mask.pixels, reached: reached, pixels: view.pixels, text: chosen.colour,
                                             tolerance: chosen.tolerance, width: w, height: h,
                                             radius: max(SeparationTuning.Corrections.patchSurroundRadius, ringRadius), bounds: bounds)
        case .decorationLines:
            guard let cores = mask.cores else { return }
            let run = Self.decorationRun(boxHeight: view.box.rect.height)
            let shown = Self.glyphsShowCores(mask: mask.pixels, cores: cores, width: w, bounds: bounds, minimumRun: run,
                                             least: SeparationTuning.pureCores)
            mask.coresOnlyInDecorations = shown == false
        case .farFromCores:
            let cleared = Self.dropFarFromCores(&mask.pixels, pixels: view.pixels, colour: chosen.colour, width: w, height: h,
                                                reach: SeparationTuning.Corrections.coreReach, exactness: profile.exactness,
                                                cores: mask.cores, bounds: bounds)
            var dropped = cleared.count
            // On a flat page, glyphs short of their colour are no patch far from the cores.
            if profile.keepsGlyphsShortOfColour && view.onFlatFill && dropped > 0 {
                dropped -= Self.restoreShortOfColour(cleared, in: &mask.pixels, text: chosen.colour, in: view)
            }
            mask.count -= dropped
            if dropped > 0 { mask.shrunk = true }
        }
    }
}
