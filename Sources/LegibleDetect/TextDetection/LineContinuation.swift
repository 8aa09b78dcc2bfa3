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

    /// The lines, each grown sideways, a window at a time, to the outermost column of ink of its
    /// colour in the window beside it while its ink continues there (at most
    /// `continuationSteps` windows a side), those grown into one another joined
    /// (`overlapsJoined`), then marked as `noted` marks them.
    static func extended(_ lines: [DetectedLine], in planes: [DetectPlane], options: TextDetectorOptions) -> [DetectedLine] {
        noted(overlapsJoined(lines.map { line in
            var line = line
            for _ in 0..<options.continuationSteps {
                let ink = line.ink, gap = ink.height / 2
                let right = inkColumnsBeside(line, from: ink.maxX + gap, to: ink.maxX + gap + ink.height, in: planes, options: options)
                let left = inkColumnsBeside(line, from: ink.x - gap - ink.height, to: ink.x - gap, in: planes, options: options)
                let x1 = right.share >= options.continuationColumns ? right.last.map { $0 + 1 } ?? ink.maxX : ink.maxX
                let x0 = left.share >= options.continuationColumns ? left.first ?? ink.x : ink.x
                guard x0 < ink.x || x1 > ink.maxX else { break }
                line.ink = PixelRect(x: x0, y: ink.y, width: x1 - x0, height: ink.height)
            }
            return line
        }, options: options), in: planes, options: options)
    }

    /// Lines that overlap on the same rows (often two pieces of one line, each grown over the
    /// other) are one line: each such pair, of heights within `pieceHeightRatio`, becomes their
    /// union, with the weaker contrast of the two, so the line is reported and measured once.
    static func overlapsJoined(_ lines: [DetectedLine], options: TextDetectorOptions) -> [DetectedLine] {
        PieceJoin.joinedWhile(lines) { a, b in
            let across = min(a.ink.maxX, b.ink.maxX) - max(a.ink.x, b.ink.x)
            let down = min(a.ink.maxY, b.ink.maxY) - max(a.ink.y, b.ink.y)
            let short = min(a.ink.height, b.ink.height), tall = max(a.ink.height, b.ink.height)
            guard across > 0, 2 * down >= short, Double(tall) <= options.pieceHeightRatio * Double(short) else { return nil }
            var whole = PieceJoin.union(a, b)
            whole.contrast = min(a.contrast, b.contrast)
            return whole
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
        inkColumnsBeside(line, from: x0, to: x1, in: planes, options: options).share
    }

    /// Those columns' share, and the first and last of them.
    struct InkColumns {
        var share: Double = 0
        var first: Int?, last: Int?
    }

    static func inkColumnsBeside(_ line: DetectedLine, from x0: Int, to x1: Int, in planes: [DetectPlane],
                                 options: TextDetectorOptions) -> InkColumns {
        let xa = max(0, x0), xb = min(planes[0].width, x1)
        let ya = max(0, line.ink.y), yb = min(planes[0].height, line.ink.maxY)
        guard xb > xa, yb > ya else { return InkColumns() }
        let near = options.continuationColour * Double(line.contrast)
        let floor = max(1, Double(yb - ya) / 10)
        var found = InkColumns(), columns = 0
        for x in xa..<xb {
            var count = 0
            for y in ya..<yb {
                let pixel = RGB8(r: planes[0][x, y], g: planes[1][x, y], b: planes[2][x, y])
                if Double(LineSurround.difference(pixel, line.inkColour)) <= near { count += 1 }
            }
            guard Double(count) >= floor else { continue }
            columns += 1
            found.first = found.first ?? x
            found.last = x
        }
        found.share = Double(columns) / Double(xb - xa)
        return found
    }
}
