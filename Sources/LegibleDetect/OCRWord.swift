import LegiblePixels

/// One word an OCR engine found, in image pixels.
public struct OCRWord: Sendable, Equatable {
    public var text: String
    /// The word's ink box in image pixels.
    public var box: PixelRect
    /// The engine's confidence, 0–100 (tesseract's `conf` / hOCR `x_wconf`).
    public var confidence: Double
    /// Tesseract's layout numbers (page, block, paragraph, line); words that share them share a line.
    public var lineKey: [Int]

    public init(text: String, box: PixelRect, confidence: Double, lineKey: [Int] = []) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.lineKey = lineKey
    }
}
