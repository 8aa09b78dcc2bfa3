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
        self.images = 0
        regions = 0
        passed = 0
        failed = 0
        indeterminate = 0
        imageErrors = 0
        regionErrors = 0
        errors = 0
        for image in images { add(image) }
    }

    /// Counts one more image (reports written while the batch runs count as they go).
    public mutating func add(_ image: ImageAudit) {
        images += 1
        regions += image.regions.count
        for region in image.regions {
            switch region.status {
            case .pass: passed += 1
            case .fail: failed += 1
            case .indeterminate: indeterminate += 1
            }
        }
        if image.error != nil { imageErrors += 1 }
        regionErrors += image.regionErrors.count
        errors = imageErrors + regionErrors
    }
}
