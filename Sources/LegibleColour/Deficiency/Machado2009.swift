/// Machado, Oliveira & Fernandes 2009: anomalous trichromacy at a severity in `0…1`, from the
/// published matrices at 0.1 steps (Docs/Colour.md#anomalous-trichromacy), applied in linear RGB.
///
/// Between the steps the matrices are interpolated linearly — `k = floor(10 s)`,
/// `t = 10 s − k`, `M = (1 − t)·M_k + t·M_{k+1}` — avoiding two library bugs:
/// - colour-science 0.4.7 (`np.searchsorted`) extrapolates backwards from the segment above
///   (0.15 gives the row `[0.7869875, 0.2694875, -0.0564735]`, not `[0.7954665, 0.258455,
///   -0.053921]`) and returns the 1.0 matrix for every s in (0.9, 1.0);
/// - DaltonLens-Python uses `alpha = s − floor(10 s)/10`, in [0, 0.1) instead of [0, 1), so it
///   barely leaves the lower step (0.55 ≈ 95 % of the 0.5 matrix).
public enum Machado2009 {
    /// The 11 tabulated matrices of a deficiency, severity 0.0 to 1.0.
    public static func table(_ deficiency: Deficiency) -> [Matrix3] {
        switch deficiency {
        case .protan: return protanomaly
        case .deutan: return deuteranomaly
        case .tritan: return tritanomaly
        }
    }

    /// The matrix at `severity` (clamped to `0…1`; 1.0 is the tabulated dichromat matrix).
    /// Tritan severities are only approximate in the model itself.
    public static func matrix(_ deficiency: Deficiency, severity: Double) -> Matrix3 {
        let steps = table(deficiency)
        let s = severity.isNaN ? 0 : min(max(severity, 0), 1)
        let scaled = 10 * s
        let k = Int(scaled.rounded(.down))
        guard k < 10 else { return steps[10] }
        let t = scaled - Double(k)
        return t == 0 ? steps[k] : Matrix3.interpolate(steps[k], steps[k + 1], t)
    }
}
