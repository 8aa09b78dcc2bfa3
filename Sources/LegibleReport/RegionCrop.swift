import LegibleAudit
import LegibleColour
import LegiblePixels

/// A zoomed picture of one region for the HTML report: the box plus a margin of context,
/// optionally as seen under a variant, enlarged nearest-neighbour (real pixels, no smoothing) —
/// or, for very large regions, shrunk — with the box edge dashed and the worst point circled.
struct RegionCrop: Sendable {
    /// The part of the screenshot shown: the box and a margin, clipped to the image.
    let rect: PixelRect
    /// The box being judged.
    let box: PixelRect

    init(box: PixelRect, imageBounds: PixelRect) {
        self.box = box
        let margin = max(8, min(box.width, box.height) / 3)
        rect = PixelRect(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin,
                         height: box.height + 2 * margin).intersection(imageBounds)
    }

    /// How much to scale the crop: a whole-number zoom that brings it to about `targetWidth`
    /// pixels wide (at most `maxHeight` tall, at most `maxZoom`×), or — for crops more than
    /// `shrinkBeyond` times the target — a fraction that shrinks it to the target, so a full-width
    /// banner does not put megapixels into the page.
    func scale(targetWidth: Int, maxHeight: Int = 420, maxZoom: Int = 10, shrinkBeyond: Double = 2) -> Double {
        guard !rect.isEmpty else { return 1 }
        let wide = Double(targetWidth) / Double(rect.width)
        let tall = Double(maxHeight) / Double(rect.height)
        let fit = min(wide, tall)
        if fit * shrinkBeyond < 1 { return fit }
        // Rounded, not floored: a 314 px crop at a 560 px target is better at 2× (CSS fits it) than 1×.
        return Double(max(1, min(maxZoom, Int(wide.rounded()), Int(tall.rounded()))))
    }

    /// The crop, transformed for `variant` (Smart Invert sparing `mediaRegions` and following the
    /// regions' `plans`, in image pixels), scaled (`scale(…)`), marked: the box edge dashed and
    /// the worst point circled.
    func render(from raster: Raster, variant: Variant, severity: Double, scale: Double, worstPoint: PixelPoint?,
                mediaRegions: [PixelRect] = [], plans: [InversionPlan] = []) -> Raster {
        let crop = VariantImage.render(raster.cropped(to: rect), as: variant, severity: severity, mediaRegions: mediaRegions,
                                       plans: plans, origin: PixelPoint(x: rect.x, y: rect.y))
        let scaled = scale >= 1
            ? RasterScaling.nearest(crop, factor: Int(scale))
            : RasterScaling.fitting(crop, maxWidth: max(1, Int((Double(crop.width) * scale).rounded())),
                                    maxHeight: max(1, Int((Double(crop.height) * scale).rounded())))
        var canvas = Canvas(scaled)
        let fx = Double(scaled.width) / Double(max(1, crop.width)), fy = Double(scaled.height) / Double(max(1, crop.height))
        let white = RGBA8(r: 255, g: 255, b: 255), black = RGBA8(r: 0, g: 0, b: 0)
        // The box edge as black-and-white dashes, just outside the box: visible on any colour.
        let x0 = Int((Double(box.x - rect.x) * fx).rounded()), y0 = Int((Double(box.y - rect.y) * fy).rounded())
        let x1 = Int((Double(box.maxX - rect.x) * fx).rounded()), y1 = Int((Double(box.maxY - rect.y) * fy).rounded())
        let scaledBox = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        canvas.outline(scaledBox, thickness: 1, colour: white)
        canvas.outline(scaledBox, thickness: 1, colour: black, dash: 4)
        let zoom = max(1, Int(scale))
        if let p = worstPoint, rect.contains(x: p.x, y: p.y) {
            // The centre of the worst pixel in scaled coordinates.
            let cx = Int((Double(p.x - rect.x) + 0.5) * fx), cy = Int((Double(p.y - rect.y) + 0.5) * fy)
            let radius = max(7, 2 * zoom)
            // A dark ring with a light core, plus ticks, so the mark shows on light and dark.
            canvas.ring(centreX: cx, centreY: cy, radius: radius, thickness: 5, colour: black)
            canvas.ring(centreX: cx, centreY: cy, radius: radius, thickness: 2, colour: white)
            let tick = radius / 2 + 4
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let start = radius + 3
                let rect = dx != 0
                    ? PixelRect(x: dx > 0 ? cx + start : cx - start - tick, y: cy - 2, width: tick, height: 5)
                    : PixelRect(x: cx - 2, y: dy > 0 ? cy + start : cy - start - tick, width: 5, height: tick)
                canvas.fill(rect, with: black)
                let core = dx != 0
                    ? PixelRect(x: rect.x + 1, y: cy - 1, width: tick - 2, height: 2)
                    : PixelRect(x: cx - 1, y: rect.y + 1, width: 2, height: tick - 2)
                canvas.fill(core, with: white)
            }
        }
        return canvas.raster
    }
}
