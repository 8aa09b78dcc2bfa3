/// A 3×3 matrix of float64 coefficients acting on column vectors (`out = M · v`), as the
/// colour-science literature writes them (row-major; Docs/Colour.md#conventions).
public struct Matrix3: Hashable, Sendable {
    /// The three rows.
    public var row0: SIMD3<Double>
    public var row1: SIMD3<Double>
    public var row2: SIMD3<Double>

    /// A matrix from its rows, written as in the references: `[[a, b, c], [d, e, f], [g, h, i]]`.
    public init(_ rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "Matrix3 needs 3×3 values")
        row0 = SIMD3(rows[0][0], rows[0][1], rows[0][2])
        row1 = SIMD3(rows[1][0], rows[1][1], rows[1][2])
        row2 = SIMD3(rows[2][0], rows[2][1], rows[2][2])
    }

    public init(row0: SIMD3<Double>, row1: SIMD3<Double>, row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The identity.
    public static let identity = Matrix3([[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    /// `M · v`, each output summed left to right like the float64 references.
    public func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(row0.x * v.x + row0.y * v.y + row0.z * v.z,
              row1.x * v.x + row1.y * v.y + row1.z * v.z,
              row2.x * v.x + row2.y * v.y + row2.z * v.z)
    }

    /// `(1 − t)·a + t·b`, coefficient by coefficient.
    public static func interpolate(_ a: Matrix3, _ b: Matrix3, _ t: Double) -> Matrix3 {
        Matrix3(row0: (1 - t) * a.row0 + t * b.row0,
                row1: (1 - t) * a.row1 + t * b.row1,
                row2: (1 - t) * a.row2 + t * b.row2)
    }
}
