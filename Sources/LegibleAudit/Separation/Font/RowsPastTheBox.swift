import LegiblePixels

/// The image's rows just above and just below a box, over the box's columns: whether ink on the
/// box's top or bottom row goes on past it (a box that cuts its glyphs) or stops there (a box
/// exact to its glyphs), which the font check asks (`TextSeparator.checkedFont`).
struct RowsPastTheBox: Sendable, Equatable {
    /// The row above the box, one packed colour per box column; empty at the image's top.
    var above: [UInt32]
    /// The row below the box; empty at the image's bottom.
    var below: [UInt32]

    init(above: [UInt32], below: [UInt32]) {
        (self.above, self.below) = (above, below)
    }

    /// The rows around `box` (clipped to the image) read from `raster`.
    init(around box: PixelRect, in raster: RasterView) {
        let r = box.intersection(raster.bounds)
        above = r.area > 0 && r.y > 0 ? Self.row(r.y - 1, of: r, in: raster) : []
        below = r.area > 0 && r.maxY < raster.height ? Self.row(r.maxY, of: r, in: raster) : []
    }

    private static func row(_ y: Int, of r: PixelRect, in raster: RasterView) -> [UInt32] {
        (r.x..<r.maxX).map { x in raster.packedRGB(x: x, y: y) }
    }

    /// Whether the ink of window row `row` of `mask` goes on into `past`, the image row beyond the
    /// box (`columnOffset`: the window's first column in box columns): whether a pixel past the box
    /// beside one of the row's mask pixels (straight on or diagonally: a slanted stroke) is nearer
    /// `text` than `page`. One suffices: an exact box has none past it, and a box cut through
    /// x-height letters may cut only the ascenders. Without a row past the box (the image's edge)
    /// the ink may go on: the box cuts what the image cut.
    static func inkGoesOn(_ mask: TextMask, row: Int, width w: Int, into past: [UInt32], columnOffset: Int,
                          text: UInt32, page: UInt32) -> Bool {
        guard !past.isEmpty else { return true }
        for c in 0..<w where mask.pixels[row &* w &+ c] {
            let centre = c &+ columnOffset
            for k in max(0, centre &- 1)...min(past.count &- 1, centre &+ 1) {
                let beyond = past[k]
                if colourDistanceSquared(beyond, text) < colourDistanceSquared(beyond, page) { return true }
            }
        }
        return false
    }
}
