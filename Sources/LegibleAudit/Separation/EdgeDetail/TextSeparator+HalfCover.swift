import LegiblePixels

extension TextSeparator {
    /// The mask pixels off the text colour `text` that no background beside them makes half
    /// covered (`HalfCover`), when some mask pixel holds the text colour: a blend of the glyphs
    /// lies on the segment from the background beside it to the text colour, at least half way
    /// when it is text, while a pale photo speck or crack touching them lies nearer the photo.
    /// `bounds` holds every set pixel; `off`, when given, the mask's pixels off the cores
    /// (`OffCoreMasks.off`, kept up with the mask). Window indices, in scan order.
    static func underHalfCovered(in mask: [Bool], off: [Bool]? = nil, text: UInt32, pixels: UnsafeBufferPointer<UInt32>,
                                 width w: Int, height h: Int, bounds: PixelRect, exactness: Int32) -> [Int] {
        HalfCover.find(mask: mask, offCores: off, pixels: pixels, width: w, height: h, bounds: bounds, text: text, exactness: exactness,
                       leastCover: SeparationTuning.EdgeDetail.leastCover,
                       leastSpan: Int32(SeparationTuning.Ring.blendMinimumSpan))
    }
}
