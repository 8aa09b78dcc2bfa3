import LegibleColour

/// Finds the smallest whole font size at which a failing region passes with its measured
/// colours: the requirement is recomputed at each size (`Requirement`), the figures stay.
/// Looked for only when APCA gates, where the needed contrast falls steadily with size;
/// WCAG only knows normal and large text.
struct TextSizeSearch {
    let region: Region
    let level: ConformanceLevel
    let metric: Metric

    /// The largest size looked at: APCA's lookup allows nothing larger than 120 px.
    static let largestSize = 120

    /// Whether a region is one a size can help: text with a stated size, under APCA.
    static func applies(to region: Region, metric: Metric) -> Bool {
        metric != .wcag && region.kind == .text && region.fontSize != nil
    }

    /// The suggestion for figures `measured` (every colour's, every gated variant's; at least
    /// one fails); nil when no size up to `largestSize` passes.
    func suggestion(measured: [VariantMeasurement]) -> TextSizeSuggestion? {
        guard let stated = region.fontSize else { return nil }
        let larger = Int(stated.rounded(.down)) + 1
        guard let size = (larger...Swift.max(larger, Self.largestSize)).first(where: { passes(measured, at: Double($0)) })
        else { return nil }
        let requirement = self.requirement(at: Double(size))
        let key = measured.suggestionKey(metric: metric) ?? measured[0]
        return TextSizeSuggestion(
            fontSize: Double(size), variant: key.variant,
            wcag: WCAGFigures(ratio: key.wcag.ratio, median: key.wcag.median, required: requirement.wcag),
            apca: APCAFigures(lc: key.apca.lc, median: key.apca.median, required: requirement.apca))
    }

    /// Adds the suggestion, or the gap, to a failing region's suggestions.
    func add(to suggestions: inout RegionSuggestions?, measured: [VariantMeasurement]) {
        guard suggestions != nil else { return }
        if let size = suggestion(measured: measured) {
            suggestions?.textSize = size
        } else {
            suggestions?.gaps.append(.textSize(weight: region.fontWeight))
        }
    }

    func requirement(at size: Double) -> Requirement {
        var resized = region
        resized.fontSize = size
        return Requirement(region: resized, level: level)
    }

    func passes(_ measured: [VariantMeasurement], at size: Double) -> Bool {
        let requirement = self.requirement(at: size)
        return measured.allSatisfy { requirement.passes(wcag: $0.wcag.ratio, apca: $0.apca.lc, metric: metric) }
    }
}

extension [VariantMeasurement] {
    /// The figures a suggestion reports: the original's when it fails (the worst original, in a
    /// box of several colours), else the gated variant that fails worst; nil when none fails.
    func suggestionKey(metric: Metric) -> VariantMeasurement? {
        func score(_ m: VariantMeasurement) -> Double { metric == .apca ? abs(m.apca.lc) : m.wcag.ratio }
        let failing = filter { !$0.pass }
        let originals = failing.filter { $0.variant == .original }
        return originals.min { score($0) < score($1) } ?? failing.min { score($0) < score($1) }
    }
}
