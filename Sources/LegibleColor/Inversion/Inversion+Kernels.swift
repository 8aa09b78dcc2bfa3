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

    /// Smart invert in Float lanes. Every intermediate is an integer below 2²⁴, so exact in
    /// Float; the final `/ 1000` is a Float division, truncated: exact too, because a correctly
    /// rounded quotient `k + r/1000` (0 < r < 1000, numerator at most 255 000) stays strictly
    /// between k and k + 1 (Float spacing near 255 is 2⁻¹⁵ < 0.001). A test checks every numerator.
    static func smartRun(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        var i = 0
        while i &+ 8 <= count {
            let q = p + (i &* 4)
            let r = SIMD8<Float>(Float(q[0]), Float(q[4]), Float(q[8]), Float(q[12]),
                                 Float(q[16]), Float(q[20]), Float(q[24]), Float(q[28]))
            let g = SIMD8<Float>(Float(q[1]), Float(q[5]), Float(q[9]), Float(q[13]),
                                 Float(q[17]), Float(q[21]), Float(q[25]), Float(q[29]))
            let b = SIMD8<Float>(Float(q[2]), Float(q[6]), Float(q[10]), Float(q[14]),
                                 Float(q[18]), Float(q[22]), Float(q[26]), Float(q[30]))
            let luma: SIMD8<Float> = 213 * r + 715 * g + 72 * b
            let offset: SIMD8<Float> = 255_500 - 2 * luma
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

    /// `(1000 v + offset) / 1000`, clamped to `0…255 000 / 1000`, not yet truncated.
    @inline(__always)
    static func smartChannel8(_ v: SIMD8<Float>, _ offset: SIMD8<Float>) -> SIMD8<Float> {
        let n = 1000 * v + offset
        let floored = n.selecting(where: n .>= 0, else: .zero)
        let clamped = floored.selecting(where: floored .<= 255_000, else: SIMD8(repeating: 255_000))
        return clamped / 1000
    }

    /// The truncated Float quotients that `smartRun` stores for the numerators `n…n+7` (for tests).
    static func floatQuotients(from n: Int32) -> [Int32] {
        let numerators = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) + Float(n)
        let q = smartChannel8(.zero, numerators)
        return (0..<8).map { Int32(q[$0]) }
    }

    /// Truncates eight quotients in `0…255` and writes them to every fourth byte from `q`.
    @inline(__always)
    static func store8(_ v: SIMD8<Float>, to q: UnsafeMutablePointer<UInt8>) {
        q[0] = UInt8(v[0])
        q[4] = UInt8(v[1])
        q[8] = UInt8(v[2])
        q[12] = UInt8(v[3])
        q[16] = UInt8(v[4])
        q[20] = UInt8(v[5])
        q[24] = UInt8(v[6])
        q[28] = UInt8(v[7])
    }
}
