import LegibleAudit
import LegibleColor
import LegiblePixels

/// All variants of a screenshot side by side, scaled down and labelled, each with its boxes
/// outlined by that variant's own verdicts: one picture that shows which regions break for whom.
enum ContactSheet {
    static let background = RGBA8(r: 0x30, g: 0x30, b: 0x30)
    static let ink = RGBA8(r: 0xF2, g: 0xF2, b: 0xF2)

    /// - Parameters:
    ///   - tiles: the variant images, full size, in the order to show them (`original` first).
    ///   - maxTile: the largest a thumbnail may be; thumbnails keep the screenshot's aspect ratio.
    static func render(title: String, tiles: [(variant: Variant, raster: Raster)], audit: ImageAudit,
                       maxTileWidth: Int = 360, maxTileHeight: Int = 780) -> Raster {
        guard let first = tiles.first?.raster else { return Raster(width: 1, height: 1, fill: background) }
        let fit = min(1, min(Double(maxTileWidth) / Double(max(1, first.width)), Double(maxTileHeight) / Double(max(1, first.height))))
        // Lines drawn at full size must survive the shrink: thicken them by the inverse factor.
        let lineScale = max(1, Int((1 / fit).rounded(.up)))
        let thumbs: [(Variant, Raster, String)] = tiles.map { tile in
            let marked = OverlayRenderer.render(tile.raster, audit: audit, variant: tile.variant, scale: lineScale, labels: false)
            let measured = audit.regions.map { $0.measurement(tile.variant) }
            let failed = measured.filter { $0.map { !$0.pass } ?? false }.count
            let passed = measured.filter { $0?.pass ?? false }.count
            var counts = "FAIL \(failed)  PASS \(passed)"
            if measured.count > failed + passed { counts += "  ???? \(measured.count - failed - passed)" }
            return (tile.variant, RasterScaling.fitting(marked, maxWidth: maxTileWidth, maxHeight: maxTileHeight), counts)
        }

        let text = 2, gap = 16, margin = 16
        let line = (BitmapFont.lineHeight + 3) * text
        let tileWidth = thumbs.map(\.1.width).max() ?? 1
        let tileHeight = thumbs.map(\.1.height).max() ?? 1
        let header = line + 12
        let caption = 2 * line + 8
        let width = 2 * margin + thumbs.count * tileWidth + (thumbs.count - 1) * gap
        let height = 2 * margin + header + caption + tileHeight
        var canvas = Canvas(width: max(width, BitmapFont.size(of: title, scale: text).width + 2 * margin), height: height, fill: background)
        BitmapFont.draw(title, x: margin, y: margin, scale: text, colour: ink, into: &canvas)
        for (index, (variant, thumb, counts)) in thumbs.enumerated() {
            let x = margin + index * (tileWidth + gap)
            let y = margin + header
            BitmapFont.draw(variant.rawValue, x: x, y: y, scale: text, colour: ink, into: &canvas)
            BitmapFont.draw(counts, x: x, y: y + line, scale: text, colour: ink, into: &canvas)
            canvas.paste(thumb, x: x, y: y + caption)
        }
        return canvas.raster
    }
}
