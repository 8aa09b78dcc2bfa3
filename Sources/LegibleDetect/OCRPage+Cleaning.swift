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
    /// so fragments of one visual line become one region.
    static func joined(_ input: [OCRLine], gap: Double) -> [OCRLine] {
        var lines = input
        var merged = true
        while merged {
            merged = false
            search: for i in lines.indices {
                for j in lines.indices where j > i && sameLine(lines[i].box, lines[j].box, gap: gap) {
                    lines[i].words += lines[j].words
                    lines[i].words.sort { $0.box.x < $1.box.x }
                    lines.remove(at: j)
                    merged = true
                    break search
                }
            }
        }
        return lines
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
