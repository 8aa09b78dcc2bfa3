import LegibleColour
import LegiblePixels

/// A screenshot as seen under a variant: the same `ColourTransform` the audit measures with, so
/// previews show exactly the pixels that were judged.
enum VariantImage {
    /// A transformed copy. Smart invert leaves `mediaRegions` (photos, video) alone, as iOS does.
    static func render(_ raster: Raster, as variant: Variant, severity: Double, mediaRegions: [PixelRect] = []) -> Raster {
        var out = raster
        guard variant != .original else { return out }
        let transform = ColourTransform(variant, severity: severity)
        if variant == .smartInvert && !mediaRegions.isEmpty {
            transform.apply(to: &out, in: nil, excluding: mediaRegions)
        } else {
            transform.apply(to: &out, in: nil)
        }
        return out
    }
}
