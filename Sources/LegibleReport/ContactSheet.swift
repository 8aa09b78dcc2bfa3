import LegibleAudit
import LegibleColour
import LegiblePixels

/// All variants of a screenshot side by side, scaled down and labelled, each with its boxes
/// outlined by that variant's own verdicts: one picture that shows which regions break for whom.
///
/// Built in two steps so a caller never holds every full-size variant at once: make each
/// `Tile` while its variant image is at hand, then lay the tiles out.
enum ContactSheet {
    static let background = RGBA8(r: 0x30, g: 0x30, b: 0x30)
    static let ink = RGBA8(r: 0xF2, g: 0xF2, b: 0xF2)
    static let maxTileWidth = 360
    static let maxTileHeight = 780

    /// One variant, scaled down, with its caption.
    struct Tile: Sendable {
        var variant: Variant
        var thumbnail: Raster
        /// `FAIL 2  PASS 3  ???? 1` under this variant.
        var counts: String
    }

    /// A thumbnail of a full-size variant image with the regions outlined by their verdicts under it.
    static func tile(_ raster: Raster, variant: Variant, audit: ImageAudit,
                     maxWidth: Int = maxTileWidth, maxHeight: Int = maxTileHeight) -> Tile {
        let fit = min(1, min(Double(maxWidth) / Double(max(1, raster.width)), Double(maxHeight) / Double(max(1, raster.height))))
        // Lines drawn at full size must survive the shrink: thicken them by the inverse factor.
        let lineScale = max(1, Int((1 / fit).rounded(.up)))
        let marked = OverlayRenderer.render(raster, audit: audit, variant: variant, scale: lineScale, labels: false)
        let measured = audit.regions.map { $0.variant(variant) }
        let failed = measured.filter { $0.map { !$0.pass } ?? false }.count
        let passed = measured.filter { $0?.pass ?? false }.count
        var counts = "FAIL \(failed)  PASS \(passed)"
        if measured.count > failed + passed { counts += "  ???? \(measured.count - failed - passed)" }
        return Tile(variant: variant, thumbnail: RasterScaling.fitting(marked, maxWidth: maxWidth, maxHeight: maxHeight),
                    counts: counts)
    }

    /// The tiles in a row under a title, each captioned with its variant name and counts.
    static func render(title: String, tiles: [Tile]) -> Raster {
        guard !tiles.isEmpty else { return Raster(width: 1, height: 1, fill: background) }
        let text = 2, gap = 16, margin = 16
        let line = (BitmapFont.lineHeight + 3) * text
        // A column as wide as its widest thumbnail or caption: a count line wider than a narrow
        // thumbnail would otherwise run into the next variant's.
        let tileWidth = tiles.map { tile in
            max(tile.thumbnail.width, BitmapFont.size(of: tile.variant.rawValue, scale: text).width,
                BitmapFont.size(of: tile.counts, scale: text).width)
        }.max() ?? 1
        let tileHeight = tiles.map(\.thumbnail.height).max() ?? 1
        let header = line + 12
        let caption = 2 * line + 8
        let width = 2 * margin + tiles.count * tileWidth + (tiles.count - 1) * gap
        let height = 2 * margin + header + caption + tileHeight
        var canvas = Canvas(width: max(width, BitmapFont.size(of: title, scale: text).width + 2 * margin), height: height,
                            fill: background)
        BitmapFont.draw(title, x: margin, y: margin, scale: text, colour: ink, into: &canvas)
        for (index, tile) in tiles.enumerated() {
            let x = margin + index * (tileWidth + gap)
            let y = margin + header
            BitmapFont.draw(tile.variant.rawValue, x: x, y: y, scale: text, colour: ink, into: &canvas)
            BitmapFont.draw(tile.counts, x: x, y: y + line, scale: text, colour: ink, into: &canvas)
            canvas.paste(tile.thumbnail, x: x, y: y + caption)
        }
        return canvas.raster
    }
}
