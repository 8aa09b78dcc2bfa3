/// The pixels of a range that lie at least some way toward a text colour by luma (Rec. 709
/// weights ×10000 on the 8-bit channels, `TextSeparator.luma`) and, optionally, farther than
/// some distance from it: the unexplained-ink rule's candidates (`InkLevels`). Eight pixels a
/// step; most of a box's pixels are its background, within its reach, and fail every lane, so
/// the rule's tests of the found glyphs around a pixel run only where one passes. The plain
/// version the tests compare it with is `LumaReach.reference`.
struct LumaReach {
    /// Luma ×10000 a pixel must reach: at least `bound` when `direction` is +1, at most when −1.
    let bound: Int32, direction: Int
    /// The text colour, and the squared distance from it a pixel must exceed (−1: any).
    let text: UInt32, fartherThan: Int32

    /// Calls `body` with each index of `range` (into `pixels`) that passes, ascending, until
    /// `body` returns false.
    func forEach(in pixels: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ body: (Int) -> Bool) {
        guard let source = pixels.baseAddress, !range.isEmpty else { return }
        precondition(range.lowerBound >= 0 && range.upperBound <= pixels.count, "a range of the pixels")
        let lanes = SquaredDistanceLanes(text)
        let far = SIMD8<Int32>(repeating: fartherThan), reach = SIMD8<Int32>(repeating: bound)
        let red = SIMD8<Int32>(repeating: 2126), green = SIMD8<Int32>(repeating: 7152), blue = SIMD8<Int32>(repeating: 722)
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        var i = range.lowerBound
        while i &+ 8 <= range.upperBound {
            let p = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self)
            let r = SIMD8<Int32>(truncatingIfNeeded: (p &>> 16) & byte), g = SIMD8<Int32>(truncatingIfNeeded: (p &>> 8) & byte)
            let b = SIMD8<Int32>(truncatingIfNeeded: p & byte)
            let luma = red &* r &+ green &* g &+ blue &* b
            let toward = direction > 0 ? luma .>= reach : luma .<= reach
            var set = MaskBytes.bits(of: toward)
            if set != 0 && fartherThan >= 0 { set &= MaskBytes.bits(of: lanes.squaredDistances(p) .> far) }
            while set != 0 {
                guard body(i &+ set.trailingZeroBitCount) else { return }
                set &= set &- 1
            }
            i &+= 8
        }
        while i < range.upperBound {
            if passes(source[i]) && !body(i) { return }
            i &+= 1
        }
    }

    /// Whether one pixel passes.
    @inline(__always)
    func passes(_ colour: UInt32) -> Bool {
        let luma = Int32(truncatingIfNeeded: TextSeparator.luma(colour))
        return (direction > 0 ? luma >= bound : luma <= bound) && colourDistanceSquared(colour, text) > fartherThan
    }
}
