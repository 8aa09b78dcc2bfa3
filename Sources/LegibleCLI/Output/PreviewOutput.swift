import LegibleAudit
import LegibleReport

/// `--previews DIR`: LegibleReport's `PreviewWriter` renders each audited screen's variant,
/// overlay and contact-sheet PNGs; this decides file names and runs the screens in parallel.
enum PreviewOutput {
    /// Writes the previews of every screen that was audited; returns one message per screen
    /// whose previews could not be written (the run then exits 2).
    static func write(_ screens: [AuditedScreen], options: AuditOptions, to directory: String, jobs: Int) -> [String] {
        let names = stems(for: screens.map(\.audit))
        let writer = PreviewWriter(directory: directory, severity: options.severity, metric: options.metric)
        let work = Array(zip(screens, names)).filter { $0.0.audit.error == nil }
        let problems = BatchScheduler.map(work, jobs: jobs) { screen, name -> String? in
            do {
                let raster = try ScreenRaster.load(screen, maxPixels: options.maxPixels)
                try writer.write(raster, audit: screen.audit, variants: options.variants,
                                 mediaRegions: ScreenRaster.mediaRects(screen), name: name)
                return nil
            } catch {
                return "cannot write previews of \(screen.audit.path) into \(directory) (\(error)); check that the folder is writable"
            }
        }
        return problems.compactMap { $0 }
    }

    /// File stems, unique within the run: the writer's default (`checkout`, `checkout.dark`),
    /// with the folders above it added only where two images would otherwise share a name
    /// (`en/home.png` and `de/home.png` become `en-home` and `de-home`), and numbered where even
    /// that is shared (`bars-1`, `bars-2`: two manifests of one image).
    static func stems(for audits: [ImageAudit]) -> [String] {
        let defaults = audits.map(PreviewWriter.name(for:))
        var counts: [String: Int] = [:]
        for name in defaults { counts[name, default: 0] += 1 }
        let withFolders = zip(audits, defaults).map { audit, name in
            guard counts[name, default: 0] > 1 else { return name }
            let folders = audit.path.split(separator: "/").dropLast().filter { $0 != "." && $0 != ".." }
            return (folders + [Substring(name)]).joined(separator: "-")
        }
        // Still shared (two manifests naming the same image): number them in input order, so
        // no screen's previews overwrite another's.
        var total: [String: Int] = [:], seen: [String: Int] = [:]
        for name in withFolders { total[name, default: 0] += 1 }
        return withFolders.map { name in
            guard total[name, default: 0] > 1 else { return name }
            seen[name, default: 0] += 1
            return "\(name)-\(seen[name]!)"
        }
    }
}
