import LegiblePixels

extension OCRPage {
    /// The page without noise, lines joined along baselines, in reading order (top to bottom,
    /// then left to right): words below the confidence floor or without text are dropped, and
    /// so are lines with no letter or digit (icons and rules read as punctuation).
    public func cleaned(_ options: OCROptions = OCROptions()) -> OCRPage {
        var lines: [OCRLine] = []
        for line in self.lines {
            let words = line.words.filter { word in
                word.confidence >= options.minimumConfidence && !word.box.isEmpty
                    && word.text.contains { !$0.isWhitespace }
            }
            guard words.contains(where: { $0.text.contains { $0.isLetter || $0.isNumber } }) else { continue }
            lines.append(OCRLine(words: words))
        }
        lines = Self.joined(lines, gap: options.joinGap)
        lines.sort { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
        return OCRPage(width: width, height: height, lines: lines)
    }

    /// Joins lines that sit on one baseline with a gap of at most `gap` line heights, repeatedly,
    /// so fragments of one visual line become one region. Each pass takes the lines top to bottom
    /// and compares a line only with those that start within its height (lines that share no
    /// height cannot join), so a page of thousands of lines costs about its rows' sizes, not the
    /// square of its lines; passes repeat until none joins. Words are sorted once, at the end.
    static func joined(_ input: [OCRLine], gap: Double) -> [OCRLine] {
        var lines = input.map { (words: $0.words, box: $0.box) }
        var merged = true
        while merged {
            merged = false
            lines.sort { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
            var alive = [Bool](repeating: true, count: lines.count)
            for i in lines.indices where alive[i] {
                // Lines after i still have the boxes they started the pass with, sorted by top.
                var j = i + 1
                while j < lines.count, lines[j].box.y < lines[i].box.maxY {
                    if alive[j], sameLine(lines[i].box, lines[j].box, gap: gap) {
                        lines[i].words += lines[j].words
                        lines[i].box = lines[i].box.covering(lines[j].box)
                        alive[j] = false
                        merged = true
                    }
                    j += 1
                }
            }
            lines = lines.indices.filter { alive[$0] }.map { lines[$0] }
        }
        return lines.map { line in
            OCRLine(words: line.words.enumerated().sorted { ($0.element.box.x, $0.offset) < ($1.element.box.x, $1.offset) }
                .map(\.element))
        }
    }

    private static func sameLine(_ a: PixelRect, _ b: PixelRect, gap: Double) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.y, b.y)
        let shorter = min(a.height, b.height), taller = max(a.height, b.height)
        // Same baseline band, and similar sizes: a caption under a headline never joins it.
        guard Double(overlap) >= 0.6 * Double(shorter), Double(taller) <= 2 * Double(shorter) else { return false }
        let horizontalGap = max(a.x, b.x) - min(a.maxX, b.maxX)
        return Double(horizontalGap) <= gap * Double(taller)
    }
}

extension PixelRect {
    /// The smallest rectangle holding both.
    fileprivate func covering(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }
}
