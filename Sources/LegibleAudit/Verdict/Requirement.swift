import LegibleColour

/// What one region must reach, from its kind, size, weight and level
/// (Docs/Measurement.md#thresholds).
struct Requirement: Sendable, Equatable {
    var largeText: Bool
    var wcag: Double
    /// Minimum |Lc|; nil when APCA's lookup table allows no contrast at this size and weight.
    var apca: Double?

    init(region: Region, level: ConformanceLevel) {
        let nonText = region.kind == .nonText
        // Without a font size the text is assumed normal-sized: the stricter threshold.
        largeText = region.fontSize.map { WCAG.isLargeText(fontSize: $0, fontWeight: region.fontWeight) } ?? false
        wcag = WCAG.requiredRatio(level: level, largeText: largeText, nonText: nonText)
        if nonText {
            apca = APCA.requiredLc(largeText: false, nonText: true)
        } else if let size = region.fontSize {
            apca = APCA.requiredLc(fontSize: size, fontWeight: region.fontWeight)
        } else {
            apca = APCA.requiredLc(largeText: largeText, nonText: false)
        }
        // AAA asks APCA for Lc 15 more, the APCA guidance's "equivalent to AAA".
        if level == .AAA, let base = apca { apca = base + 15 }
    }

    /// Whether no pair of colours can pass under `metric`: APCA gates and asks for more |Lc|
    /// than white on black gives, or its lookup allows no contrast at this size and weight.
    func beyondAnyColours(metric: Metric) -> Bool {
        guard metric != .wcag else { return false }
        guard let apca else { return true }
        return apca > APCA.largestLightOnDark
    }

    /// The verdict of one measurement under the gating metric.
    func passes(wcag ratio: Double, apca lc: Double, metric: Metric) -> Bool {
        let wcagPass = ratio >= wcag
        let apcaPass = apca.map { abs(lc) >= $0 } ?? false
        switch metric {
        case .wcag: return wcagPass
        case .apca: return apcaPass
        case .both: return wcagPass && apcaPass
        }
    }
}
