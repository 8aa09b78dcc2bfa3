import LegibleColor
import LegiblePixels

/// One box of a manifest, in manifest units (multiply by the screen's `scale` for pixels).
public struct Region: Sendable, Equatable {
    public var id: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var text: String?
    public var kind: RegionKind
    /// In points (= CSS px = dp), whatever the scale.
    public var fontSize: Double?
    public var fontWeight: Int
    /// A hint for the text colour.
    public var foreground: RGB8?
    public var level: ConformanceLevel

    public init(id: String, x: Double, y: Double, width: Double, height: Double, text: String? = nil,
                kind: RegionKind = .text, fontSize: Double? = nil, fontWeight: Int = 400,
                foreground: RGB8? = nil, level: ConformanceLevel = .AA) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.text = text
        self.kind = kind
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.foreground = foreground
        self.level = level
    }

    /// The box in image pixels: scaled, then rounded outward so no glyph pixel is lost.
    public func pixelBox(scale: Double) -> PixelRect {
        let x0 = Int((x * scale).rounded(.down)), y0 = Int((y * scale).rounded(.down))
        let x1 = Int(((x + width) * scale).rounded(.up)), y1 = Int(((y + height) * scale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
