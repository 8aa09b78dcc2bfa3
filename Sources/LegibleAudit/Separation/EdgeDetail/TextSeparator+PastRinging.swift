import LegiblePixels

extension TextSeparator {
    /// The text mask without the pixels beyond the text colour, as the profile judges them: a
    /// lossless glyph's blends never pass its colour (`dropBeyondTextColour`), a JPEG's pass it by
    /// its ringing at most (`dropPastRinging`). Returns their window indices, in scan order.
    func dropPastTextColour(_ mask: inout TextMask, text: UInt32, in view: BoxView) -> [Int] {
        profile.judgesLossyMaskDetail ? dropPastRinging(&mask, text: text, in: view) : dropBeyondTextColour(&mask, text: text, in: view)
    }

    /// The mask of a JPEG over a photo without the pixels past the text colour by more than
    /// compression moves a glyph's pixel. JPEG's ringing carries a stroke past its colour, away
    /// from the background, by at most `SeparationTuning.Ring.ringingShare` of the step between
    /// them (or the noise floor, `ringingFloor`); a star brighter than a grey caption or a lit
    /// window past a pink one lies further and is the photo's. It goes back to the background and
    /// the ring measures it as it is (`ring(_:beyondText:mask:in:)`). Not on a flat fill, where
    /// whatever lies past the text is drawn.
    func dropPastRinging(_ mask: inout TextMask, text: UInt32, in view: BoxView) -> [Int] {
        guard !Self.standsOnFlatFill(view), let bounds = mask.bounds else { return [] }
        let past = Self.pastRinging(mask: mask.pixels, pixels: view.pixels, width: view.width, bounds: bounds, text: text,
                                    exactness: profile.exactness)
        guard !past.isEmpty else { return [] }
        for i in past { mask.pixels[i] = false }
        mask.count -= past.count
        mask.shrunk = true
        return past
    }

    /// The mask pixels within `bounds` past `text`, seen from the mean of the other pixels there,
    /// by more than `ringingShare` of the step between them and more than the noise floor
    /// (`maskPixels(pastText:…)` says when there are none).
    static func pastRinging(mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int, bounds: PixelRect,
                            text: UInt32, exactness: Int32) -> [Int] {
        // Past by (p − t)·axis / |axis| levels; the step is |axis| / n levels.
        maskPixels(pastText: text, mask: mask, pixels: pixels, width: w, bounds: bounds, exactness: exactness) { length, n in
            max(SeparationTuning.Ring.ringingShare * length / Double(n), Double(SeparationTuning.Ring.ringingFloor).squareRoot()) * length
        }
    }
}
