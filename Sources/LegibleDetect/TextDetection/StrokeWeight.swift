import LegiblePixels

/// Estimates a line's font weight from its strokes: bold strokes are about 0.12 of the em wide,
/// regular ones about 0.07 (DejaVu and Liberation alike), whatever the size.
///
/// The stroke width is measured at full size in the channel where the ink differs most from
/// its surroundings: the ink box is split at the level halfway between the two colours, and
/// the width of the ink is twice its area over its outline (for a stroke of length L and
/// width w: area L·w, outline about 2L). Anti-aliasing moves the outline but not the halfway
/// area much, so the width holds from 10 px text up.
enum StrokeWeight {
    /// 700 when the line's strokes (`strokeWidth`, measured) are as wide as bold ones and the
    /// background is even enough that the halfway split finds only ink (over photos and
    /// gradients background pixels fall on the ink's side and widen the strokes; reading such
    /// text as regular only applies the stricter threshold); else 400.
    static func fontWeight(of line: DetectedLine, options: TextDetectorOptions) -> Int {
        let share = line.strokeWidth / line.fontSizePixels
        let even = Double(line.backgroundSpread) <= options.boldEvenBackground * Double(line.contrast)
        return share >= options.boldStrokeShare && even ? 700 : 400
    }

    /// Twice the ink area over its outline inside the line's ink box, in the channel where the
    /// ink and the background differ most (0 when there is no ink).
    static func strokeWidth(of line: DetectedLine, in planes: [DetectPlane]) -> Double {
        let ink: [Int] = [Int(line.inkColour.r), Int(line.inkColour.g), Int(line.inkColour.b)]
        let ground: [Int] = [Int(line.background.r), Int(line.background.g), Int(line.background.b)]
        let gaps: [Int] = (0..<3).map { abs(ink[$0] - ground[$0]) }
        let channel = gaps.firstIndex(of: gaps.max()!)!
        let halfway = (ink[channel] + ground[channel]) / 2
        let darker = ink[channel] < ground[channel]
        let plane = planes[channel], box = line.ink
        let x0 = max(0, box.x), y0 = max(0, box.y)
        let x1 = min(plane.width, box.maxX), y1 = min(plane.height, box.maxY)
        guard x1 > x0, y1 > y0 else { return 0 }
        func isInk(_ x: Int, _ y: Int) -> Bool {
            let value = Int(plane[x, y])
            return darker ? value < halfway : value > halfway
        }
        var area = 0, outline = 0
        for y in y0..<y1 {
            for x in x0..<x1 where isInk(x, y) {
                area += 1
                // Each side of an ink pixel that meets background (or the box's edge) is outline.
                if x == x0 || !isInk(x - 1, y) { outline += 1 }
                if x + 1 == x1 || !isInk(x + 1, y) { outline += 1 }
                if y == y0 || !isInk(x, y - 1) { outline += 1 }
                if y + 1 == y1 || !isInk(x, y + 1) { outline += 1 }
            }
        }
        return outline > 0 ? 2 * Double(area) / Double(outline) : 0
    }
}
