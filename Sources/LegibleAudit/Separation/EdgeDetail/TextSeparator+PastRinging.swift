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
    /// by more than `ringingShare` of the step between them and more than the noise floor. None
    /// when the two are too near for an axis, or when more pixels lie past than hold the text
    /// colour within `exactness` (squared): then that colour is a blend, and nothing is past it.
    static func pastRinging(mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int, bounds: PixelRect,
                            text: UInt32, exactness: Int32) -> [Int] {
        var sum = SIMD3<Int>(repeating: 0), n = 0
        for y in bounds.y..<bounds.maxY {
            for i in (y &* w &+ bounds.x)..<(y &* w &+ bounds.maxX) where !mask[i] {
                sum &+= levels(pixels[i])
                n &+= 1
            }
        }
        guard n > 0 else { return [] }
        let t = levels(text)
        // The axis from the background to the text, in levels times n (the mean's denominator).
        let axis = t &* n &- sum
        let axisSquared = Double((axis &* axis).wrappedSum())
        let least = Double(SeparationTuning.BeyondText.leastAxis * n)
        guard axisSquared >= least * least else { return [] }
        // Past by (p − t)·axis / |axis| levels; the step is |axis| / n levels.
        let length = axisSquared.squareRoot()
        let bar = max(SeparationTuning.Ring.ringingShare * length / Double(n),
                      Double(SeparationTuning.Ring.ringingFloor).squareRoot()) * length
        var past: [Int] = [], cores = 0
        for y in bounds.y..<bounds.maxY {
            for i in (y &* w &+ bounds.x)..<(y &* w &+ bounds.maxX) where mask[i] {
                let off = levels(pixels[i]) &- t
                if Double((off &* axis).wrappedSum()) > bar { past.append(i) }
                if (off &* off).wrappedSum() <= Int(exactness) { cores &+= 1 }
            }
        }
        return past.count <= cores ? past : []
    }

    @inline(__always) private static func levels(_ p: UInt32) -> SIMD3<Int> {
        SIMD3(Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }
}
