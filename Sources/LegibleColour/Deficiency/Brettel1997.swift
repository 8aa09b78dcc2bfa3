/// Brettel, Viénot & Mollon 1997: dichromacy as two half-planes, chosen per colour by the side of a
/// separation plane through the neutral axis (Docs/Colour.md#tritanopia; white as neutral, anchors
/// 475/575 nm for protan/deutan, 485/660 nm for tritan).
public struct Brettel1997: Hashable, Sendable {
    /// Used where `normal · lin >= 0`.
    public var first: Matrix3
    /// Used where `normal · lin < 0`.
    public var second: Matrix3
    /// The separation plane's normal in linear RGB.
    public var normal: SIMD3<Double>

    public init(first: Matrix3, second: Matrix3, normal: SIMD3<Double>) {
        self.first = first
        self.second = second
        self.normal = normal
    }

    /// The matrix that applies to a linear colour.
    public func matrix(for linear: SIMD3<Double>) -> Matrix3 {
        normal.x * linear.x + normal.y * linear.y + normal.z * linear.z >= 0 ? first : second
    }

    /// The unclipped linear-RGB simulation of a linear colour.
    public func apply(_ linear: SIMD3<Double>) -> SIMD3<Double> { matrix(for: linear).apply(linear) }

    /// The same model blended with the original colour: both matrices become
    /// `severity·M + (1 − severity)·I` (the plane test does not change).
    public func blended(severity: Double) -> Brettel1997 {
        guard severity < 1 else { return self }
        let s = max(severity, 0)
        return Brettel1997(first: Matrix3.interpolate(.identity, first, s),
                           second: Matrix3.interpolate(.identity, second, s), normal: normal)
    }

    /// The parameters for a deficiency (DaltonLens-Python HEAD, full precision).
    public static func parameters(_ deficiency: Deficiency) -> Brettel1997 {
        switch deficiency {
        case .protan: return protan
        case .deutan: return deutan
        case .tritan: return tritan
        }
    }

    static let protan = Brettel1997(
        first: Matrix3([[0.1498033, 1.19547787, -0.34528116], [0.10764488, 0.84863847, 0.04371665],
                        [0.00383689, -0.00539513, 1.00155824]]),
        second: Matrix3([[0.1456998, 1.16171823, -0.30741803], [0.10816443, 0.85291284, 0.03892273],
                         [0.00385541, -0.00524277, 1.00138736]]),
        normal: SIMD3(0.00047773, 0.00393031, -0.00440804))
    static let deutan = Brettel1997(
        first: Matrix3([[0.36477409, 0.86381054, -0.22858464], [0.26293742, 0.64244514, 0.09461745],
                        [-0.0200619, 0.02728113, 0.99278077]]),
        second: Matrix3([[0.37298471, 0.8816582, -0.25464291], [0.25953882, 0.6350575, 0.10540368],
                         [-0.01980259, 0.02784481, 0.99195779]]),
        normal: SIMD3(-0.00281039, -0.00610903, 0.00891942))
    static let tritan = Brettel1997(
        first: Matrix3([[1.01277267, 0.13548459, -0.14825726], [-0.01243279, 0.86812058, 0.14431222],
                        [0.07589076, 0.80500248, 0.11910676]]),
        second: Matrix3([[0.93678125, 0.18978985, -0.1265711], [0.06153653, 0.81526035, 0.12320312],
                         [-0.37562388, 1.12766548, 0.24795839]]),
        normal: SIMD3(0.03901461, -0.02788076, -0.01113385))
}
