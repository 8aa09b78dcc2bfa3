import LegiblePixels

private typealias Tuning = SeparationTuning.BeyondText

extension TextSeparator {
    /// The text mask without the pixels beyond the text colour, over a photo: a blend of the
    /// glyphs lies between the text colour and the background, channel by channel, so a pixel
    /// farther from the background than the text colour is (a star brighter than a grey caption,
    /// a white stroke of the photo across pale letters) is no part of them, however often the
    /// photo repeats its colour. A lossless glyph's blends never pass its colour
    /// (`beyondTextColour`); a JPEG's pass it by its ringing at most (`pastRinging`). Such pixels
    /// go back to the background and the ring measures them as they are
    /// (`ring(_:beyondText:mask:in:)`). Not on a flat fill, where whatever lies past the text is
    /// drawn. Returns their window indices, in scan order.
    func dropPastTextColour(_ mask: inout TextMask, text: UInt32, in view: BoxView) -> [Int] {
        let lossy = profile.judgesLossyMaskDetail
        guard lossy || profile.edgeRule.judgesMaskDetail, !Self.standsOnFlatFill(view), let bounds = mask.bounds else { return [] }
        let find = lossy ? Self.pastRinging : Self.beyondTextColour
        let past = find(mask.pixels, view.pixels, view.width, bounds, text, profile.exactness)
        guard !past.isEmpty else { return [] }
        for i in past { mask.pixels[i] = false }
        mask.count -= past.count
        mask.shrunk = true
        return past
    }

    /// The mask pixels within `bounds` lying beyond `text` seen from the background: past it by
    /// at least `Tuning.leastLevels` along the axis from the mean of the non-mask pixels there to
    /// the text colour (`maskPixels(pastText:…)` says when there are none).
    static func beyondTextColour(mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int, bounds: PixelRect,
                                 text: UInt32, exactness: Int32) -> [Int] {
        maskPixels(pastText: text, mask: mask, pixels: pixels, width: w, bounds: bounds, exactness: exactness) { length, _ in
            Double(Tuning.leastLevels) * length
        }
    }

    /// The mask pixels within `bounds` past `text`, seen from the mean of the non-mask pixels
    /// there, by more than `bar(|axis|, n)` (in levels times |axis|, where axis is the step from
    /// that mean to the text colour times n, the mean's denominator). None when text and
    /// background are too near for an axis, or when more pixels lie past than hold the text
    /// colour within `exactness` (squared): then that colour is no glyph core but a blend of
    /// them, and nothing is past it. One vectorised pass decides most boxes: when not even the
    /// mask's channel extremes reach the bar, no pixel does.
    static func maskPixels(pastText text: UInt32, mask: [Bool], pixels: UnsafeBufferPointer<UInt32>, width w: Int,
                           bounds: PixelRect, exactness: Int32, bar: (_ axisLength: Double, _ n: Int) -> Double) -> [Int] {
        let scan = MaskExtremes.scan(pixels, mask: mask, width: w, rect: bounds)
        let n = scan.outside
        guard n > 0 else { return [] }
        let t = channels(text)
        let axis = t &* n &- scan.outsideSum
        let axisSquared = (axis &* axis).wrappedSum()
        let least = Tuning.leastAxis * n
        guard axisSquared >= least * least else { return [] }
        // (p − t)·axis > bar, the bar positive, in Double.
        let limit = bar(Double(axisSquared).squareRoot(), n)
        guard Double(scan.furthestInMask(along: axis, from: t)) > limit else { return [] }
        var past: [Int] = [], cores = 0
        for y in bounds.y..<bounds.maxY {
            for i in (y &* w &+ bounds.x)..<(y &* w &+ bounds.maxX) where mask[i] {
                let off = channels(pixels[i]) &- t
                if Double((off &* axis).wrappedSum()) > limit { past.append(i) }
                if (off &* off).wrappedSum() <= Int(exactness) { cores &+= 1 }
            }
        }
        return past.count <= cores ? past : []
    }

    /// `ring` with the pixels beyond the text colour (`dropPastTextColour`) standing for
    /// themselves: those beside the glyphs that the ring's edge walk left out join it, and those
    /// it took for the glyphs' edge keep their own colour.
    static func ring(_ ring: Ring, beyondText beyond: [Int], mask: [Bool], in view: BoxView) -> Ring {
        guard !beyond.isEmpty else { return ring }
        var joined = Self.ring(ring, withDetail: beyond, mask: mask, in: view)
        var k = 0
        for (index, i) in joined.pixels.enumerated() {
            while k < beyond.count && beyond[k] < i { k += 1 }
            if k < beyond.count && beyond[k] == i { joined.colours[index] = view.pixels[i] }
        }
        return joined
    }

    /// `others` without a colour whose glyphs are mostly pixels `beyond` the first text colour:
    /// they went back to the background, and a photo's stars of one level are no text of their own.
    static func others(_ others: [OtherText], notBeyond beyond: [Int]) -> [OtherText] {
        guard !beyond.isEmpty, !others.isEmpty else { return others }
        return others.filter { other in
            let on = beyond.reduce(0) { $0 + (other.mask.pixels[$1] ? 1 : 0) }
            return 2 * on < other.mask.count
        }
    }

    @inline(__always) private static func channels(_ p: UInt32) -> SIMD3<Int> {
        SIMD3(Int(p >> 16 & 255), Int(p >> 8 & 255), Int(p & 255))
    }
}
