/// Viénot, Brettel & Mollon 1999: dichromacy as one projection in linear RGB
/// (Docs/Colour.md#protanopia-and-deuteranopia), the DaltonLens matrices built on Smith & Pokorny
/// cones over Judd-Vos-corrected XYZ.
public enum Vienot1999 {
    /// The linear-RGB matrix for a deficiency. The tritan one projects onto the red-cyan plane
    /// as DaltonLens does; Viénot 1999 is not accurate for tritans (use `Brettel1997`).
    public static func matrix(_ deficiency: Deficiency) -> Matrix3 {
        switch deficiency {
        case .protan: return protan
        case .deutan: return deutan
        case .tritan: return tritan
        }
    }

    static let protan = Matrix3([
        [0.11238276, 0.88761724, 0.0],
        [0.11238276, 0.88761724, -0.0],
        [0.00400577, -0.00400577, 1.0],
    ])
    static let deutan = Matrix3([
        [0.29275011, 0.70724989, 0.0],
        [0.29275011, 0.70724989, -0.0],
        [-0.02233659, 0.02233659, 1.0],
    ])
    static let tritan = Matrix3([
        [1.0, 0.14461224, -0.14461224],
        [0.0, 0.85923581, 0.14076419],
        [-0.0, 0.85923581, 0.14076419],
    ])
}
