import LegibleColour

/// How an audit measures and gates (the `audit` command's flags, Docs/CommandLine.md#audit).
/// The defaults are the command's: the original and the six default variants measured, the
/// original gated on WCAG at each region's level.
///
/// ```swift
/// let strict = AuditOptions(variants: [.original, .deuteranopia], gate: [.original, .deuteranopia], metric: .both)
/// ```
public struct AuditOptions: Sendable, Equatable {
    /// The variants measured; `original` is always measured first.
    public var variants: [Variant]
    /// The variants whose failure fails a region (default: original).
    public var gate: [Variant]
    /// Which measure decides pass or fail: WCAG 2 ratio, APCA Lc, or both. Both are always reported.
    public var metric: Metric
    /// Overrides every region's `level` when set.
    public var level: ConformanceLevel?
    /// The low percentile of per-pixel contrast that counts as the worst case
    /// (Docs/Measurement.md#worst-case), 0–100.
    public var percentile: Double
    /// Ring radius = max(2, round(box height / ringDivisor)) pixels (Docs/Measurement.md#the-ring).
    public var ringDivisor: Double
    /// Severity of the anomalous-trichromacy variants, 0–1.
    public var severity: Double
    /// Counts indeterminate regions as failures.
    public var failOnIndeterminate: Bool
    /// Images above this many pixels are refused before decoding.
    public var maxPixels: Int
    /// How many regions of one screen are measured at once (default: `allProcessors`). Results
    /// come back in region order whatever the value; a caller that already audits several
    /// screens in parallel sets 1.
    public var regionJobs: Int
    /// Whether failing regions get fix suggestions (Docs/Measurement.md#fix-suggestions).
    public var suggestions: Bool

    /// The processors this process may run on: the default `regionJobs`.
    public static var allProcessors: Int { BatchScheduler.processorCount }

    public init(variants: [Variant] = Variant.defaultSet, gate: [Variant] = [.original],
                metric: Metric = .wcag, level: ConformanceLevel? = nil, percentile: Double = 2,
                ringDivisor: Double = 6, severity: Double = 0.6, failOnIndeterminate: Bool = false,
                maxPixels: Int = 100_000_000, regionJobs: Int = AuditOptions.allProcessors, suggestions: Bool = true) {
        self.variants = variants
        self.gate = gate
        self.metric = metric
        self.level = level
        self.percentile = percentile
        self.ringDivisor = ringDivisor
        self.severity = severity
        self.failOnIndeterminate = failOnIndeterminate
        self.maxPixels = maxPixels
        self.regionJobs = regionJobs
        self.suggestions = suggestions
    }
}
