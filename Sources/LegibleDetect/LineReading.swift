import LegiblePixels

/// What OCR read on each detected line: the detector decides where text is, OCR only what it says.
///
/// Each word OCR read (above the confidence floor, on a line with a letter or digit: what
/// `OCRPage.cleaned` keeps) goes to the detected line whose ink it overlaps most, when it lies
/// on that line: the two overlap by half the narrower one's width (a short line the detector
/// found inside a long word takes the word) and by half the shorter one's height. A line's text is its words in OCR's reading order, left to right
/// within each OCR line. A line no word lies on has no text (faint or coloured text that OCR
/// skips); a word on no line is left out (OCR reading photo detail or an icon as letters, or
/// text the detector did not find).
public enum LineReading {
    /// The text on each line, in the order of `lines` (their ink boxes, in image pixels); nil
    /// where OCR read nothing.
    public static func texts(on lines: [PixelRect], page: OCRPage, options: OCROptions = OCROptions()) -> [String?] {
        var read: [[(row: Int, word: OCRWord)]] = Array(repeating: [], count: lines.count)
        for (row, line) in page.cleaned(options).lines.enumerated() {
            for word in line.words {
                if let index = Self.line(under: word.box, among: lines) { read[index].append((row, word)) }
            }
        }
        return read.map { words in
            guard !words.isEmpty else { return nil }
            return words.sorted { ($0.row, $0.word.box.x) < ($1.row, $1.word.box.x) }.map(\.word.text).joined(separator: " ")
        }
    }

    /// The index of the line the word lies on (the one it overlaps most), or nil.
    public static func line(under word: PixelRect, among lines: [PixelRect]) -> Int? {
        var best: (index: Int, area: Int)?
        for (index, line) in lines.enumerated() {
            let across = min(word.maxX, line.maxX) - max(word.x, line.x)
            let down = min(word.maxY, line.maxY) - max(word.y, line.y)
            guard across > 0, down > 0, 2 * across >= min(word.width, line.width),
                  2 * down >= min(word.height, line.height) else { continue }
            if across * down > best?.area ?? 0 { best = (index, across * down) }
        }
        return best?.index
    }
}
