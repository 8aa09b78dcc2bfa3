import LegiblePixels

extension TextSeparator {
    /// The mask pixels off the text colour `text` (farther than √`exactness`) that fill a square
    /// of `SeparationTuning.EdgeDetail.patchSide` such pixels a side, when some mask pixel holds
    /// the text colour: a patch of the photo within the text's tolerance (a pale stone beside
    /// white glyphs, chalk marks beside grey ones), never a blend of the glyphs' outline.
    /// `bounds` holds every set pixel. Window indices, in scan order (`ColourPatches`).
    static func colourPatches(in mask: [Bool], text: UInt32, pixels: UnsafeBufferPointer<UInt32>, width w: Int,
                              bounds: PixelRect, exactness: Int32) -> [Int] {
        ColourPatches.find(mask: mask, pixels: pixels, width: w, bounds: bounds, text: text, exactness: exactness,
                           side: SeparationTuning.EdgeDetail.patchSide)
    }
}
