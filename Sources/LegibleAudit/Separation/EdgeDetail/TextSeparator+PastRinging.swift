import LegiblePixels

extension TextSeparator {
    /// The mask pixels of a JPEG within `bounds` past `text`, seen from the mean of the other
    /// pixels there, by more than compression moves a glyph's pixel: ringing carries a stroke past
    /// its colour, away from the background, by at most `SeparationTuning.Ring.ringingShare` of
    /// the step between them (or the noise floor, `ringingFloor`); a star brighter than a grey
    /// caption or a lit window past a pink one lies further and is the photo's
    /// (`dropPastTextColour`; `maskPixels(pastText:…)` says when there are none).
    static func pastRinging(mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int, bounds: PixelRect,
                            text: UInt32, exactness: Int32) -> [Int] {
        // Past by (p − t)·axis / |axis| levels; the step is |axis| / n levels.
        maskPixels(pastText: text, mask: mask, pixels: pixels, width: w, bounds: bounds, exactness: exactness) { length, n in
            max(SeparationTuning.Ring.ringingShare * length / Double(n), Double(SeparationTuning.Ring.ringingFloor).squareRoot()) * length
        }
    }
}
