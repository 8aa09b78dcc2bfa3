import LegiblePixels

/// Over texture and JPEG noise, a line's components can take in blobs, ringing or the edge of a
/// fill beside the text, which makes the box too tall or too wide (and the size too large).
/// The rows and columns at the box's edges that hold (almost) no pixel of the ink's colour are
/// trimmed: a pixel counts as ink when it is nearer the ink colour than the background colour.
/// Lines found at a coarser level are trimmed over any background: their boxes are whole level
/// pixels and take in the halo that halving blurs around the glyphs. On a flat fill, a JPEG's
/// ringing — an echo of the glyphs' edges a few levels deep, in rows above and below them —
/// joins the glyphs' components; there a pixel counts as ink from `flatFillTrimReach` of the way
/// to the ink colour, so the ringing goes and the glyphs' anti-aliased rim stays.
enum InkTrim {
    /// The line with its ink box shrunk to the rows and columns that hold its ink, and its cap
    /// top and baseline kept inside.
    /// `onAFlatFill`: count pixels `flatFillTrimReach` of the way to the ink as ink, in the
    /// channel where ink and background differ most (a JPEG keeps colour at half resolution and
    /// rings in the other channels too), rather than those nearer the ink colour than the
    /// background's.
    static func trimmed(_ line: DetectedLine, in planes: [DetectPlane], options: TextDetectorOptions,
                        onAFlatFill: Bool = false) -> DetectedLine {
        let box = line.ink
        guard box.width > 0, box.height > 0 else { return line }
        let channel = LineEvidence.InkChannel(ink: line.inkColour, ground: line.background)
        let isInkPixel = { (x: Int, y: Int) -> Bool in
            guard onAFlatFill else { return isInk(x, y, line: line, planes: planes) }
            let towardsInk = channel.sign * (Int(planes[channel.index][x, y]) - channel.ground)
            return Double(towardsInk) >= options.flatFillTrimReach * Double(channel.gap)
        }
        var rows = [Int](repeating: 0, count: box.height), columns = [Int](repeating: 0, count: box.width)
        for y in 0..<box.height {
            for x in 0..<box.width where isInkPixel(box.x + x, box.y + y) {
                rows[y] += 1
                columns[x] += 1
            }
        }
        let rowFloor = max(1, Int((options.trimRowShare * Double(box.width)).rounded()))
        let columnFloor = max(1, Int((options.trimColumnShare * Double(box.height)).rounded()))
        guard let top = rows.firstIndex(where: { $0 >= rowFloor }), let bottom = rows.lastIndex(where: { $0 >= rowFloor }),
              let left = columns.firstIndex(where: { $0 >= columnFloor }),
              let right = columns.lastIndex(where: { $0 >= columnFloor }) else { return line }
        var line = line
        line.ink = PixelRect(x: box.x + left, y: box.y + top, width: right - left + 1, height: bottom - top + 1)
        line.capTop = min(max(line.capTop, line.ink.y), line.ink.maxY - 1)
        line.baseline = max(min(line.baseline, line.ink.maxY), line.capTop + 1)
        return line
    }

    /// Nearer the ink colour than the background colour (largest channel difference).
    static func isInk(_ x: Int, _ y: Int, line: DetectedLine, planes: [DetectPlane]) -> Bool {
        let pixel = RGB8(r: planes[0][x, y], g: planes[1][x, y], b: planes[2][x, y])
        return LineSurround.difference(pixel, line.inkColour) < LineSurround.difference(pixel, line.background)
    }
}
