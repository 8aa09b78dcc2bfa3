import LegibleAudit

/// Audits many manifests in parallel, one screen per job, results in input order.
public enum BatchAudit {
    /// One unit of work: a single-screen manifest to measure, or an input that already failed.
    enum Unit: Sendable {
        case screen(Manifest)
        case failed(ImageAudit)
    }

    /// Audits every discovered manifest. Problems (missing inputs, invalid manifests, unreadable
    /// images) come back as `ImageAudit`s whose outcome is `.failed`; the others are audited
    /// regardless. Every result is held until the end: `stream` hands them over one by one.
    public static func run(_ items: [ManifestDiscovery.Item], positions: [Int]? = nil, auditor: Auditor, jobs: Int,
                           console: Console? = nil) -> [AuditedScreen] {
        var screens: [AuditedScreen] = []
        stream(items, positions: positions, auditor: auditor, jobs: jobs, console: console) { screens.append($0) }
        return screens
    }

    /// Audits every discovered manifest, as `run` does, and hands each screen to `deliver` on
    /// the calling thread in input order as soon as it and every one before it are done. A
    /// manifest is read when its first screen is due, and at most `window` screens per job
    /// wait for a slower one before them, so memory stays flat however long the batch.
    /// - Parameters:
    ///   - positions: each item's position among every manifest the run found (a shard audits
    ///     some of them), recorded as `ImageAudit.inputIndex`; by default 0, 1, 2 …
    ///   - console: where a progress line goes (only when it is a terminal); nil for none.
    public static func stream(_ items: [ManifestDiscovery.Item], positions: [Int]? = nil, auditor: Auditor, jobs: Int,
                              console: Console? = nil, deliver: (AuditedScreen) -> Void) {
        var work = items.indices.compactMap { index -> Work? in
            if case .skipped = items[index] { return nil }
            return .item(items[index], position: positions?[index] ?? index)
        }
        var sharing = auditor
        if work.count < jobs {
            // Fewer manifests than jobs: count their screens, and let the cores left over
            // measure one screen's regions.
            work = work.flatMap { $0.units }.map { .unit($0) }
            sharing.options.regionJobs = max(1, jobs / max(1, min(jobs, work.count)))
        } else {
            sharing.options.regionJobs = 1
        }
        let auditor = sharing
        let progress = console.map { ProgressReporter(total: work.count, console: $0) }
        BatchScheduler.stream(work, expand: { $0.units }, jobs: jobs, window: windowPerJob * jobs) { (unit: Located) -> ([AuditedScreen], Located) in
            (audit(unit, auditor: auditor), unit)
        } deliver: { screens, unit in
            for screen in screens { deliver(screen) }
            if unit.last { progress?.advance(screens.first?.audit.path ?? "") }
        }
        progress?.finish()
    }

    /// Results that may wait for an earlier, slower screen, per job.
    static let windowPerJob = 4

    /// A unit with its manifest's position, and whether it is its manifest's last.
    struct Located: Sendable {
        var unit: Unit
        var position: Int
        var last: Bool
    }

    /// What the scheduler hands out: a discovered item, read into units when due, or a unit
    /// already read. A batch lists one per manifest, so a unit (a whole manifest, or an audit
    /// that failed) is kept out of line: the list stays a few words a manifest.
    enum Work: Sendable {
        case item(ManifestDiscovery.Item, position: Int)
        indirect case unit(Located)

        var units: [Located] {
            switch self {
            case .unit(let located): return [located]
            case .item(let item, let position):
                let units = BatchAudit.units(item)
                return units.enumerated().map { Located(unit: $1, position: position, last: $0 == units.count - 1) }
            }
        }
    }

    private static func audit(_ located: Located, auditor: Auditor) -> [AuditedScreen] {
        switch located.unit {
        case .failed(var audit):
            audit.inputIndex = located.position
            return [AuditedScreen(audit: audit, screen: nil)]
        case .screen(let manifest):
            return zip(auditor.audit(manifest: manifest), manifest.screens).map { audit, screen in
                var audit = audit
                audit.inputIndex = located.position
                return AuditedScreen(audit: audit, screen: screen)
            }
        }
    }

    /// Splits a manifest into one job per screen, so a manifest with many screens still
    /// spreads over every core.
    static func units(_ item: ManifestDiscovery.Item) -> [Unit] {
        switch item {
        case .problem(let path, let problem):
            return [.failed(ImageAudit(path: path, manifestPath: path, outcome: .failed(.input(path: path, problem: problem))))]
        case .skipped:
            return []
        case .manifest(let path):
            do {
                let manifest = try Manifest.load(path: path)
                return manifest.screens.map { .screen(Manifest(path: manifest.path, screens: [$0])) }
            } catch {
                return [.failed(ImageAudit(path: path, manifestPath: path, outcome: .failed(.manifest(error))))]
            }
        }
    }
}
