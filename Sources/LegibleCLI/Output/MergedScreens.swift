import LegibleAudit
import LegibleImageIO
import LegiblePixels
import LegibleReport

/// The screens behind a merged report, for the HTML report's crops, one at a time as the merge
/// reads them: each screen's manifest read again (for its backdrop), its screenshot checked for
/// (a merge run away from the screenshots says so instead of writing a report without
/// pictures), and what a JSON report does not keep found again from the pixels — only for the
/// screens whose crops the report draws.
struct MergedScreens {
    private let options: AuditOptions
    private let auditor: Auditor
    /// The manifest read last: a manifest's screens come one after another.
    private var lastManifest: (path: String, manifest: Manifest?)?

    init(options: AuditOptions) {
        self.options = options
        auditor = Auditor(options: options)
    }

    /// One screen of the merge: its manifest's screen, what its crops are drawn from, and a
    /// message when its screenshot cannot be read.
    struct Found {
        var screen: AuditedScreen
        var pictures: ScreenPictures?
        var problem: String?
    }

    /// `image` with its manifest's screen and, where its crops are shown, what they are drawn
    /// from: the screenshot and the layers its suggestions and Smart Invert plans need.
    mutating func screen(for image: ImageAudit) -> Found {
        // Only screens with a region that needs attention get crops.
        guard image.decoded != nil, image.regions.contains(where: { $0.status != .pass }) else {
            return Found(screen: AuditedScreen(audit: image, screen: nil))
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
            return Found(screen: AuditedScreen(audit: image, screen: nil), problem: problem)
        }
        return Found(screen: AuditedScreen(audit: image, screen: screen), pictures: pictures(image, screen: screen),
                     problem: problem)
    }

    /// The screenshot, decoded once when a crop is first drawn, and the layers found from it.
    private func pictures(_ image: ImageAudit, screen: Screen) -> ScreenPictures {
        let limits = ImageLimits(maxPixels: options.maxPixels)
        // Set by the decode, which ScreenPictures always runs before it asks for the layers.
        var lossy = false
        return ScreenPictures(
            raster: {
                guard let decoded = try? ImageDecoder.decode(path: image.path, limits: limits) else { return nil }
                lossy = decoded.format == .jpeg
                var raster = decoded.raster
                _ = raster.composite(over: screen.backdrop)
                return raster
            },
            layers: { [auditor] raster in Self.layers(image, screen: screen, raster: raster, lossy: lossy, auditor: auditor) })
    }

    /// The layers the suggestions are drawn through (the text mask and ring: a JSON report keeps
    /// what was suggested, not those) and the inversion plans of a screen with media, found
    /// again from the screenshot, which gives the same mask and ring.
    private static func layers(_ image: ImageAudit, screen: Screen, raster: Raster, lossy: Bool,
                               auditor: Auditor) -> CropLayers {
        let regions = image.regions
        let ids = Set(regions.filter { $0.measurement?.suggestions != nil }.map(\.id))
        var layers = CropLayers(suggestions: [:], inversionPlans: [])
        if !ids.isEmpty {
            let byID = Dictionary(auditor.suggestionLayers(raster: raster, screen: screen, ids: ids, lossy: lossy),
                                  uniquingKeysWith: { first, _ in first })
            for (index, region) in regions.enumerated() where region.measurement?.suggestions != nil {
                layers.suggestions[index] = byID[region.id]
            }
        }
        if !screen.mediaRegions.isEmpty || screen.regions.contains(where: \.media) {
            let plans = Dictionary(auditor.inversionPlans(raster: raster, screen: screen, media: screen.mediaBoxes, lossy: lossy),
                                   uniquingKeysWith: { first, _ in first })
            layers.inversionPlans = regions.compactMap { plans[$0.id] }
        }
        return layers
    }
}
