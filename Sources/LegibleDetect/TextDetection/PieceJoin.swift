import LegiblePixels

/// Over a photo, one line of text crosses backgrounds of different colours and textures, and is
/// often found as two or three pieces: a word where the photo is even, another where it is not.
/// Pieces side by side on one baseline, of one height, polarity and ink colour, with a gap no
/// wider than the line is tall, are joined into one line and measured again; the pieces stay
/// when the joined line does not pass the checks.
enum PieceJoin {
    static func joined(_ lines: [DetectedLine], in full: [DetectPlane], options: TextDetectorOptions) -> [DetectedLine] {
        var lines = lines.sorted { $0.ink.x < $1.ink.x }
        var joinedOne = true
        while joinedOne {
            joinedOne = false
            search: for i in lines.indices {
                for j in lines.indices where j != i && continues(lines[i], with: lines[j], options: options) {
                    guard let whole = TextDetector.measured(union(lines[i], lines[j]), in: full, options: options) else { continue }
                    lines[i] = whole
                    lines.remove(at: j)
                    joinedOne = true
                    break search
                }
            }
        }
        return lines
    }

    /// Whether `b` continues `a` to its right: one baseline, one height, one polarity and one
    /// ink colour, and a gap of at most `pieceGap` × the taller one's height.
    static func continues(_ a: DetectedLine, with b: DetectedLine, options: TextDetectorOptions) -> Bool {
        guard a.darkText == b.darkText, b.ink.x >= a.ink.x else { return false }
        let ha = Double(a.ink.height), hb = Double(b.ink.height), tall = max(ha, hb)
        guard tall <= options.pieceHeightRatio * min(ha, hb) else { return false }
        guard Double(abs(a.baseline - b.baseline)) <= options.pieceBaseline * tall else { return false }
        let gap = Double(b.ink.x - a.ink.maxX)
        guard gap <= options.pieceGap * tall, b.ink.maxX > a.ink.maxX else { return false }
        let colours = Double(LineSurround.difference(a.inkColour, b.inkColour))
        return colours <= max(options.joinColourFloor, options.joinColourShare * Double(min(a.contrast, b.contrast)))
    }

    /// The two pieces as one candidate line: their boxes' union, the ink colour, level and
    /// baseline of the piece with more glyphs, the higher threshold.
    static func union(_ a: DetectedLine, _ b: DetectedLine) -> DetectedLine {
        var line = a.glyphs >= b.glyphs ? a : b
        let x0 = min(a.ink.x, b.ink.x), y0 = min(a.ink.y, b.ink.y)
        let x1 = max(a.ink.maxX, b.ink.maxX), y1 = max(a.ink.maxY, b.ink.maxY)
        line.ink = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        line.capTop = min(a.capTop, b.capTop)
        line.hasTallGlyphs = a.hasTallGlyphs || b.hasTallGlyphs
        line.glyphs = a.glyphs + b.glyphs
        line.threshold = max(a.threshold, b.threshold)
        return line
    }
}
