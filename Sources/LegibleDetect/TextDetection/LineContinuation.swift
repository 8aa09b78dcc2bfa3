import LegiblePixels

/// Over a photo a line is sometimes found only in part: one word where the photo is even, the
/// rest lost where it is not. Such a box holds real marks, often failing ones, but not the
/// whole line, and its report should say so. The line continues when, in a window as wide as
/// the line is tall, half a line height to its left or right, a share of the columns hold
/// pixels of the ink's colour as the line's own columns do.
enum LineContinuation {
    /// The lines, each marked `partOfLine` when its ink continues beside its box.
    static func noted(_ lines: [DetectedLine], in planes: [DetectPlane], options: TextDetectorOptions) -> [DetectedLine] {
        lines.map { line in
            var line = line
            line.partOfLine = continues(line, in: planes, options: options)
            return line
        }
    }

    static func continues(_ line: DetectedLine, in planes: [DetectPlane], options: TextDetectorOptions) -> Bool {
        let ink = line.ink, gap = ink.height / 2
        let left = inkColumns(line, from: ink.x - gap - ink.height, to: ink.x - gap, in: planes, options: options)
        let right = inkColumns(line, from: ink.maxX + gap, to: ink.maxX + gap + ink.height, in: planes, options: options)
        return max(left, right) >= options.continuationColumns
    }

    /// The share of the columns `x0..<x1` (clipped to the image) beside the line, over its rows,
    /// that hold at least a tenth of a column of pixels near its ink colour (within
    /// `continuationColour` × its contrast).
    static func inkColumns(_ line: DetectedLine, from x0: Int, to x1: Int, in planes: [DetectPlane],
                           options: TextDetectorOptions) -> Double {
        let xa = max(0, x0), xb = min(planes[0].width, x1)
        let ya = max(0, line.ink.y), yb = min(planes[0].height, line.ink.maxY)
        guard xb > xa, yb > ya else { return 0 }
        let near = options.continuationColour * Double(line.contrast)
        let floor = max(1, Double(yb - ya) / 10)
        var columns = 0
        for x in xa..<xb {
            var count = 0
            for y in ya..<yb {
                let pixel = RGB8(r: planes[0][x, y], g: planes[1][x, y], b: planes[2][x, y])
                if Double(LineSurround.difference(pixel, line.inkColour)) <= near { count += 1 }
            }
            if Double(count) >= floor { columns += 1 }
        }
        return Double(columns) / Double(xb - xa)
    }
}
