import LegibleAudit
import LegibleImageIO
import LegiblePixels

/// The pixels an audit measured, decoded again for previews and HTML crops: the auditor does
/// not keep rasters, so that a batch of thousands does not hold every image in memory.
enum ScreenRaster {
    /// The decoded, upright, sRGB raster composited over the screen's backdrop.
    static func load(_ screen: AuditedScreen, maxPixels: Int) throws(ImageError) -> Raster {
        var raster = try ImageDecoder.decode(path: screen.audit.path, limits: ImageLimits(maxPixels: maxPixels)).raster
        _ = raster.composite(over: screen.screen?.backdrop ?? RGB8(grey: 255))
        return raster
    }

    /// The screen's media regions in image pixels (smart invert leaves them alone).
    static func mediaRects(_ screen: AuditedScreen) -> [PixelRect] {
        guard let screen = screen.screen else { return [] }
        return screen.mediaBoxes
    }
}
