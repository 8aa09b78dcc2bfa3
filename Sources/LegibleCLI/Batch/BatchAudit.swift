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
    /// regardless.
    /// - Parameters:
    ///   - positions: each item's position among every manifest the run found (a shard audits
    ///     some of them), recorded as `ImageAudit.inputIndex`; by default 0, 1, 2 …
    ///   - console: where a progress line goes (only when it is a terminal); nil for none.
    public static func run(_ items: [ManifestDiscovery.Item], positions: [Int]? = nil, auditor: Auditor, jobs: Int,
                           console: Console? = nil) -> [AuditedScreen] {
        let positions = positions ?? Array(items.indices)
        let units: [(unit: Unit, position: Int)] = zip(items, positions).flatMap { item, position in
            Self.units(item).map { (unit: $0, position: position) }
        }
        // Cores left over when there are fewer screens than jobs measure one screen's regions.
        var sharing = auditor
        sharing.options.regionJobs = max(1, jobs / max(1, min(jobs, units.count)))
        let auditor = sharing
        let progress = console.map { ProgressReporter(total: units.count, console: $0) }
        let nested = BatchScheduler.map(units, jobs: jobs) { entry -> [AuditedScreen] in
            let position = entry.position
            switch entry.unit {
            case .failed(var audit):
                progress?.advance(audit.path)
                audit.inputIndex = position
                return [AuditedScreen(audit: audit, screen: nil)]
            case .screen(let manifest):
                let audits = auditor.audit(manifest: manifest)
                progress?.advance(audits.first?.path ?? manifest.path)
                return zip(audits, manifest.screens).map { audit, screen in
                    var audit = audit
                    audit.inputIndex = position
                    return AuditedScreen(audit: audit, screen: screen)
                }
            }
        }
        progress?.finish()
        return nested.flatMap { $0 }
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
