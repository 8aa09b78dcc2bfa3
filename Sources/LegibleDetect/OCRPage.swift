/// What OCR found on one image: its size (when the output says) and its lines in reading order.
public struct OCRPage: Sendable, Equatable {
    /// The image size in pixels as the OCR output recorded it, if it did.
    public var width: Int?
    public var height: Int?
    public var lines: [OCRLine]

    public init(width: Int? = nil, height: Int? = nil, lines: [OCRLine]) {
        self.width = width
        self.height = height
        self.lines = lines
    }
}
