import LegibleAudit
import LegibleImageIO

/// The screens behind a merged report, for the HTML report's crops: its manifests read again
/// (for each screen's backdrop), and every screenshot a crop needs checked for, so that a merge
/// run away from the screenshots says so instead of writing a report without pictures.
enum MergedScreens {
    /// The screens, in report order, and one message per screenshot that cannot be read.
    static func load(_ report: AuditReport) -> (screens: [AuditedScreen], problems: [String]) {
        var manifests: [String: Manifest?] = [:]
        var problems: [String] = []
        let screens = report.images.map { image -> AuditedScreen in
            // Only screens with a region that needs attention get crops.
            guard image.decoded != nil, image.regions.contains(where: { $0.status != .pass }) else {
                return AuditedScreen(audit: image, screen: nil)
            }
            if FileSystem.kind(of: image.path) != .file {
                problems.append("\(image.path): the screenshot cannot be read, so the HTML report shows no crops of it; "
                    + "run legible merge where the screenshots are (paths are relative to the folder the audit ran in)")
            }
            if manifests[image.manifestPath] == nil {
                manifests[image.manifestPath] = .some(try? Manifest.load(path: image.manifestPath))
            }
            let manifest = manifests[image.manifestPath] ?? nil
            let screen = manifest?.screens.first { $0.name == image.screenName } ?? manifest?.screens.first
            return AuditedScreen(audit: image, screen: screen)
        }
        return (screens, problems)
    }

    /// `report` with the Smart Invert plans of its screens' regions put back (a JSON report
    /// does not keep them), for the HTML report's crops to show the pixels the audit measured:
    /// only for screens whose crops are shown and that have media or `"media": true` regions.
    static func withInversionPlans(_ report: AuditReport, screens: [AuditedScreen]) -> AuditReport {
        var report = report
        let auditor = Auditor(options: report.options)
        for (index, audited) in screens.enumerated() {
            guard let screen = audited.screen, case .decoded(var result) = audited.audit.outcome,
                  !screen.mediaRegions.isEmpty || screen.regions.contains(where: \.media),
                  let decoded = try? ImageDecoder.decode(path: audited.audit.path, limits: ImageLimits(maxPixels: report.options.maxPixels))
            else { continue }
            var raster = decoded.raster
            _ = raster.composite(over: screen.backdrop)
            let plans = Dictionary(auditor.inversionPlans(raster: raster, screen: screen, media: screen.mediaBoxes,
                                                          lossy: decoded.format == .jpeg), uniquingKeysWith: { first, _ in first })
            for r in result.regions.indices { result.regions[r].inversion = plans[result.regions[r].id] }
            report.images[index].outcome = .decoded(result)
        }
        return report
    }

    /// `report` with its fix suggestions' layers found again (a JSON report keeps what was
    /// suggested, not the text mask and ring to draw it through), for the HTML report's redrawn
    /// crops: the regions with suggestions are measured again from their screenshot, which gives
    /// the same mask and ring. The screens' results follow.
    static func withSuggestionLayers(_ report: AuditReport, screens: inout [AuditedScreen]) -> AuditReport {
        var report = report
        let auditor = Auditor(options: report.options)
        for index in screens.indices {
            guard let screen = screens[index].screen, case .decoded(var result) = screens[index].audit.outcome else { continue }
            let ids = Set(result.regions.filter { $0.measurement?.suggestions.map { $0.layers == nil } ?? false }.map(\.id))
            guard !ids.isEmpty, let decoded = try? ImageDecoder.decode(path: screens[index].audit.path,
                                                                       limits: ImageLimits(maxPixels: report.options.maxPixels))
            else { continue }
            var raster = decoded.raster
            _ = raster.composite(over: screen.backdrop)
            let layers = Dictionary(auditor.suggestionLayers(raster: raster, screen: screen, ids: ids, lossy: decoded.format == .jpeg),
                                    uniquingKeysWith: { first, _ in first })
            for r in result.regions.indices {
                guard case .measured(var measurement) = result.regions[r].outcome, measurement.suggestions != nil else { continue }
                measurement.suggestions?.layers = layers[result.regions[r].id]
                result.regions[r].outcome = .measured(measurement)
            }
            report.images[index].outcome = .decoded(result)
            screens[index].audit = report.images[index]
        }
        return report
    }
}
