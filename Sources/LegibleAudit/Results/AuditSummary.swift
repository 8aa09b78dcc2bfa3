/// Counts over a report (the JSON report's `summary`, Docs/Reports.md#json).
public struct AuditSummary: Sendable, Equatable {
    /// Screens audited (or that failed to be).
    public var images: Int
    /// Regions measured or indeterminate; regions that were not measured are `regionErrors`.
    public var regions: Int
    /// Regions by status.
    public var passed: Int
    public var failed: Int
    public var indeterminate: Int
    /// Input errors: `imageErrors + regionErrors` (`summary.errors`). Any makes the run exit 2.
    public var errors: Int
    /// Images (or manifests) that could not be audited at all.
    public var imageErrors: Int
    /// Regions that could not be measured while the rest of their screen was.
    public var regionErrors: Int

    public init(images: [ImageAudit]) {
        self.images = images.count
        let all = images.flatMap(\.regions)
        regions = all.count
        passed = all.filter { $0.status == .pass }.count
        failed = all.filter { $0.status == .fail }.count
        indeterminate = all.filter { $0.status == .indeterminate }.count
        imageErrors = images.filter { $0.error != nil }.count
        regionErrors = images.reduce(0) { $0 + $1.regionErrors.count }
        errors = imageErrors + regionErrors
    }
}
