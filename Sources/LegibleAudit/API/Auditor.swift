import LegibleColour
import LegibleImageIO
import LegiblePixels

/// The library entry point: manifests or rasters in, per-region results out.
///
/// ```swift
/// let auditor = Auditor(options: AuditOptions(variants: Variant.defaultSet))
/// let images = auditor.audit(manifestAt: "Samples/checkout.json")
/// ```
public struct Auditor: Sendable {
    public var options: AuditOptions

    public init(options: AuditOptions = AuditOptions()) {
        self.options = options
    }

    /// Audits every screen of a manifest file. Unreadable manifests and images do not throw:
    /// they come back as an `ImageAudit` whose `error` says what is wrong and how to fix it.
    public func audit(manifestAt path: String) -> [ImageAudit] {
        do {
            let manifest = try Manifest.load(path: path)
            return audit(manifest: manifest)
        } catch {
            return [ImageAudit(path: path, manifestPath: path, error: error.description)]
        }
    }

    /// Audits every screen of a parsed manifest, decoding each image from disk. A box outside its
    /// image costs only that region: it is listed in `ImageAudit.regionErrors` and every other
    /// region of the screen is still measured.
    public func audit(manifest: Manifest) -> [ImageAudit] {
        manifest.screens.map { screen in
            let imagePath = manifest.imagePath(of: screen)
            var audit = ImageAudit(path: imagePath, manifestPath: manifest.path, screenName: screen.name)
            audit.mediaRegions = screen.mediaBoxes
            do {
                let decoded = try ImageDecoder.decode(path: imagePath, limits: ImageLimits(maxPixels: options.maxPixels))
                audit.width = decoded.raster.width
                audit.height = decoded.raster.height
                audit.colourSpace = decoded.colourSpace.description
                audit.warnings = decoded.warnings
                let (inside, outside) = screen.partitionedByBounds(
                    imageWidth: decoded.raster.width, imageHeight: decoded.raster.height, file: manifest.path)
                audit.regionErrors = outside.map(RegionError.init)
                var raster = decoded.raster
                // Without an alpha channel or tRNS colour every pixel is opaque: nothing to scan.
                audit.alphaComposited = decoded.hadAlpha && raster.composite(over: screen.backdrop)
                audit.regions = measure(raster: raster, screen: inside, lossy: decoded.format == .jpeg)
            } catch let error as ImageError {
                audit.error = error.description
            } catch {
                audit.error = "\(imagePath): \(error)"
            }
            return audit
        }
    }

    /// Measures the regions of one screen on an already decoded raster. Pixels with alpha < 255
    /// are composited over the screen's backdrop first; boxes are clipped to the raster.
    public func audit(raster: Raster, screen: Screen) -> [RegionResult] {
        // Screenshots are nearly always opaque: then measure the caller's pixels without a copy.
        // Measurement reads nothing outside a region's box, so each region finds out about its
        // own box while copying it.
        let measurer = RegionMeasurer(options: options, mediaRects: screen.mediaBoxes)
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

    private func measure(raster: Raster, screen: Screen, lossy: Bool = false) -> [RegionResult] {
        let measurer = RegionMeasurer(options: options, mediaRects: screen.mediaBoxes, lossy: lossy)
        let scale = screen.scale
        return BatchScheduler.map(screen.regions, jobs: options.regionJobs) { measurer.measure($0, scale: scale, in: raster) }
    }
}
