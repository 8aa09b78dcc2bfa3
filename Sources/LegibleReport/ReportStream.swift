import LegibleAudit

/// Reports written while a batch is audited: each screen is added as soon as it and every one
/// before it are done, its text goes out, and only what the closing parts need is kept (counts,
/// and one small record per region that needs attention for the findings), so that a run of
/// 10,000 screens holds no more than a run of 10. The text is byte for byte what
/// `ReportWriter.render` writes for the whole report (that is how it is written).
///
/// ```swift
/// let streams = ReportStreams(run: run, context: context, outputs: [(.json, ReportSink(write))])
/// for image in audits { streams.add(image) }
/// streams.finish()
/// ```
public final class ReportStreams {
    private let run: ReportRun
    private let context: ReportContext
    private var writers: [any StreamedReport] = []
    private var tally: ReportTally

    /// Starts every report: what does not depend on the screens is written now.
    /// - Parameters:
    ///   - context: the run's facts; each output's `useColour` replaces the context's own.
    ///   - outputs: each report's format, sink, and whether its text may use colour.
    public init(run: ReportRun, context: ReportContext, outputs: [(format: ReportFormat, sink: ReportSink, useColour: Bool)]) {
        self.run = run
        self.context = context
        tally = ReportTally(options: run.options)
        for output in outputs {
            var own = context
            own.useColour = output.useColour
            writers.append(output.format.streamedReport(run: run, context: own, sink: output.sink))
        }
    }

    /// Adds the next screen in report order.
    /// - Parameter pictures: what the HTML report's crops are drawn from, asked for only when a
    ///   crop is drawn; by default the context's `raster` and the layers in the results.
    public func add(_ image: ImageAudit, pictures: ScreenPictures? = nil) {
        let findings = image.regions.map { RegionFinding(region: $0, image: image, options: run.options, context: context) }
        let index = tally.images
        let placements = tally.add(image, findings: findings)
        let shared = context
        let screen = ReportScreen(index: index, image: image, findings: findings, placements: placements,
                                  pictures: pictures ?? ScreenPictures(measured: image, raster: { shared.raster(image) }))
        for writer in writers { writer.add(screen, tally: tally) }
    }

    /// Work for `Auditor.eachRegion`: each report's part of a region written on the worker that
    /// measured it, so that it does not wait for the last region. Nil when no report has any.
    public var eachRegion: (@Sendable (RegionResult, RegionPlace) -> Void)? {
        let hooks = writers.compactMap(\.eachRegion)
        guard !hooks.isEmpty else { return nil }
        return { region, place in
            for hook in hooks { hook(region, place) }
        }
    }

    /// Writes the closing parts (and, for formats that need the totals first, everything).
    public func finish() {
        for writer in writers { writer.finish(tally) }
    }

    /// A whole report in one format, written as a stream into memory.
    static func render(_ report: AuditReport, as format: ReportFormat, context: ReportContext) -> String {
        let sink = ReportSink()
        let streams = ReportStreams(run: ReportRun(report), context: context,
                                    outputs: [(format: format, sink: sink, useColour: context.useColour)])
        for image in report.images { streams.add(image) }
        streams.finish()
        return sink.text
    }
}

/// What a report knows before its first screen: how the run measured, and what it skipped.
public struct ReportRun: Sendable {
    public var options: AuditOptions
    /// `*.json` files in input folders that are not manifests, in discovery order.
    public var skipped: [SkippedInput]
    /// The slice of the manifests this run audits (`--shard`); nil for all.
    public var shard: ReportShard?

    public init(options: AuditOptions, skipped: [SkippedInput] = [], shard: ReportShard? = nil) {
        self.options = options
        self.skipped = skipped
        self.shard = shard
    }

    public init(_ report: AuditReport) {
        self.init(options: report.options, skipped: report.skipped, shard: report.shard)
    }
}

/// One report format written screen by screen: it writes what it can to its sink when told,
/// and keeps back (in a spool) what must wait for the totals.
protocol StreamedReport: AnyObject {
    func add(_ screen: ReportScreen, tally: ReportTally)
    func finish(_ tally: ReportTally)
    /// What the report writes of a region on the worker that measured it; nil for nothing.
    var eachRegion: (@Sendable (RegionResult, RegionPlace) -> Void)? { get }
}

extension StreamedReport {
    var eachRegion: (@Sendable (RegionResult, RegionPlace) -> Void)? { nil }
}

/// One screen as the report writers get it.
struct ReportScreen {
    /// Its index in the report.
    var index: Int
    var image: ImageAudit
    /// One per region, in order.
    var findings: [RegionFinding]
    /// For each region that needs attention (by index): its finding and place among the
    /// finding's occurrences.
    var placements: [Int: FailureGroups.Placement]
    var pictures: ScreenPictures
}

/// The run so far: counts and findings, for the closing parts of every report.
struct ReportTally {
    let options: AuditOptions
    private(set) var summary = AuditSummary(images: [])
    /// Failures the baseline lists (within `summary.failed`).
    private(set) var baselined = 0
    /// Regions that fail the run (not baselined).
    private(set) var failing = 0
    private(set) var groups = FailureGroups()

    init(options: AuditOptions) {
        self.options = options
    }

    var images: Int { summary.images }

    mutating func add(_ image: ImageAudit, findings: [RegionFinding]) -> [Int: FailureGroups.Placement] {
        summary.add(image)
        baselined += findings.filter(\.isBaselinedFailure).count
        failing += findings.filter(\.failsRun).count
        return groups.add(findings)
    }
}
