import LegibleColour
import LegiblePixels

/// A screen, or a crop of it, as Smart Invert shows it: every pixel inverted but those inside
/// the media regions, then each region's `InversionPlan` — the glyphs of labels over media
/// inverted (their anti-aliased edge by the text's share), boxes marked `"media": true` kept.
/// The one place pictures apply the rule the audit measures by.
///
/// ```swift
/// var picture = raster
/// SmartInvertPicture.apply(to: &picture, media: result.mediaRegions, plans: result.regions.compactMap(\.inversion))
/// ```
public enum SmartInvertPicture {
    /// Transforms `raster` in place.
    /// - Parameters:
    ///   - origin: where the raster's top-left pixel lies in the screenshot (a crop's corner);
    ///     `media` and the plans are in the screenshot's pixels.
    ///   - media: the screen's media regions, in image pixels.
    ///   - plans: the regions' plans (`RegionResult.inversion`).
    public static func apply(to raster: inout Raster, origin: PixelPoint = PixelPoint(x: 0, y: 0),
                             media: [PixelRect], plans: [InversionPlan]) {
        func local(_ r: PixelRect) -> PixelRect { PixelRect(x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height) }
        var kept: [PixelRect] = [], labels: [LabelInversion] = []
        for plan in plans {
            switch plan {
            case .keepBox(let box): kept.append(local(box))
            case .invertLabel(let label): labels.append(label)
            }
        }
        // Labels change pixels from what was there: a pixel two labels share changes once.
        let original = labels.isEmpty ? Raster(width: 0, height: 0) : raster
        ColourTransform.smartInvert.apply(to: &raster, excluding: media.map(local) + kept)
        for label in labels {
            // Each label pixel moves by the text's share of the move its text colour makes:
            // a glyph pixel of the text colour becomes the inverted text colour the audit
            // measured, an edge pixel keeps the photo's share of it.
            let shift = difference(ColourTransform.smartInvert.apply(label.textColour), label.textColour)
            func change(_ x: Int, _ y: Int, share: Double) {
                guard raster.bounds.contains(x: x, y: y), raster[x, y] == original[x, y],
                      !kept.contains(where: { $0.contains(x: x, y: y) }) else { return }
                raster[x, y] = shifted(original[x, y], by: shift, share: share)
            }
            for run in label.glyphRuns {
                for x in run.x..<run.maxX { change(x - origin.x, run.y - origin.y, share: 1) }
            }
            for pixel in label.edge { change(pixel.x - origin.x, pixel.y - origin.y, share: Double(pixel.coverage) / 255) }
        }
    }

    /// `a − b` per channel.
    private static func difference(_ a: RGB8, _ b: RGB8) -> SIMD3<Double> {
        SIMD3(Double(a.r) - Double(b.r), Double(a.g) - Double(b.g), Double(a.b) - Double(b.b))
    }

    /// An edge pixel with the text's share of it inverted: `pixel + share · (T′ − T)`.
    private static func shifted(_ pixel: RGBA8, by shift: SIMD3<Double>, share: Double) -> RGBA8 {
        func channel(_ value: UInt8, _ delta: Double) -> UInt8 {
            UInt8(min(255, max(0, (Double(value) + share * delta).rounded())))
        }
        return RGBA8(r: channel(pixel.r, shift.x), g: channel(pixel.g, shift.y), b: channel(pixel.b, shift.z), a: pixel.a)
    }
}
