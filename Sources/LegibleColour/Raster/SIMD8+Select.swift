/// Lane selection by bit masks. The generic `replacing(with:where:)` and `any(_:)` compile to
/// per-lane loops through memory; a comparison mask is all-ones or all-zeros per lane, so an
/// AND/OR blend on the bit patterns does the same selection in registers.
extension SIMD8 where Scalar == Float {
    /// `self` where `mask` is true, `other` elsewhere.
    @inline(__always)
    func selecting(where mask: SIMDMask<SIMD8<Int32>>, else other: SIMD8<Float>) -> SIMD8<Float> {
        let m = unsafeBitCast(mask, to: SIMD8<UInt32>.self)
        let a = unsafeBitCast(self, to: SIMD8<UInt32>.self)
        let b = unsafeBitCast(other, to: SIMD8<UInt32>.self)
        return unsafeBitCast((a & m) | (b & ~m), to: SIMD8<Float>.self)
    }
}

extension SIMD8 where Scalar == UInt32 {
    /// `self` where `mask` is true, `other` elsewhere.
    @inline(__always)
    func selecting(where mask: SIMDMask<SIMD8<Int32>>, else other: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let m = unsafeBitCast(mask, to: SIMD8<UInt32>.self)
        return (self & m) | (other & ~m)
    }
}
