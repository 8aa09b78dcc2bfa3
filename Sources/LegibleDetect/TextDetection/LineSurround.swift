import LegiblePixels

/// The background just around a line, from the one-pixel frame a quarter of the line's height
/// outside its ink (at least 2 px), clipped to the image: its median colour, and how much it
/// varies (the largest spread between the 10th and 90th percentiles of a channel), which is
/// small over flat fills and large over photos and gradients.
struct LineSurround {
    var colour: RGB8
    var spread: Int

    /// The frame lies `pad` px outside the box (by default a quarter of its height, at least 2 px).
    init(around ink: PixelRect, in planes: [DetectPlane], pad: Int? = nil) {
        let w = planes[0].width, h = planes[0].height
        let pad = pad ?? max(2, ink.height / 4)
        let x0 = max(0, ink.x - pad), y0 = max(0, ink.y - pad)
        let x1 = min(w - 1, ink.maxX + pad), y1 = min(h - 1, ink.maxY + pad)
        var spread = 0
        let medians = planes.map { plane -> UInt8 in
            var frame: [UInt8] = []
            frame.reserveCapacity(2 * (x1 - x0 + y1 - y0 + 2))
            for x in x0...x1 { frame.append(plane[x, y0]); frame.append(plane[x, y1]) }
            for y in y0...y1 { frame.append(plane[x0, y]); frame.append(plane[x1, y]) }
            frame.sort()
            spread = max(spread, Int(frame[frame.count * 9 / 10]) - Int(frame[frame.count / 10]))
            return frame[frame.count / 2]
        }
        colour = RGB8(r: medians[0], g: medians[1], b: medians[2])
        self.spread = spread
    }

    /// The largest channel difference between two colours (8-bit levels).
    static func difference(_ a: RGB8, _ b: RGB8) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
    }
}
