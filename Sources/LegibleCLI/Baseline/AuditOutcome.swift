import LegibleAudit

/// The run-level verdict of an audit: which failures are new, which are known from the baseline,
/// which baseline entries are stale, and the exit status (Docs/CommandLine.md#exit-status).
public struct AuditOutcome: Sendable, Equatable {
    /// Regions whose gated verdict fails the run (not in the baseline), in report order.
    public var newFailures: [RegionFingerprint]
    /// Failing regions that the baseline lists: reported as known, not failing the run.
    public var baselined: [RegionFingerprint]
    /// Baseline entries for images audited in this run that no longer fail.
    public var stale: [RegionFingerprint]
    /// Input errors: images or inputs that could not be audited, and regions that could not be
    /// measured while the rest of their screen was.
    public var errors: Int

    /// Baseline entries this run says nothing about: their image was not audited, could not be
    /// read, or their region's box could not be measured. Rewriting the baseline keeps them.
    public var unchecked: [RegionFingerprint]

    /// Compares a report with a baseline.
    ///
    /// A region fails the run when its status is `fail`, or `indeterminate` under
    /// `--fail-on-indeterminate`. Entries are matched as a multiset: one entry covers one
    /// failure, so a second identical failure (the same screen in another folder, say) is new.
    public init(report: AuditReport, baseline: Baseline?) {
        var remaining: [RegionFingerprint: Int] = [:]
        for entry in baseline?.entries ?? [] { remaining[entry, default: 0] += 1 }
        var newFailures: [RegionFingerprint] = []
        var baselined: [RegionFingerprint] = []
        var auditedImages: Set<String> = []
        // Regions that were not measured (box outside the image): their entries are unchecked.
        var unmeasured: Set<RegionFingerprint> = []
        var errors = 0
        for image in report.images {
            if image.error != nil {
                errors += 1
                continue
            }
            errors += image.regionErrors.count
            auditedImages.insert(RegionFingerprint.relativeImagePath(image))
            for error in image.regionErrors { unmeasured.insert(RegionFingerprint(image: image, regionError: error)) }
            for region in image.regions where Self.failsRun(region, options: report.options) {
                let fingerprint = RegionFingerprint(image: image, region: region)
                if let count = remaining[fingerprint], count > 0 {
                    remaining[fingerprint] = count - 1
                    baselined.append(fingerprint)
                } else {
                    newFailures.append(fingerprint)
                }
            }
        }
        var stale: [RegionFingerprint] = []
        var unchecked: [RegionFingerprint] = []
        for entry in baseline?.entries ?? [] {
            guard let count = remaining[entry], count > 0 else { continue }
            remaining[entry] = count - 1
            let measured = auditedImages.contains(entry.image)
                && !unmeasured.contains(RegionFingerprint(image: entry.image, screen: entry.screen, region: entry.region))
            if measured { stale.append(entry) } else { unchecked.append(entry) }
        }
        self.newFailures = newFailures
        self.baselined = baselined
        self.stale = stale
        self.unchecked = unchecked
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
    public var exitStatus: ExitCode {
        if errors > 0 { return .usageOrInput }
        return newFailures.isEmpty ? .success : .failure
    }

    /// Every failure the run found, known or not: what `--write-baseline` records.
    public var allFailures: [RegionFingerprint] { newFailures + baselined }
}
