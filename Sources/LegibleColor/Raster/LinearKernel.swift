/// A linear-light colour transform in Float: one 3×3 matrix, or two chosen per pixel by the
/// side of a plane (Brettel 1997). Both faces — one pixel (`map`) and eight lanes (`map8`) —
/// perform the same IEEE Float operations in the same order, so they agree bit for bit.
struct LinearKernel: Sendable {
    struct FloatMatrix: Sendable {
        var m00, m01, m02, m10, m11, m12, m20, m21, m22: Float

        init(_ m: Matrix3) {
            (m00, m01, m02) = (Float(m.row0.x), Float(m.row0.y), Float(m.row0.z))
            (m10, m11, m12) = (Float(m.row1.x), Float(m.row1.y), Float(m.row1.z))
            (m20, m21, m22) = (Float(m.row2.x), Float(m.row2.y), Float(m.row2.z))
        }
    }

    var first: FloatMatrix
    var second: FloatMatrix
    /// The plane normal choosing `first` (n · lin >= 0) or `second`; nil for a single matrix.
    var normal: (x: Float, y: Float, z: Float)?

    init(_ m: Matrix3) {
        first = FloatMatrix(m)
        second = first
        normal = nil
    }

    init(first: Matrix3, second: Matrix3, normal: SIMD3<Double>) {
        self.first = FloatMatrix(first)
        self.second = FloatMatrix(second)
        self.normal = (Float(normal.x), Float(normal.y), Float(normal.z))
    }

    @inline(__always)
    func map(_ r: Float, _ g: Float, _ b: Float) -> (Float, Float, Float) {
        var m = first
        if let n = normal, !(n.x * r + n.y * g + n.z * b >= 0) { m = second }
        return (m.m00 * r + m.m01 * g + m.m02 * b,
                m.m10 * r + m.m11 * g + m.m12 * b,
                m.m20 * r + m.m21 * g + m.m22 * b)
    }

    @inline(__always)
    func map8(_ r: SIMD8<Float>, _ g: SIMD8<Float>, _ b: SIMD8<Float>)
        -> (SIMD8<Float>, SIMD8<Float>, SIMD8<Float>) {
        let m = first
        var o0 = m.m00 * r + m.m01 * g + m.m02 * b
        var o1 = m.m10 * r + m.m11 * g + m.m12 * b
        var o2 = m.m20 * r + m.m21 * g + m.m22 * b
        if let n = normal {
            let useSecond = .!(n.x * r + n.y * g + n.z * b .>= 0)
            if any(useSecond) {
                let s = second
                o0.replace(with: s.m00 * r + s.m01 * g + s.m02 * b, where: useSecond)
                o1.replace(with: s.m10 * r + s.m11 * g + s.m12 * b, where: useSecond)
                o2.replace(with: s.m20 * r + s.m21 * g + s.m22 * b, where: useSecond)
            }
        }
        return (o0, o1, o2)
    }

    /// Transforms `count` RGBA pixels starting at `p` in place (alpha untouched): eight at a
    /// time in SIMD lanes, the remainder one by one through the scalar face.
    func run(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        SRGB.linearFloatTable.withUnsafeBufferPointer { lutBuffer in
            SRGB.encodeBuckets.withUnsafeBufferPointer { buckets in
                let lut = lutBuffer.baseAddress!
                var i = 0
                while i &+ 8 <= count {
                    let q = p + (i &* 4)
                    let r = SIMD8<Float>(lut[Int(q[0])], lut[Int(q[4])], lut[Int(q[8])], lut[Int(q[12])],
                                         lut[Int(q[16])], lut[Int(q[20])], lut[Int(q[24])], lut[Int(q[28])])
                    let g = SIMD8<Float>(lut[Int(q[1])], lut[Int(q[5])], lut[Int(q[9])], lut[Int(q[13])],
                                         lut[Int(q[17])], lut[Int(q[21])], lut[Int(q[25])], lut[Int(q[29])])
                    let b = SIMD8<Float>(lut[Int(q[2])], lut[Int(q[6])], lut[Int(q[10])], lut[Int(q[14])],
                                         lut[Int(q[18])], lut[Int(q[22])], lut[Int(q[26])], lut[Int(q[30])])
                    let (o0, o1, o2) = map8(r, g, b)
                    LinearKernel.store8(o0, to: q, buckets: buckets)
                    LinearKernel.store8(o1, to: q + 1, buckets: buckets)
                    LinearKernel.store8(o2, to: q + 2, buckets: buckets)
                    i &+= 8
                }
                while i < count {
                    let q = p + (i &* 4)
                    let (o0, o1, o2) = map(lut[Int(q[0])], lut[Int(q[1])], lut[Int(q[2])])
                    q[0] = SRGB.encode(o0, buckets: buckets)
                    q[1] = SRGB.encode(o1, buckets: buckets)
                    q[2] = SRGB.encode(o2, buckets: buckets)
                    i &+= 1
                }
            }
        }
    }

    /// Encodes eight linear values (same clamp, bucket and comparison as `SRGB.encode(_: Float)`)
    /// and writes them to every fourth byte from `q`.
    @inline(__always)
    static func store8(_ v: SIMD8<Float>, to q: UnsafeMutablePointer<UInt8>,
                       buckets: UnsafeBufferPointer<EncodeBucket>) {
        let c = v.replacing(with: 0, where: .!(v .> 0)).replacing(with: 1, where: v .>= 1)
        let index = SIMD8<Int32>(c * Float(SRGB.bucketCount), rounding: .towardZero)
        for lane in 0..<8 {
            let bucket = buckets[Int(index[lane])]
            q[lane &* 4] = UInt8(truncatingIfNeeded: bucket.base &+ (c[lane] >= bucket.next ? 1 : 0))
        }
    }
}
