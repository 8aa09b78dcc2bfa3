/// A linear-light colour transform in Float: one 3×3 matrix, or Brettel 1997's two, chosen per
/// pixel by the side of a plane. Both faces — one pixel (`map`) and eight lanes (`map8`) —
/// perform the same IEEE Float operations in the same order, so they agree bit for bit.
///
/// Brettel without a branch or a second product: the two matrices agree on the separation plane
/// `n · lin = 0`, so their difference is rank one, `M1 − M2 = u nᵀ` (to 9e-9 with the published
/// 8-dp coefficients, below Float precision). Hence `M2 · lin = M1 · lin − u d` with `d = n · lin`,
/// and both cases are `M1 · lin − u · min(d, 0)`.
struct LinearKernel: Sendable {
    struct FloatMatrix: Sendable {
        var m00, m01, m02, m10, m11, m12, m20, m21, m22: Float

        init(_ m: Matrix3) {
            (m00, m01, m02) = (Float(m.row0.x), Float(m.row0.y), Float(m.row0.z))
            (m10, m11, m12) = (Float(m.row1.x), Float(m.row1.y), Float(m.row1.z))
            (m20, m21, m22) = (Float(m.row2.x), Float(m.row2.y), Float(m.row2.z))
        }
    }

    /// A plane normal `n` and the rank-one correction `u` applied where `n · lin < 0`.
    struct HalfPlane: Sendable {
        var nx, ny, nz: Float
        var ux, uy, uz: Float
    }

    let matrix: FloatMatrix
    let halfPlane: HalfPlane?
    /// How many output channels, from red, come out alike (1, 2 or 3): 2 for Viénot's
    /// protanopia and deuteranopia (red = green), 3 for monochromacy. Those are encoded once.
    /// (A `var` so that tests can encode every channel on its own, 1, for comparison.)
    var alike: Int

    init(_ m: Matrix3) {
        matrix = FloatMatrix(m)
        halfPlane = nil
        alike = Self.alikeRows(matrix, nil)
    }

    /// Rows equal (`==`: a zero's sign aside) with equal corrections give the same output up to
    /// the sign of a zero, which the encode's clamp to `encodeFloor` erases.
    private static func alikeRows(_ m: FloatMatrix, _ h: HalfPlane?) -> Int {
        let first = m.m00 == m.m10 && m.m01 == m.m11 && m.m02 == m.m12 && (h.map { $0.ux == $0.uy } ?? true)
        let all = first && m.m10 == m.m20 && m.m11 == m.m21 && m.m12 == m.m22 && (h.map { $0.uy == $0.uz } ?? true)
        return all ? 3 : first ? 2 : 1
    }

    /// `first` where `normal · lin >= 0`, `second` elsewhere.
    init(first: Matrix3, second: Matrix3, normal n: SIMD3<Double>) {
        matrix = FloatMatrix(first)
        // Least-squares u with (first − second) ≈ u nᵀ.
        let d0 = first.row0 - second.row0, d1 = first.row1 - second.row1, d2 = first.row2 - second.row2
        let nn = (n * n).sum()
        halfPlane = HalfPlane(nx: Float(n.x), ny: Float(n.y), nz: Float(n.z),
                              ux: Float((d0 * n).sum() / nn), uy: Float((d1 * n).sum() / nn),
                              uz: Float((d2 * n).sum() / nn))
        alike = Self.alikeRows(matrix, halfPlane)
    }

    @inline(__always)
    func map(_ r: Float, _ g: Float, _ b: Float) -> (Float, Float, Float) {
        let m = matrix
        let o0 = m.m00 * r + m.m01 * g + m.m02 * b
        let o1 = m.m10 * r + m.m11 * g + m.m12 * b
        let o2 = m.m20 * r + m.m21 * g + m.m22 * b
        guard let h = halfPlane else { return (o0, o1, o2) }
        let d = h.nx * r + h.ny * g + h.nz * b
        let below: Float = d < 0 ? d : 0
        return (o0 - h.ux * below, o1 - h.uy * below, o2 - h.uz * below)
    }

    @inline(__always)
    func map8(_ r: SIMD8<Float>, _ g: SIMD8<Float>, _ b: SIMD8<Float>)
        -> (SIMD8<Float>, SIMD8<Float>, SIMD8<Float>) {
        let m = matrix
        let o0 = m.m00 * r + m.m01 * g + m.m02 * b
        let o1 = m.m10 * r + m.m11 * g + m.m12 * b
        let o2 = m.m20 * r + m.m21 * g + m.m22 * b
        guard let h = halfPlane else { return (o0, o1, o2) }
        let d = h.nx * r + h.ny * g + h.nz * b
        let below = d.selecting(where: d .< 0, else: .zero)
        return (o0 - h.ux * below, o1 - h.uy * below, o2 - h.uz * below)
    }

    /// Transforms `count` RGBA pixels starting at `p` in place (alpha untouched): eight at a
    /// time in SIMD lanes, the remainder one by one through the scalar face.
    func run(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        // One loop per kind of rows, so that no pixel pays for the choice.
        switch alike {
        case 3: runLanes(p, count: count, alike: 3)
        case 2: runLanes(p, count: count, alike: 2)
        default: runLanes(p, count: count, alike: 1)
        }
    }

    /// `run` with the number of alike channels fixed, so the loop holds no choice per pixel.
    @inline(__always)
    private func runLanes(_ p: UnsafeMutablePointer<UInt8>, count: Int, alike: Int) {
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
                    switch alike {
                    case 3:
                        SRGB.encode8(o0, buckets: buckets, into: q, copies: 3)
                    case 2:
                        SRGB.encode8(o0, buckets: buckets, into: q, copies: 2)
                        SRGB.encode8(o2, buckets: buckets, into: q + 2)
                    default:
                        SRGB.encode8(o0, buckets: buckets, into: q)
                        SRGB.encode8(o1, buckets: buckets, into: q + 1)
                        SRGB.encode8(o2, buckets: buckets, into: q + 2)
                    }
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
}
