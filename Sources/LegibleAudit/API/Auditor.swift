import LegibleColour
import LegibleImageIO
import LegiblePixels

/// The library entry point: manifests, screens or rasters in, per-region results out.
///
/// ```swift
/// let auditor = Auditor(options: AuditOptions(variants: Variant.defaultSet))
/// let screen = Screen(image: "Screenshots/checkout.png", scale: 3, regions: [
///     Region(id: "title", x: 16, y: 60, width: 240, height: 41, text: "Checkout", fontSize: 34, fontWeight: 700),
/// ])
/// let result = try auditor.audit(screen)            // throws AuditError
/// let title = result.region("title")
/// print(title?.status, title?.original?.wcag.ratio)
/// ```
public struct Auditor: Sendable {
    /// How regions are measured and gated.
    public var options: AuditOptions
    /// Runs on the thread that measured each region of `audit(manifest:)`, as soon as it is
    /// measured (in no particular order): per-region work a caller would do afterwards, such as
    /// writing the region's part of a report, is then spread over the workers instead of
    /// waiting for the last region. Nil by default.
    public var eachRegion: (@Sendable (RegionResult, RegionPlace) -> Void)?

    public init(options: AuditOptions = AuditOptions()) {
        self.options = options
    }

    /// Audits every screen of a manifest file. Nothing throws: an unreadable manifest or image
    /// comes back as an `ImageAudit` whose outcome is `.failed` with the error that says what is
    /// wrong and how to fix it, and the other screens are still audited.
    public func audit(manifestAt path: String) -> [ImageAudit] {
        do {
            return audit(manifest: try Manifest.load(path: path))
        } catch {
            return [ImageAudit(path: path, manifestPath: path, outcome: .failed(.manifest(error)))]
        }
    }

    /// Audits every screen of a parsed manifest, decoding each image from disk (image paths are
    /// relative to the manifest's folder). A box outside its image costs only that region: it is
    /// listed in `ScreenResult.regionErrors` and every other region of the screen is measured.
    public func audit(manifest: Manifest) -> [ImageAudit] {
        manifest.screens.map { screen in
            let imagePath = manifest.imagePath(of: screen)
            let outcome: ImageOutcome
            do throws(AuditError) {
                let place = RegionPlace(imagePath: imagePath, manifestPath: manifest.path, screenName: screen.name, index: 0)
                outcome = .decoded(try audit(screen, imageAt: imagePath, namedIn: manifest.path, place: place))
            } catch {
                outcome = .failed(error)
            }
            return ImageAudit(path: imagePath, manifestPath: manifest.path, screenName: screen.name, outcome: outcome)
        }
    }

    /// Audits one screen built in code: decodes `screen.image` (a path relative to the working
    /// directory, or absolute) and measures its regions. A box outside the image is listed in
    /// `regionErrors`; every other region is measured.
    /// - Throws: `AuditError.image` when the screenshot cannot be read or decoded.
    public func audit(_ screen: Screen) throws(AuditError) -> ScreenResult {
        try audit(screen, imageAt: screen.image, namedIn: screen.image)
    }

    /// Measures the regions of one screen on an already decoded raster. Pixels with alpha < 255
    /// are composited over the screen's backdrop first; boxes are clipped to the raster.
    /// - Parameter lossy: the raster was decoded from a JPEG (`DecodedImage.format`): its
    ///   regions are separated allowing for compression artefacts, as `audit(_:)` does.
    public func audit(raster: Raster, screen: Screen, lossy: Bool = false) -> [RegionResult] {
        // Screenshots are nearly always opaque: then measure the caller's pixels without a copy.
        // Measurement reads nothing outside a region's box, so each region finds out about its
        // own box while copying it.
        let measurer = RegionMeasurer(options: options, mediaRects: screen.mediaBoxes, lossy: lossy)
        let scale = screen.scale
        let opaqueOnly = BatchScheduler.map(screen.regions, jobs: options.regionJobs) { region in
            measurer.measureIfOpaque(region, scale: scale, in: raster)
        }
        guard opaqueOnly.contains(where: { $0 == nil }) else { return opaqueOnly.map { $0! } }
        // Compositing changes translucent pixels only: the regions measured stand, the others
        // are measured on the composited copy (on all workers: an RGBA export may be all such).
        var opaque = raster
        _ = opaque.composite(over: screen.backdrop)
        let composited = opaque, regions = screen.regions
        return BatchScheduler.map(Array(regions.indices), jobs: options.regionJobs) { i in
            opaqueOnly[i] ?? measurer.measure(regions[i], scale: scale, in: composited)
        }
    }

    /// Decodes the image at `imagePath` and measures the screen's regions on it; `file` is what
    /// messages about a box outside the image name (the manifest, where the fix is); `place`,
    /// when given, is where the screen's regions belong for `eachRegion` (its index aside).
    private func audit(_ screen: Screen, imageAt imagePath: String, namedIn file: String,
                       place: RegionPlace? = nil) throws(AuditError) -> ScreenResult {
        let follow = place.flatMap { place in eachRegion.map { RegionFollowUp(place: place, body: $0) } }
        // With a core to spare, regions are measured while the rows below them are decoded.
        let overlap = options.regionJobs > 1
            ? RegionsWhileDecoding(screen: screen, options: options, file: file, follow: follow) : nil
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode(path: imagePath, limits: ImageLimits(maxPixels: options.maxPixels), rows: overlap)
        } catch .unreadable(let path, let reason) where file != imagePath {
            // A missing or unreadable screenshot is usually a wrong path in the manifest: name it.
            throw .image(.unreadable(file: path, reason: "\(reason); named as \"image\" in \(file)"))
        } catch {
            throw .image(error)
        }
        var raster = decoded.raster
        let (inside, outside) = screen.partitionedByBounds(imageWidth: raster.width, imageHeight: raster.height, file: file)
        // Without an alpha channel or tRNS colour every pixel is opaque: nothing to scan.
        let composited = decoded.hadAlpha && raster.composite(over: screen.backdrop)
        let measurer = RegionMeasurer(options: options, mediaRects: screen.mediaBoxes, lossy: decoded.format == .jpeg)
        let insideRegions = inside.regions
        let regions = overlap?.results ?? BatchScheduler.map(Array(insideRegions.indices), jobs: options.regionJobs) { [raster] i in
            let result = measurer.measure(insideRegions[i], scale: screen.scale, in: raster)
            follow?(result, index: i)
            return result
        }
        return ScreenResult(width: raster.width, height: raster.height, colourSpace: decoded.colourSpace.description,
                            alphaComposited: composited, warnings: decoded.warnings, regions: regions,
                            regionErrors: outside.map(RegionError.init), mediaRegions: screen.mediaBoxes)
    }
}
