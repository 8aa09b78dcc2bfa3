/// Eight ring distances at a time: which lie in the ring (0 < d ≤ R²) and whether any lies on
/// the anti-aliased edge (0 < d ≤ edge). Distances become Floats without a conversion:
/// 2²³ + d has d in its low mantissa bits.
struct RingLanes {
    private let magic = SIMD8<Int32>(repeating: 0x4B00_0000)
    private let zero = SIMD8<Float>(repeating: 0x1p23)
    private let ringBound: SIMD8<Float>
    private let edgeBound: SIMD8<Float>

    /// - Parameters: outer: the ring's squared radius; edge: the edge's squared reach.
    init(outer: Int32, edge: Int32) {
        ringBound = zero + SIMD8<Float>(repeating: Float(outer))
        edgeBound = zero + SIMD8<Float>(repeating: Float(edge))
    }

    /// The eight distances from `i` as Floats, and bit k set where distance k is in the ring.
    @inline(__always)
    func inRing(_ d: UnsafeBufferPointer<Int32>, at i: Int) -> (bits: UInt32, lanes: SIMD8<Float>) {
        assert(i >= 0 && i &+ 8 <= d.count, "eight distances inside the field")
        let v = unsafeBitCast(UnsafeRawPointer(d.baseAddress.unsafelyUnwrapped + i).loadUnaligned(as: SIMD8<Int32>.self) | magic,
                              to: SIMD8<Float>.self)
        return (Self.laneBits((v .> zero) .& (v .<= ringBound)), v)
    }

    /// Whether any of the eight `lanes` (from `inRing`) lies on the edge. `any` is a pack and a
    /// movemask; bits would be taken apart lane by lane.
    @inline(__always)
    func anyOnEdge(_ lanes: SIMD8<Float>) -> Bool {
        any((lanes .> zero) .& (lanes .<= edgeBound))
    }

    /// The eight pixels from `i`.
    @inline(__always)
    static func eight(_ pixels: UnsafeBufferPointer<UInt32>, at i: Int) -> SIMD8<UInt32> {
        assert(i >= 0 && i &+ 8 <= pixels.count, "eight pixels inside the window")
        return UnsafeRawPointer(pixels.baseAddress.unsafelyUnwrapped + i).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    /// Lane k's flag as bit k: the mask's lanes (all ones or zero) and'ed with their bits and
    /// or'ed together, ten instructions (a select and a sum take fifty).
    @inline(__always)
    private static func laneBits(_ mask: SIMDMask<SIMD8<Int32>>) -> UInt32 {
        let weights = SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128)
        let bits = unsafeBitCast(mask, to: SIMD8<Int32>.self) & weights
        let four = bits.lowHalf | bits.highHalf, two = four.lowHalf | four.highHalf
        return UInt32(truncatingIfNeeded: two[0] | two[1])
    }
}
