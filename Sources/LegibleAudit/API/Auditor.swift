import LegibleColor
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
    /// they come back as an `ImageAudit` whose `error` says what is wrong.
    public func audit(manifestAt path: String) -> [ImageAudit] {
        do {
            let manifest = try Manifest.load(path: path)
            return audit(manifest: manifest)
        } catch {
            return [ImageAudit(path: path, manifestPath: path, error: error.description)]
        }
    }

    /// Audits every screen of a parsed manifest.
    public func audit(manifest: Manifest) -> [ImageAudit] {
        manifest.screens.map { screen in
            ImageAudit(path: manifest.imagePath(of: screen), manifestPath: manifest.path, screenName: screen.name,
                       error: "measurement not wired yet")
        }
    }

    /// Measures the regions of one screen on an already decoded, opaque sRGB raster.
    public func audit(raster: Raster, screen: Screen) -> [RegionResult] {
        []
    }
}
