@testable import LegibleAudit
import LegiblePixels

/// A caption drawn exactly over a 240×60 field of colours, then given up to 6 levels of noise in
/// each channel, as compression leaves (no colour repeats as a drawn one does), and measured as a
/// JPEG's pixels are (`lossy: true`); the truth is `EdgeDetailTests.truth` over the clean field.
struct CaptionOverField {
    var caption: String
    var cell: Double
    var text: RGB8
    /// Rows of the field under the caption.
    var field: [[RGB8]]

    /// The true and the measured worst-case WCAG ratio of the caption drawn at (12, 16), in a box
    /// `margin.x` and `margin.y` from the image's corner and `margin.w` and `margin.h` larger than
    /// the caption. `random` makes the noise.
    func ratios(margin: (x: Int, y: Int, w: Int, h: Int), image: String,
                random: inout SeededRandom) throws -> (truth: Double, measured: Double) {
        let clean = field
        let painter = SyntheticScreen(width: 240, height: 60, background: { x, y in clean[y][x] })
        var raster = painter.render(text: caption, colour: text, x: 12, y: 16, cell: cell)
        for y in 0..<60 { for x in 0..<240 {
            let p = raster[x, y]
            func moved(_ v: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(v) + random.next(13) - 6))) }
            raster[x, y] = RGBA8(r: moved(p.r), g: moved(p.g), b: moved(p.b))
        } }
        let size = SyntheticScreen.size(of: caption, cell: cell)
        let box = (x: margin.x, y: margin.y, w: Int(size.width.rounded(.up)) + margin.w,
                   h: Int(size.height.rounded(.up)) + margin.h)
        let truth = EdgeDetailTests.truth(text: text, clean: clean, coverage: { x, y in
            painter.coverage(text: caption, x: 12, y: 16, cell: cell, inset: 0.15, px: x, py: y)
        }, box: box)
        let region = Region(id: "label", x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h),
                            fontSize: 18)
        let result = Auditor(options: AuditOptions(variants: [.original]))
            .audit(raster: raster, screen: Screen(image: image, regions: [region]), lossy: true)[0]
        struct Unmeasured: Error {}
        guard let measured = result.original?.wcag.ratio else { throw Unmeasured() }
        return (truth, measured)
    }
}
