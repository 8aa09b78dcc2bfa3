/// How OCR output becomes regions.
public struct OCROptions: Sendable, Equatable {
    /// Words below this tesseract confidence (0–100) are dropped: on screenshots they are
    /// mostly icons and dividers read as letters.
    public var minimumConfidence: Double
    /// Each line's box grows by this fraction of its height on every side (at least 2 pixels):
    /// OCR boxes hug the ink, but the measurement needs background around the glyphs and
    /// penalises colours that touch the box's frame.
    public var padding: Double
    /// Words on one baseline whose gap is at most this many line heights join one line, so a
    /// line that tesseract's sparse mode split into blocks is measured once.
    public var joinGap: Double
    /// Tesseract's `-l` languages (`eng`, `eng+deu`, …).
    public var language: String
    /// Tesseract's `--psm`: 11 (sparse text) finds the scattered labels of a UI best.
    public var pageSegmentation: Int
    /// Seconds before a tesseract run is stopped.
    public var timeout: Double
    /// The tesseract executable; nil searches PATH.
    public var tesseractPath: String?

    public init(minimumConfidence: Double = 50, padding: Double = 0.25, joinGap: Double = 0.6,
                language: String = "eng", pageSegmentation: Int = 11, timeout: Double = 120,
                tesseractPath: String? = nil) {
        self.minimumConfidence = minimumConfidence
        self.padding = padding
        self.joinGap = joinGap
        self.language = language
        self.pageSegmentation = pageSegmentation
        self.timeout = timeout
        self.tesseractPath = tesseractPath
    }
}
