import LegibleColour

/// A larger font size for a failing region, its colours and weight unchanged. APCA ties the
/// contrast text needs to its size and weight (a 10-pt label needs Lc 125, more than any two
/// colours give), so under APCA a size is often the only fix (Docs/Measurement.md#fix-suggestions).
public struct TextSizeSuggestion: Sendable, Equatable {
    /// The smallest whole `fontSize` (the manifest's unit) at which every colour of the region
    /// passes every gated variant as measured.
    public var fontSize: Double
    /// The variant the figures are for: `original`, unless only a gated variant fails.
    public var variant: Variant
    /// That variant's worst case as measured, against the requirement at `fontSize`.
    public var wcag: WCAGFigures
    public var apca: APCAFigures

    public init(fontSize: Double, variant: Variant, wcag: WCAGFigures, apca: APCAFigures) {
        self.fontSize = fontSize
        self.variant = variant
        self.wcag = wcag
        self.apca = apca
    }

    /// A suggestion read back from a report: its recorded figures, against what text of
    /// `fontSize` and `fontWeight` needs at `level`.
    public init(recordedFontSize fontSize: Double, fontWeight: Int, level: ConformanceLevel, variant: Variant,
                wcag: Double, apca: Double) {
        let text = Region(id: "", x: 0, y: 0, width: 1, height: 1, fontSize: fontSize, fontWeight: fontWeight)
        let requirement = Requirement(region: text, level: level)
        self.init(fontSize: fontSize, variant: variant,
                  wcag: WCAGFigures(ratio: wcag, median: wcag, required: requirement.wcag),
                  apca: APCAFigures(lc: apca, median: apca, required: requirement.apca))
    }
}
