import LegibleAudit

/// The run-level verdict of an audit: which failures are new, which are known from the
/// baseline, which baseline entries are stale, and the exit status (SPEC §3).
public struct AuditOutcome: Sendable, Equatable {
    /// Regions whose gated verdict fails the run (not in the baseline), in report order.
    public var newFailures: [BaselineFingerprint]
    /// Failing regions that the baseline lists: reported as known, not failing the run.
    public var baselined: [BaselineFingerprint]
    /// Baseline entries for images audited in this run that no longer fail.
    public var stale: [BaselineFingerprint]
    /// Images or inputs that could not be audited.
    public var errors: Int

    /// Compares a report with a baseline.
    ///
    /// A region fails the run when its status is `fail`, or `indeterminate` under
    /// `--fail-on-indeterminate`. Entries for images that were not audited at all, or could not
    /// be read, are not called stale: this run says nothing about them.
    public init(report: AuditReport, baseline: Baseline?) {
        let known = Set(baseline?.entries ?? [])
        var newFailures: [BaselineFingerprint] = []
        var baselined: [BaselineFingerprint] = []
        var matched: Set<BaselineFingerprint> = []
        var auditedImages: Set<String> = []
        var errors = 0
        for image in report.images {
            if image.error != nil {
                errors += 1
                continue
            }
            auditedImages.insert(BaselineFingerprint.relativeImagePath(image))
            for region in image.regions where Self.failsRun(region, options: report.options) {
                let fingerprint = BaselineFingerprint(image: image, region: region)
                if known.contains(fingerprint) {
                    baselined.append(fingerprint)
                    matched.insert(fingerprint)
                } else {
                    newFailures.append(fingerprint)
                }
            }
        }
        self.newFailures = newFailures
        self.baselined = baselined
        self.stale = (baseline?.entries ?? []).filter { !matched.contains($0) && auditedImages.contains($0.image) }
        self.errors = errors
    }

    /// Whether a region's gated verdict counts against the run.
    public static func failsRun(_ region: RegionResult, options: AuditOptions) -> Bool {
        switch region.status {
        case .pass: return false
        case .fail: return true
        case .indeterminate: return options.failOnIndeterminate
        }
    }

    /// 2 for unreadable or invalid input (it wins), else 1 for new failures, else 0.
    public var exitStatus: ExitStatus {
        if errors > 0 { return .usageOrInput }
        return newFailures.isEmpty ? .success : .failure
    }

    /// Every failure the run found, known or not: what `--write-baseline` records.
    public var allFailures: [BaselineFingerprint] { newFailures + baselined }
}
