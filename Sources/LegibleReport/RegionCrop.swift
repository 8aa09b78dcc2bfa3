import LegibleAudit
import LegibleColor
import LegiblePixels

/// A zoomed picture of one region for the HTML report: the box plus a margin of context,
/// optionally as seen under a variant, enlarged nearest-neighbour (real pixels, no smoothing),
/// with the box edge dashed and the worst point circled.
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

    /// A zoom that brings the crop to about `targetWidth` pixels wide (and at most `maxHeight`
    /// tall), from 1× (large boxes are shown as they are) to `maxZoom`×.
    func zoom(targetWidth: Int, maxHeight: Int = 420, maxZoom: Int = 10) -> Int {
        guard !rect.isEmpty else { return 1 }
        // Rounded, not floored: a 314 px crop at a 560 px target is better at 2× (CSS fits it) than 1×.
        let wide = Int((Double(targetWidth) / Double(rect.width)).rounded())
        let tall = Int((Double(maxHeight) / Double(rect.height)).rounded())
        return max(1, min(maxZoom, wide, tall))
    }

    /// The crop, transformed for `variant`, enlarged by `zoom`, marked.
    func render(from raster: Raster, variant: Variant, severity: Double, zoom: Int, worstPoint: PixelPoint?) -> Raster {
        let crop = VariantImage.render(raster.cropped(to: rect), as: variant, severity: severity)
        var canvas = Canvas(RasterScaling.nearest(crop, factor: zoom))
        let white = RGBA8(r: 255, g: 255, b: 255), black = RGBA8(r: 0, g: 0, b: 0)
        // The box edge as black-and-white dashes, just outside the box: visible on any colour.
        let zoomedBox = PixelRect(x: (box.x - rect.x) * zoom, y: (box.y - rect.y) * zoom,
                                  width: box.width * zoom, height: box.height * zoom)
        canvas.outline(zoomedBox, thickness: 1, colour: white)
        canvas.outline(zoomedBox, thickness: 1, colour: black, dash: 4)
        if let p = worstPoint, rect.contains(x: p.x, y: p.y) {
            let cx = (p.x - rect.x) * zoom + zoom / 2, cy = (p.y - rect.y) * zoom + zoom / 2
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
