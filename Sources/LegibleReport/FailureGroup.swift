import LegibleAudit
import LegibleColour
import LegiblePixels

/// One finding of a run: a region that needs attention, with every screen it recurs on.
///
/// A tab-bar label that fails on all 16,000 screenshots of a run is one thing to fix, not
/// 16,000: regions are the same finding when their id and text are the same, their verdict
/// (status and rule) is the same, and their text and worst background colours each lie within
/// `colourTolerance` levels of the finding's first occurrence (anti-aliasing and compression
/// move colours by a level or two from screen to screen). Every region result stays in the
/// report; this only groups them (the JSON `findings`, the text report's closing summary, the
/// HTML report's first section).
struct FailureGroup: Sendable {
    /// How far, per 0–255 channel, an occurrence's colours may lie from the first one's.
    static let colourTolerance = 2

    /// The occurrences in report order; the first stands for them all.
    private(set) var occurrences: [RegionFinding]
    /// Where each occurrence stands in the report: its image's index and its index among that
    /// image's regions (the HTML report links occurrences to their screens).
    private(set) var places: [Place]

    struct Place: Hashable {
        var image: Int
        var region: Int
    }

    var first: RegionFinding { occurrences[0] }
    var id: String { first.region.id }
    var text: String? { first.region.text }
    var status: Status { first.region.status }
    var rule: ContrastRule? { first.rule }

    /// The figures the finding is about (nil for an indeterminate region).
    var key: VariantMeasurement? { first.keyMeasurement }

    /// The occurrence with the lowest ratio under the key measurement's variant.
    var worst: VariantMeasurement? {
        occurrences.compactMap(\.keyMeasurement).min { $0.wcag.ratio < $1.wcag.ratio }
    }

    /// How many occurrences the baseline lists as known.
    var baselined: Int { occurrences.filter(\.baselined).count }

    /// Every region that is not a pass, grouped, in the order of each group's first occurrence.
    static func groups(_ perImage: [[RegionFinding]]) -> [FailureGroup] {
        var groups: [FailureGroup] = []
        // Candidates by everything that must be equal; colours are then compared one by one.
        var byIdentity: [Identity: [Int]] = [:]
        for (imageIndex, findings) in perImage.enumerated() {
            for (regionIndex, finding) in findings.enumerated() where finding.region.status != .pass {
                let identity = Identity(finding)
                let place = Place(image: imageIndex, region: regionIndex)
                let candidates = byIdentity[identity] ?? []
                if let index = candidates.first(where: { groups[$0].admits(finding) }) {
                    groups[index].occurrences.append(finding)
                    groups[index].places.append(place)
                } else {
                    byIdentity[identity, default: []].append(groups.count)
                    groups.append(FailureGroup(occurrences: [finding], places: [place]))
                }
            }
        }
        return groups
    }

    /// The groups, most occurrences first; equal counts keep report order.
    static func ranked(_ perImage: [[RegionFinding]]) -> [FailureGroup] {
        groups(perImage).enumerated()
            .sorted { ($1.element.occurrences.count, $0.offset) < ($0.element.occurrences.count, $1.offset) }
            .map(\.element)
    }

    /// Whether a region is this finding again: colours near the first occurrence's.
    private func admits(_ finding: RegionFinding) -> Bool {
        switch (key, finding.keyMeasurement) {
        case (nil, nil): true
        case (let a?, let b?): Self.near(a.foreground, b.foreground) && Self.near(a.background, b.background)
        default: false
        }
    }

    static func near(_ a: RGB8, _ b: RGB8) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= colourTolerance && abs(Int(a.g) - Int(b.g)) <= colourTolerance
            && abs(Int(a.b) - Int(b.b)) <= colourTolerance
    }

    /// What must match exactly for two regions to be one finding.
    private struct Identity: Hashable {
        var id: String
        var text: String?
        var status: Status
        var rule: ContrastRule?
        var variant: Variant?

        init(_ finding: RegionFinding) {
            id = finding.region.id
            text = finding.region.text
            status = finding.region.status
            rule = finding.rule
            variant = finding.keyMeasurement?.variant
        }
    }

    // MARK: - Words

    /// `"tab-label-search" ("Search") fails on 312 screens: #8E8E93 on #F9F9F9, 3.2:1`.
    var sentence: String {
        let screens = TextReport.count(occurrences.count, "screen")
        let verb = status == .indeterminate ? "cannot be measured on" : "fails on"
        var s = "\(first.name)\(first.sourceNote) \(verb) \(screens)"
        if let key, let worst {
            let ratio = NumberFormatting.fixed(NumberFormatting.ratio(worst.wcag, decimals: 1), decimals: 1)
            s += ": \(key.foreground.hex) on \(key.background.hex), \(ratio):1"
            if key.variant != .original { s += " as \(key.variant.rawValue)" }
        } else if let reason = first.region.indeterminateReason {
            s += ": \(reason)"
        }
        if baselined > 0 { s += " (\(baselined) known, baselined)" }
        return s
    }
}
