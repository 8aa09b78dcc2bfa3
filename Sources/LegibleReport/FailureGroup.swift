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
/// HTML report's first section). The first occurrence is kept whole and the others are
/// counted; the reports that list every occurrence keep them aside as they come
/// (`FindingParts`), so a run of any length holds a few numbers per failure.
struct FailureGroup: Sendable {
    /// How far, per 0–255 channel, an occurrence's colours may lie from the first one's.
    static let colourTolerance = 2

    /// The first occurrence, which stands for them all.
    let first: RegionFinding
    /// How many regions are this finding, the first included.
    private(set) var count = 0
    /// The key measurement with the lowest ratio among the occurrences.
    private(set) var worst: VariantMeasurement?
    /// How many occurrences the baseline lists as known.
    private(set) var baselined: Int

    init(_ finding: RegionFinding) {
        first = finding
        worst = nil
        baselined = 0
        append(finding)
    }

    var id: String { first.region.id }
    var text: String? { first.region.text }
    var status: Status { first.region.status }
    var rule: ContrastRule? { first.rule }

    /// The figures the finding is about (nil for an indeterminate region).
    var key: VariantMeasurement? { first.keyMeasurement }

    fileprivate mutating func append(_ finding: RegionFinding) {
        count += 1
        if let measurement = finding.keyMeasurement, worst.map({ measurement.wcag.ratio < $0.wcag.ratio }) ?? true {
            worst = measurement
        }
        if finding.baselined { baselined += 1 }
    }

    /// Whether a region is this finding again: colours near the first occurrence's.
    fileprivate func admits(_ finding: RegionFinding) -> Bool {
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

    // MARK: - Words

    /// `"tab-label-search" ("Search") fails on 312 screens: #8E8E93 on #F9F9F9, 3.2:1` (`Lc 38.1`
    /// when the run gates on APCA).
    var sentence: String {
        let screens = TextReport.count(count, "screen")
        let verb = status == .indeterminate ? "cannot be measured on" : "fails on"
        var s = "\(first.name)\(first.sourceNote) \(verb) \(screens)"
        if let key, let worst {
            // The figure the run gates on: a label that fails APCA may well pass WCAG.
            let figures = RegionFinding.figures(wcag: worst.wcag, apca: worst.apca, metric: first.options.metric, ratioDecimals: 1)
            s += ": \(key.foreground.hex) on \(key.background.hex), \(figures)"
            if key.variant != .original { s += " as \(key.variant.rawValue)" }
        } else if let reason = first.region.indeterminateReason {
            s += ": \(reason)"
        }
        if baselined > 0 { s += " (\(baselined) known, baselined)" }
        return s
    }
}

/// Every finding of a run so far, built screen by screen in report order.
struct FailureGroups: Sendable {
    /// The findings in the order of their first occurrences.
    private(set) var all: [FailureGroup] = []
    /// Candidates by everything that must be equal; colours are then compared one by one.
    private var byIdentity: [Identity: [Int]] = [:]

    /// Where a region that needs attention went.
    struct Placement: Sendable {
        /// The finding's index in `all`.
        var group: Int
        /// The region's place among the finding's occurrences (0: the first).
        var occurrence: Int
    }

    /// Adds the regions of one image that are not passes; returns their placements by region index.
    mutating func add(_ findings: [RegionFinding]) -> [Int: Placement] {
        var placements: [Int: Placement] = [:]
        for (regionIndex, finding) in findings.enumerated() where finding.region.status != .pass {
            let identity = Identity(finding)
            if let index = byIdentity[identity]?.first(where: { all[$0].admits(finding) }) {
                all[index].append(finding)
                placements[regionIndex] = Placement(group: index, occurrence: all[index].count - 1)
            } else {
                byIdentity[identity, default: []].append(all.count)
                placements[regionIndex] = Placement(group: all.count, occurrence: 0)
                all.append(FailureGroup(finding))
            }
        }
        return placements
    }

    /// The findings with their indices in `all`, most occurrences first; equal counts keep report order.
    var ranked: [(index: Int, group: FailureGroup)] {
        all.enumerated()
            .sorted { ($1.element.count, $0.offset) < ($0.element.count, $1.offset) }
            .map { (index: $0.offset, group: $0.element) }
    }

    /// What must match exactly for two regions to be one finding.
    private struct Identity: Hashable, Sendable {
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
}
