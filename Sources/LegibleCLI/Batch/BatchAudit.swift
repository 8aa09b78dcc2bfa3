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
    /// - Parameter console: where a progress line goes (only when it is a terminal); nil for none.
    public static func run(_ items: [ManifestDiscovery.Item], auditor: Auditor, jobs: Int,
                           console: Console? = nil) -> [AuditedScreen] {
        let units = items.flatMap(Self.units)
        // Cores left over when there are fewer screens than jobs measure one screen's regions.
        var sharing = auditor
        sharing.options.regionJobs = max(1, jobs / max(1, min(jobs, units.count)))
        let auditor = sharing
        let progress = console.map { ProgressReporter(total: units.count, console: $0) }
        let nested = BatchScheduler.map(units, jobs: jobs) { unit -> [AuditedScreen] in
            switch unit {
            case .failed(let audit):
                progress?.advance(audit.path)
                return [AuditedScreen(audit: audit, screen: nil)]
            case .screen(let manifest):
                let audits = auditor.audit(manifest: manifest)
                progress?.advance(audits.first?.path ?? manifest.path)
                return zip(audits, manifest.screens).map { AuditedScreen(audit: $0, screen: $1) }
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
