import LegiblePixels

/// Over a photo, one line of text crosses backgrounds of different colours and textures, and is
/// often found as two or three pieces: a word where the photo is even, another where it is not.
/// Pieces side by side on one baseline, of one height, polarity and ink colour, with a gap no
/// wider than the line is tall, are joined into one line and measured again; the pieces stay
/// when the joined line does not pass the checks (`joined`). Pieces that each passed every
/// check join after that in either polarity, unchecked (`spanned`).
enum PieceJoin {
    /// The lines with the pieces of one polarity joined wherever the joined line passes the checks.
    static func joined(_ lines: [DetectedLine], in full: [DetectPlane], options: TextDetectorOptions) -> [DetectedLine] {
        joinedWhile(lines) { a, b in
            guard continues(a, with: b, options: options) else { return nil }
            return TextDetector.measured(union(a, b), in: full, options: options)
        }
    }

    /// The lines with the pieces that each passed every check joined wherever they continue one
    /// another, in either polarity, without checking the joined line again. Over a photo that
    /// darkens behind part of a line, the same ink is lighter than the photo behind one word and
    /// darker behind the next, and a frame around both words crosses both: the whole line stands
    /// out from no single background, but each piece stood out from its own.
    static func spanned(_ lines: [DetectedLine], options: TextDetectorOptions) -> [DetectedLine] {
        joinedWhile(lines) { a, b in
            guard continues(a, with: b, eitherPolarity: true, options: options) else { return nil }
            var whole = union(a, b)
            // Each piece stood out from its own surround: the weaker of the two is the line's.
            whole.contrast = min(a.contrast, b.contrast)
            return whole
        }
    }

    /// The lines, left to right, with every pair that `join` makes one line replaced by it, until
    /// no pair joins.
    static func joinedWhile(_ lines: [DetectedLine], _ join: (DetectedLine, DetectedLine) -> DetectedLine?) -> [DetectedLine] {
        var lines = lines.sorted { $0.ink.x < $1.ink.x }
        var joinedOne = true
        while joinedOne {
            joinedOne = false
            search: for i in lines.indices {
                for j in lines.indices where j != i {
                    guard let whole = join(lines[i], lines[j]) else { continue }
                    lines[i] = whole
                    lines.remove(at: j)
                    joinedOne = true
                    break search
                }
            }
        }
        return lines
    }

    /// Whether `b` continues `a` to its right: one baseline, one height, one polarity (unless
    /// `eitherPolarity`) and one ink colour, and a gap of at most `pieceGap` × the taller one's
    /// height.
    static func continues(_ a: DetectedLine, with b: DetectedLine, eitherPolarity: Bool = false,
                          options: TextDetectorOptions) -> Bool {
        guard eitherPolarity || a.darkText == b.darkText, b.ink.x >= a.ink.x else { return false }
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
