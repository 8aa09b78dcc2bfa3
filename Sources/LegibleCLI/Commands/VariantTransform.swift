import LegibleColor

/// The one place the command line asks LegibleColor for a variant's pixel transform, so that
/// `simulate` and `contrast` show exactly what the audit measures.
enum VariantTransform {
    /// The transform of a variant, or nil when this build's colour core lacks it.
    ///
    /// Interim: the colour core's `ColourTransform(_:severity:)` (CVD matrices, inversions) has
    /// not landed yet; until then only `original` is available.
    static func transform(for variant: Variant, severity: Double) -> ColourTransform? {
        variant == .original ? .identity : nil
    }
}
