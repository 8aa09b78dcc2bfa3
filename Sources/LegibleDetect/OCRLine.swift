import LegiblePixels

/// A line of text: words that share a baseline, with the box around all their ink.
public struct OCRLine: Sendable, Equatable {
    public var words: [OCRWord]

    public init(words: [OCRWord]) {
        self.words = words
    }

    /// The union of the words' boxes, in image pixels.
    public var box: PixelRect {
        guard let first = words.first?.box else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        var x0 = first.x, y0 = first.y, x1 = first.maxX, y1 = first.maxY
        for word in words.dropFirst() {
            x0 = min(x0, word.box.x); y0 = min(y0, word.box.y)
            x1 = max(x1, word.box.maxX); y1 = max(y1, word.box.maxY)
        }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The words left to right, separated by single spaces.
    public var text: String {
        words.sorted { $0.box.x < $1.box.x }.map(\.text).joined(separator: " ")
    }
}
