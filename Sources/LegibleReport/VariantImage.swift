import LegibleAudit
import LegibleColour
import LegiblePixels

/// A screenshot as seen under a variant: the same `ColourTransform` the audit measures with, so
/// previews show exactly the pixels that were judged.
enum VariantImage {
    /// A transformed copy. Smart Invert leaves `mediaRegions` (photos, video) alone, as iOS does,
    /// and follows the regions' `plans` (labels over media invert, `"media": true` boxes stay):
    /// `SmartInvertPicture`. `origin` is where the raster's corner lies in the screenshot (a
    /// crop's); regions and plans are in the screenshot's pixels.
    static func render(_ raster: Raster, as variant: Variant, severity: Double, mediaRegions: [PixelRect] = [],
                       plans: [InversionPlan] = [], origin: PixelPoint = PixelPoint(x: 0, y: 0)) -> Raster {
        var out = raster
        guard variant != .original else { return out }
        if variant == .smartInvert {
            SmartInvertPicture.apply(to: &out, origin: origin, media: mediaRegions, plans: plans)
        } else {
            ColourTransform(variant, severity: severity).apply(to: &out, in: nil)
        }
        return out
    }
}
