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

    /// Baseline entries not matched yet (a multiset), and what the run says about images.
    private var remaining: [RegionFingerprint: Int] = [:]
    private var entries: [RegionFingerprint] = []
    private var auditedImages: Set<String> = []
    /// Regions that were not measured (box outside the image): their entries are unchecked.
    private var unmeasured: Set<RegionFingerprint> = []

    /// Compares a report with a baseline.
    ///
    /// A region fails the run when its status is `fail`, or `indeterminate` under
    /// `--fail-on-indeterminate`. Entries are matched as a multiset: one entry covers one
    /// failure, so a second identical failure (the same screen in another folder, say) is new.
    public init(report: AuditReport, baseline: Baseline?) {
        self.init(baseline: baseline)
        for image in report.images { add(image, options: report.options) }
        close()
    }

    /// How many regions fail the run and are not in the baseline (`newFailures.count` when
    /// failures are recorded).
    public private(set) var newFailureCount = 0
    /// Whether `newFailures` and `baselined` list the failures, or only count them (a batch of
    /// any length that writes no baseline needs no list).
    private var recordsFailures = true

    /// An outcome to build image by image (`add`, then `close`), as a batch finishes them.
    /// - Parameter recordingFailures: false to count new failures without listing them (then
    ///   `newFailures`, `baselined` and `allFailures` stay empty).
    public init(baseline: Baseline?, recordingFailures: Bool = true) {
        recordsFailures = recordingFailures
        newFailures = []
        baselined = []
        stale = []
        unchecked = []
        errors = 0
        entries = baseline?.entries ?? []
        for entry in entries { remaining[entry, default: 0] += 1 }
    }

    /// Matches one more image's failures, in report order; returns those the baseline knows.
    @discardableResult
    public mutating func add(_ image: ImageAudit, options: AuditOptions) -> [RegionFingerprint] {
        if image.error != nil {
            errors += 1
            return []
        }
        errors += image.regionErrors.count
        var known: [RegionFingerprint] = []
        // Only a baseline needs the images' names (for its stale entries).
        if !entries.isEmpty {
            auditedImages.insert(RegionFingerprint.relativeImagePath(image))
            for error in image.regionErrors { unmeasured.insert(RegionFingerprint(image: image, regionError: error)) }
        }
        for region in image.regions where Self.failsRun(region, options: options) {
            let fingerprint = RegionFingerprint(image: image, region: region)
            if let count = remaining[fingerprint], count > 0 {
                remaining[fingerprint] = count - 1
                if recordsFailures { baselined.append(fingerprint) }
                known.append(fingerprint)
            } else {
                newFailureCount += 1
                if recordsFailures { newFailures.append(fingerprint) }
            }
        }
        return known
    }

    /// Sorts the entries no failure matched into stale (their region was measured and passes)
    /// and unchecked (this run says nothing about them).
    public mutating func close() {
        stale = []
        unchecked = []
        for entry in entries {
            guard let count = remaining[entry], count > 0 else { continue }
            remaining[entry] = count - 1
            let measured = auditedImages.contains(entry.image)
                && !unmeasured.contains(RegionFingerprint(image: entry.image, screen: entry.screen, region: entry.region))
            if measured { stale.append(entry) } else { unchecked.append(entry) }
        }
    }

    /// Whether a region's gated verdict counts against the run.
    public static func failsRun(_ region: RegionResult, options: AuditOptions) -> Bool {
        switch region.status {
        case .pass: return false
        case .fail: return true
        case .indeterminate: return options.failOnIndeterminate
        }
    }

    /// Counts every failure as known and no baseline entry as stale: what writing a baseline
    /// of this run does.
    public mutating func acceptFailures() {
        baselined = allFailures
        newFailures = []
        newFailureCount = 0
        stale = []
    }

    /// 2 for unreadable or invalid input (it wins), else 1 for new failures, else 0.
    public var exitStatus: ExitCode {
        if errors > 0 { return .usageOrInput }
        return newFailureCount == 0 ? .success : .failure
    }

    /// Every failure the run found, known or not: what `--write-baseline` records.
    public var allFailures: [RegionFingerprint] { newFailures + baselined }
}
