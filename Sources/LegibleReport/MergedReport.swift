import LegibleAudit

/// Reports joined by `ReportMerger`: the merged run's options and skipped files, and its
/// screens read from the reports one at a time, in the order one run would have written them.
public final class MergedReport {
    /// How the reports' screens interleave.
    enum Order {
        /// Whole runs' reports: each one's screens after the one before.
        case oneAfterAnother
        /// The shards of one split: each holds its manifests in discovery order, so the next
        /// screen is the head with the earliest manifest (a manifest's screens stay together).
        case discovery
    }

    /// How the merged run measured and gated.
    public let options: AuditOptions
    /// `*.json` files in the inputs that are not manifests.
    public let skipped: [SkippedInput]

    private let reports: [JSONReportFile]
    private let order: Order
    /// Per report: how many of its screens were handed on, and the next one, read ahead.
    private var taken: [Int]
    private var heads: [ImageAudit?]
    /// Per report: the manifest of the screen it handed on last.
    private var lastInput: [Int?]

    init(_ reports: [JSONReportFile], options: AuditOptions, skipped: [SkippedInput], order: Order) {
        self.reports = reports
        self.options = options
        self.skipped = skipped
        self.order = order
        taken = Array(repeating: 0, count: reports.count)
        heads = Array(repeating: nil, count: reports.count)
        lastInput = Array(repeating: nil, count: reports.count)
    }

    /// The merged run's next screen; nil after the last. A screen that cannot be read back ends
    /// the merge with where it is.
    public func next() throws(ReportReadingError) -> ImageAudit? {
        switch order {
        case .oneAfterAnother:
            guard let index = reports.indices.first(where: { taken[$0] < reports[$0].screenCount }) else { return nil }
            taken[index] += 1
            return try reports[index].screen(at: taken[index] - 1)
        case .discovery:
            for index in reports.indices where heads[index] == nil && taken[index] < reports[index].screenCount {
                heads[index] = try readAhead(index)
            }
            // The earliest manifest; between equals, the report given first.
            guard let index = heads.indices.filter({ heads[$0] != nil })
                .min(by: { (heads[$0]?.inputIndex ?? 0, $0) < (heads[$1]?.inputIndex ?? 0, $1) }) else { return nil }
            defer { heads[index] = nil }
            return heads[index]
        }
    }

    /// Report `index`'s next screen, which must not come before the one it handed on last.
    private func readAhead(_ index: Int) throws(ReportReadingError) -> ImageAudit {
        let report = reports[index]
        let screen = try report.screen(at: taken[index])
        taken[index] += 1
        if let previous = lastInput[index], (screen.inputIndex ?? 0) < previous {
            throw ReportReadingError(path: report.path, place: "images[\(taken[index] - 1)]",
                                     problem: "the screens are not in the order the audit found their manifests")
        }
        lastInput[index] = screen.inputIndex ?? 0
        return screen
    }
}
