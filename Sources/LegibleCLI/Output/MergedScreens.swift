import LegibleAudit
import LegibleImageIO
import LegiblePixels

/// The screens behind a merged report, for the HTML report's crops, one at a time as the merge
/// reads them: each screen's manifest read again (for its backdrop), its screenshot checked for
/// (a merge run away from the screenshots says so instead of writing a report without
/// pictures), and what a JSON report does not keep measured again from the pixels.
struct MergedScreens {
    private let options: AuditOptions
    private let auditor: Auditor
    /// The manifest read last: a manifest's screens come one after another.
    private var lastManifest: (path: String, manifest: Manifest?)?

    init(options: AuditOptions) {
        self.options = options
        auditor = Auditor(options: options)
    }

    /// `image` with its manifest's screen and, where its crops are shown, its fix suggestions'
    /// layers and its regions' Smart Invert plans put back; a message when its screenshot
    /// cannot be read.
    mutating func screen(for image: ImageAudit) -> (screen: AuditedScreen, problem: String?) {
        // Only screens with a region that needs attention get crops.
        guard image.decoded != nil, image.regions.contains(where: { $0.status != .pass }) else {
            return (AuditedScreen(audit: image, screen: nil), nil)
        }
        var problem: String?
        if FileSystem.kind(of: image.path) != .file {
            problem = "\(image.path): the screenshot cannot be read, so the HTML report shows no crops of it; "
                + "run legible merge where the screenshots are (paths are relative to the folder the audit ran in)"
        }
        if lastManifest?.path != image.manifestPath {
            lastManifest = (image.manifestPath, try? Manifest.load(path: image.manifestPath))
        }
        let manifest = lastManifest?.manifest
        guard let screen = manifest?.screens.first(where: { $0.name == image.screenName }) ?? manifest?.screens.first else {
            return (AuditedScreen(audit: image, screen: nil), problem)
        }
        return (AuditedScreen(audit: remeasured(image, screen: screen), screen: screen), problem)
    }

    /// `image` with the layers its suggestions are drawn through (the text mask and ring: a
    /// JSON report keeps what was suggested, not those) and the inversion plans of a screen
    /// with media, both found again from the screenshot, which gives the same mask and ring.
    private func remeasured(_ image: ImageAudit, screen: Screen) -> ImageAudit {
        guard case .decoded(var result) = image.outcome else { return image }
        let ids = Set(result.regions.filter { $0.measurement?.suggestions.map { $0.layers == nil } ?? false }.map(\.id))
        let hasMedia = !screen.mediaRegions.isEmpty || screen.regions.contains(where: \.media)
        guard !ids.isEmpty || hasMedia,
              let decoded = try? ImageDecoder.decode(path: image.path, limits: ImageLimits(maxPixels: options.maxPixels))
        else { return image }
        var raster = decoded.raster
        _ = raster.composite(over: screen.backdrop)
        let lossy = decoded.format == .jpeg
        if !ids.isEmpty {
            let layers = Dictionary(auditor.suggestionLayers(raster: raster, screen: screen, ids: ids, lossy: lossy),
                                    uniquingKeysWith: { first, _ in first })
            for r in result.regions.indices {
                guard case .measured(var measurement) = result.regions[r].outcome, measurement.suggestions != nil else { continue }
                measurement.suggestions?.layers = layers[result.regions[r].id]
                result.regions[r].outcome = .measured(measurement)
            }
        }
        if hasMedia {
            let plans = Dictionary(auditor.inversionPlans(raster: raster, screen: screen, media: screen.mediaBoxes, lossy: lossy),
                                   uniquingKeysWith: { first, _ in first })
            for r in result.regions.indices { result.regions[r].inversion = plans[result.regions[r].id] }
        }
        var remeasured = image
        remeasured.outcome = .decoded(result)
        return remeasured
    }
}
