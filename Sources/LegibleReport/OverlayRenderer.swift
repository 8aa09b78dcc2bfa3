import LegibleAudit
import LegibleColour
import LegiblePixels

/// Draws every region's box onto a screenshot with a line style and label that say its status
/// without relying on colour: failures get a thick solid line and a `FAIL` label, indeterminate
/// regions a dashed line and `????`, passes a thin line and `PASS`; labels carry the id and the
/// worst-case ratio. Each line has a dark edge so it shows on light and dark screens alike.
enum OverlayRenderer {
    /// What one box looks like.
    struct Style {
        var word: String
        var thickness: Int
        var dash: Int?
        var colour: RGBA8
        var labelText: RGBA8
    }

    static func style(for status: Status, scale s: Int) -> Style {
        switch status {
        case .fail:
            Style(word: "FAIL", thickness: 3 * s, dash: nil, colour: RGBA8(r: 0xD7, g: 0x00, b: 0x2A),
                  labelText: RGBA8(r: 255, g: 255, b: 255))
        case .indeterminate:
            Style(word: "????", thickness: 2 * s, dash: 5 * s, colour: RGBA8(r: 0xFF, g: 0xB0, b: 0x00),
                  labelText: RGBA8(r: 0, g: 0, b: 0))
        case .pass:
            Style(word: "PASS", thickness: s, dash: nil, colour: RGBA8(r: 0x00, g: 0xA6, b: 0x51),
                  labelText: RGBA8(r: 0, g: 0, b: 0))
        }
    }

    /// Line and label scale for an image: 1 up to 720 px on the short side, then one more per 360 px,
    /// so labels stay legible on @3x phone screenshots.
    static func scale(width: Int, height: Int) -> Int {
        max(1, min(width, height) / 360)
    }

    /// The screenshot with the audit's boxes drawn on it. With `variant`, each region is judged by
    /// its measurement under that variant (for contact sheets); otherwise by its gated status.
    /// `scale` overrides the line and label scale; `labels: false` draws lines only (for
    /// thumbnails, where text would be illegible). Labels give the figure of `metric`, the one
    /// the run gates on.
    static func render(_ raster: Raster, audit: ImageAudit, variant: Variant? = nil, scale: Int? = nil,
                       labels: Bool = true, metric: Metric = .wcag) -> Raster {
        let s = scale ?? self.scale(width: raster.width, height: raster.height)
        var canvas = Canvas(raster)
        let edge = RGBA8(r: 0, g: 0, b: 0)
        let items: [(RegionResult, Status, VariantMeasurement?)] = audit.regions.map { region in
            guard let variant else { return (region, region.status, region.original) }
            guard let m = region.variant(variant) else { return (region, .indeterminate, nil) }
            return (region, m.pass ? .pass : .fail, m)
        }
        // Failures last, so their lines and labels are on top.
        let order: [Status] = [.pass, .indeterminate, .fail]
        var placed: [PixelRect] = []
        let boxes = audit.regions.map(\.box)
        for status in order {
            for (region, itemStatus, measurement) in items where itemStatus == status {
                let st = style(for: status, scale: s)
                canvas.outline(region.box, thickness: st.thickness + s, colour: edge, dash: st.dash)
                canvas.outline(region.box, thickness: st.thickness, colour: st.colour, dash: st.dash)
                guard labels else { continue }
                let text = label(st.word, id: region.id, measurement: measurement, metric: metric)
                placed.append(placeLabel(text, near: region.box, gap: st.thickness + s, style: st, scale: s, edge: edge,
                                         avoiding: placed, covering: boxes, on: &canvas))
            }
        }
        return canvas.raster
    }

    /// `FAIL title 2.41:1`: the status word, the id and the measurement's figure under `metric`.
    static func label(_ word: String, id: String, measurement: VariantMeasurement?, metric: Metric) -> String {
        guard let m = measurement else { return "\(word) \(id)" }
        return "\(word) \(id) " + RegionFinding.figures(wcag: m.wcag, apca: m.apca, metric: metric)
    }

    /// Above the box when there is room, else below, else inside its top or bottom edge, each
    /// aligned with the box's left edge or else its right one: of these, on the image and covering
    /// no label already drawn, the one that covers the least of the regions' boxes (text, its own
    /// included; the first of equals); when all cover a label, the first on the image. Returns the
    /// rectangle used.
    private static func placeLabel(_ text: String, near box: PixelRect, gap: Int, style: Style, scale s: Int,
                                   edge: RGBA8, avoiding placed: [PixelRect], covering boxes: [PixelRect],
                                   on canvas: inout Canvas) -> PixelRect {
        let size = Canvas.labelSize(text, scale: s)
        let bounds = canvas.raster.bounds
        let x = (box.x - gap).clamped(s, max(s, bounds.maxX - size.width - s))
        // Right-aligned, a label under a short line of text can clear the next line's start.
        let rightX = (box.maxX + gap - size.width).clamped(s, max(s, bounds.maxX - size.width - s))
        let candidates = [box.y - gap - size.height, box.maxY + gap, box.y, box.maxY - size.height]
            .flatMap { y in [x, rightX].map { PixelRect(x: $0 - s, y: y - s, width: size.width + 2 * s, height: size.height + 2 * s) } }
            .filter { bounds.contains($0) }
        // Of the places that cover no label, the one covering the least text (the first of equals).
        func coveredText(_ candidate: PixelRect) -> Int { boxes.reduce(0) { $0 + $1.intersection(candidate).area } }
        let free = candidates.filter { candidate in placed.allSatisfy { $0.intersection(candidate).isEmpty } }
            .min { coveredText($0) < coveredText($1) }
        let plate = free ?? candidates.first ?? PixelRect(x: x - s, y: box.y - s, width: size.width + 2 * s, height: size.height + 2 * s)
        canvas.fill(plate, with: edge)
        canvas.label(text, x: plate.x + s, y: plate.y + s, scale: s, textColour: style.labelText, plate: style.colour)
        return plate
    }
}
