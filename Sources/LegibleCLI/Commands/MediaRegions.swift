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
    /// One error per box outside the image, naming where the box came from and the fix.
    var problems: [SimulateError] = []

    init(_ invocation: SimulateCommand.Invocation, imageWidth: Int, imageHeight: Int) throws(SimulateError) {
        if let path = invocation.manifest {
            let manifest: Manifest
            do { manifest = try Manifest.load(path: path) } catch { throw SimulateError(error.description) }
            var screen = try Self.screen(showing: invocation.image, in: manifest)
            rects += screen.mediaBoxes
            backdrop = screen.backdrop
            // Text boxes do not matter here; only media boxes are checked against the image.
            screen.regions = []
            problems += screen.boundsErrors(imageWidth: imageWidth, imageHeight: imageHeight, file: path)
                .map { SimulateError($0.description) }
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
