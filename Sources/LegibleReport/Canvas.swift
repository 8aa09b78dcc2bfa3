import LegiblePixels

/// Drawing on a raster: the few primitives previews and crops need (filled rectangles, box
/// outlines, rings, pasting), all clipped to the raster so callers need not check bounds.
struct Canvas: Sendable {
    var raster: Raster

    init(_ raster: Raster) {
        self.raster = raster
    }

    init(width: Int, height: Int, fill: RGBA8) {
        raster = Raster(width: width, height: height, fill: fill)
    }

    /// Paints a rectangle, clipped to the raster.
    mutating func fill(_ rect: PixelRect, with colour: RGBA8) {
        let r = rect.intersection(raster.bounds)
        guard !r.isEmpty else { return }
        let bytesPerRow = raster.bytesPerRow
        raster.bytes.withUnsafeMutableBufferPointer { buffer in
            for y in r.y..<r.maxY {
                var o = y &* bytesPerRow &+ r.x &* 4
                for _ in 0..<r.width {
                    buffer[o] = colour.r
                    buffer[o &+ 1] = colour.g
                    buffer[o &+ 2] = colour.b
                    buffer[o &+ 3] = colour.a
                    o &+= 4
                }
            }
        }
    }

    /// A rectangular outline `thickness` pixels wide just outside `box`, so the box's own pixels
    /// (the text being judged) stay visible. A side that would fall outside the raster is drawn
    /// just inside instead. With `dash`, each side alternates `dash` pixels on and off.
    mutating func outline(_ box: PixelRect, thickness t: Int, colour: RGBA8, dash: Int? = nil) {
        guard t > 0, !box.isEmpty else { return }
        let b = raster.bounds
        let top = box.y - t >= b.y
            ? PixelRect(x: box.x - t, y: box.y - t, width: box.width + 2 * t, height: t)
            : PixelRect(x: box.x, y: box.y, width: box.width, height: t)
        let bottom = box.maxY + t <= b.maxY
            ? PixelRect(x: box.x - t, y: box.maxY, width: box.width + 2 * t, height: t)
            : PixelRect(x: box.x, y: box.maxY - t, width: box.width, height: t)
        let left = box.x - t >= b.x
            ? PixelRect(x: box.x - t, y: box.y, width: t, height: box.height)
            : PixelRect(x: box.x, y: box.y, width: t, height: box.height)
        let right = box.maxX + t <= b.maxX
            ? PixelRect(x: box.maxX, y: box.y, width: t, height: box.height)
            : PixelRect(x: box.maxX - t, y: box.y, width: t, height: box.height)
        for band in [top, bottom] { stroke(band, horizontal: true, colour: colour, dash: dash) }
        for band in [left, right] { stroke(band, horizontal: false, colour: colour, dash: dash) }
    }

    private mutating func stroke(_ band: PixelRect, horizontal: Bool, colour: RGBA8, dash: Int?) {
        guard let dash, dash > 0 else { return fill(band, with: colour) }
        let length = horizontal ? band.width : band.height
        var start = 0
        while start < length {
            let run = min(dash, length - start)
            let piece = horizontal
                ? PixelRect(x: band.x + start, y: band.y, width: run, height: band.height)
                : PixelRect(x: band.x, y: band.y + start, width: band.width, height: run)
            fill(piece, with: colour)
            start += 2 * dash
        }
    }

    /// A ring of the given radius (to the middle of the line) and thickness around a point.
    mutating func ring(centreX cx: Int, centreY cy: Int, radius: Int, thickness: Int, colour: RGBA8) {
        let outer = Double(radius) + Double(thickness) / 2
        let inner = max(0, Double(radius) - Double(thickness) / 2)
        let reach = Int(outer.rounded(.up))
        for dy in -reach...reach {
            for dx in -reach...reach {
                let d = (Double(dx * dx + dy * dy)).squareRoot()
                if d <= outer && d >= inner { fill(PixelRect(x: cx + dx, y: cy + dy, width: 1, height: 1), with: colour) }
            }
        }
    }

    /// Copies another raster in with its top-left corner at (x, y), clipped.
    mutating func paste(_ source: Raster, x: Int, y: Int) {
        let target = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(raster.bounds)
        guard !target.isEmpty else { return }
        let bytesPerRow = raster.bytesPerRow
        raster.bytes.withUnsafeMutableBufferPointer { out in
            source.bytes.withUnsafeBufferPointer { input in
                for row in target.y..<target.maxY {
                    let from = source.offset(x: target.x - x, y: row - y)
                    let to = row &* bytesPerRow &+ target.x &* 4
                    for i in 0..<(target.width &* 4) { out[to &+ i] = input[from &+ i] }
                }
            }
        }
    }

    /// A one-line label: text on a filled plate with `padding` around it; returns the plate.
    @discardableResult
    mutating func label(_ text: String, x: Int, y: Int, scale: Int, textColour: RGBA8, plate: RGBA8) -> PixelRect {
        let size = BitmapFont.size(of: text, scale: scale)
        let padding = 2 * scale
        let rect = PixelRect(x: x, y: y, width: size.width + 2 * padding, height: size.height + 2 * padding)
        fill(rect, with: plate)
        BitmapFont.draw(text, x: x + padding, y: y + padding, scale: scale, colour: textColour, into: &self)
        return rect
    }

    /// The size a `label` call would take.
    static func labelSize(_ text: String, scale: Int) -> (width: Int, height: Int) {
        let size = BitmapFont.size(of: text, scale: scale)
        return (size.width + 4 * scale, size.height + 4 * scale)
    }
}
