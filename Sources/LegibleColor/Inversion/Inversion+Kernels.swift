/// The raster faces of the inversions: same results as `Inversion.classic` / `.smart`, eight
/// pixels per step.
extension Inversion {
    /// `255 − v` is `v XOR 0xFF`: flip the colour bytes of eight pixels (as 32-bit words) at once,
    /// leaving the alpha byte alone whatever the host byte order.
    static func classicRun(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        let raw = UnsafeMutableRawPointer(p)
        let mask = UInt32(bigEndian: 0xFFFF_FF00)
        let mask8 = SIMD8<UInt32>(repeating: mask)
        var i = 0
        while i &+ 8 <= count {
            let offset = i &* 4
            let v = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: v ^ mask8, toByteOffset: offset, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        while i < count {
            let q = p + (i &* 4)
            q[0] = 255 &- q[0]
            q[1] = 255 &- q[1]
            q[2] = 255 &- q[2]
            i &+= 1
        }
    }

    /// Smart invert in Int32 lanes. The final `/ 1000` is a Float division, floored: exact,
    /// because numerators are integers in 0…255 000 (exact in Float) and a correctly rounded
    /// quotient `k + r/1000` (0 < r < 1000) stays strictly between k and k + 1 at that size
    /// (Float spacing near 255 is 2⁻¹⁵ < 0.001). A test checks every numerator.
    static func smartRun(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        var i = 0
        while i &+ 8 <= count {
            let q = p + (i &* 4)
            let r = SIMD8<Int32>(Int32(q[0]), Int32(q[4]), Int32(q[8]), Int32(q[12]),
                                 Int32(q[16]), Int32(q[20]), Int32(q[24]), Int32(q[28]))
            let g = SIMD8<Int32>(Int32(q[1]), Int32(q[5]), Int32(q[9]), Int32(q[13]),
                                 Int32(q[17]), Int32(q[21]), Int32(q[25]), Int32(q[29]))
            let b = SIMD8<Int32>(Int32(q[2]), Int32(q[6]), Int32(q[10]), Int32(q[14]),
                                 Int32(q[18]), Int32(q[22]), Int32(q[26]), Int32(q[30]))
            let offset = 255_500 &- 2 &* (213 &* r &+ 715 &* g &+ 72 &* b)
            store8(smartChannel8(r, offset), to: q)
            store8(smartChannel8(g, offset), to: q + 1)
            store8(smartChannel8(b, offset), to: q + 2)
            i &+= 8
        }
        while i < count {
            let q = p + (i &* 4)
            let t = smartOffset(Int32(q[0]), Int32(q[1]), Int32(q[2]))
            q[0] = smartChannel(Int32(q[0]), t)
            q[1] = smartChannel(Int32(q[1]), t)
            q[2] = smartChannel(Int32(q[2]), t)
            i &+= 1
        }
    }

    @inline(__always)
    static func smartChannel8(_ v: SIMD8<Int32>, _ offset: SIMD8<Int32>) -> SIMD8<Int32> {
        let n = (1000 &* v &+ offset).clamped(lowerBound: .zero, upperBound: SIMD8(repeating: 255_000))
        return SIMD8<Int32>(SIMD8<Float>(n) / 1000, rounding: .towardZero)
    }

    /// The Float quotient floor used by `smartChannel8`, one numerator at a time (for tests).
    static func floatQuotient(_ n: Int32) -> Int32 {
        SIMD8<Int32>(SIMD8<Float>(SIMD8(repeating: n)) / 1000, rounding: .towardZero)[0]
    }

    @inline(__always)
    static func store8(_ v: SIMD8<Int32>, to q: UnsafeMutablePointer<UInt8>) {
        for lane in 0..<8 { q[lane &* 4] = UInt8(truncatingIfNeeded: v[lane]) }
    }
}
