import LegibleAudit
import LegibleImageIO
import LegiblePixels

/// The boxes `simulate` spares under smart-invert, in image pixels: the media regions of the
/// `--manifest` screen for the image (scaled) and every `--media` box, plus the boxes that lie
/// outside the image, which are errors the command reports after writing its PNG.
struct MediaRegions: Sendable {
    var rects: [PixelRect] = []
    /// The manifest screen's backdrop, when a manifest was given.
    var backdrop: RGB8?
    /// The manifest's screen for the image (its regions inside the image), when one was given:
    /// its labels over media and its `"media": true` regions get their Smart Invert plans.
    var screen: Screen?
    /// One error per box outside the image, naming where the box came from and the fix.
    var problems: [SimulateError] = []

    init(_ invocation: SimulateCommand.Invocation, imageWidth: Int, imageHeight: Int) throws(SimulateError) {
        if let path = invocation.manifest {
            let manifest: Manifest
            do { manifest = try Manifest.load(path: path) } catch { throw SimulateError(error.description) }
            let found = try Self.screen(showing: invocation.image, in: manifest)
            rects += found.mediaBoxes
            backdrop = found.backdrop
            // Text boxes outside the image are the audit's to report; only media boxes are
            // checked here, and the text boxes inside the image kept for their plans.
            var mediaOnly = found
            mediaOnly.regions = []
            problems += mediaOnly.boundsErrors(imageWidth: imageWidth, imageHeight: imageHeight, file: path)
                .map { SimulateError($0.description) }
            screen = found.partitionedByBounds(imageWidth: imageWidth, imageHeight: imageHeight, file: path).inside
        }
        let image = PixelRect(x: 0, y: 0, width: imageWidth, height: imageHeight)
        for rect in invocation.media {
            rects.append(rect)
            if !image.contains(rect) {
                problems.append(SimulateError(
                    "--media \(rect.x),\(rect.y),\(rect.width),\(rect.height) lies outside the \(imageWidth)×\(imageHeight) image \(invocation.image); check the box (x,y,width,height in image pixels)"))
            }
        }
    }

    /// The Smart Invert plans of the manifest screen's regions on `raster` (composited), with
    /// every box spared (the manifest's and `--media`'s) as media: `Auditor.inversionPlans`.
    func plans(on raster: Raster, severity: Double, lossy: Bool) -> [InversionPlan] {
        guard let screen else { return [] }
        return Auditor(options: AuditOptions(severity: severity))
            .inversionPlans(raster: raster, screen: screen, media: rects, lossy: lossy).map(\.plan)
    }

    /// The manifest's screen whose image is `image` (compared as absolute, resolved paths, so
    /// `./a.png` and `shots/../a.png` are the same file).
    static func screen(showing image: String, in manifest: Manifest) throws(SimulateError) -> Screen {
        let wanted = canonical(image)
        if let screen = manifest.screens.first(where: { canonical(manifest.imagePath(of: $0)) == wanted }) {
            return screen
        }
        let named = manifest.screens.map { manifest.imagePath(of: $0) }.joined(separator: ", ")
        throw SimulateError("\(manifest.path) has no screen for \(image) (it describes \(named)); pass the image the manifest names, or give the boxes with --media x,y,w,h")
    }

    private static func canonical(_ path: String) -> String {
        FileSystem.resolved(path)
    }
}
