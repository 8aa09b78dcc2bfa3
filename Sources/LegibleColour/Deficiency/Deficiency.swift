/// Which cone class is missing (dichromacy) or shifted (anomalous trichromacy).
public enum Deficiency: String, CaseIterable, Sendable {
    /// Long-wavelength (red) cones.
    case protan
    /// Medium-wavelength (green) cones.
    case deutan
    /// Short-wavelength (blue) cones.
    case tritan
}
