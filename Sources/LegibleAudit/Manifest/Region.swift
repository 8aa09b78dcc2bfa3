import LegibleColour
import LegiblePixels

/// One box of a manifest, in manifest units (multiply by the screen's `scale` for pixels).
///
/// ```swift
/// Region(id: "title", x: 16, y: 60, width: 240, height: 41, text: "Checkout", fontSize: 34, fontWeight: 700)
/// ```
public struct Region: Sendable, Equatable {
    /// A name for the box, unique within its manifest; results and reports use it.
    public var id: String
    /// The top-left corner and size, in manifest units (origin at the top left).
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// What the box says: shown in reports, and part of the region's identity in baselines.
    public var text: String?
    /// Text (4.5:1, 3:1 when large) or a non-text element such as an icon or border (3:1).
    public var kind: RegionKind
    /// In points (= CSS px = dp), whatever the scale; nil counts as normal-sized text.
    public var fontSize: Double?
    /// 100–900; with `fontSize` it decides large text and APCA's font lookup.
    public var fontWeight: Int
    /// A hint for the text colour.
    public var foreground: RGB8?
    /// The conformance level the region must meet (`AuditOptions.level` overrides it).
    public var level: ConformanceLevel
    /// Whether the manifest's author or detection placed the box (`"source"`, default `manifest`).
    public var source: RegionSource
    /// The text is part of a picture (burned into a photo, or inside a view that ignores
    /// inversion; `"media": true`): Smart Invert leaves the whole region as it is.
    public var media: Bool
    /// What detection knows about the box (a piece of a longer line); reports show it.
    public var note: RegionNote?

    public init(id: String, x: Double, y: Double, width: Double, height: Double, text: String? = nil,
                kind: RegionKind = .text, fontSize: Double? = nil, fontWeight: Int = 400,
                foreground: RGB8? = nil, level: ConformanceLevel = .AA, source: RegionSource = .manifest,
                media: Bool = false, note: RegionNote? = nil) {
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
        self.source = source
        self.media = media
        self.note = note
    }

    /// The box in image pixels: scaled, then rounded outward so no glyph pixel is lost.
    /// Coordinates beyond ±2³⁰ pixels (no image is that large) are clamped there, never trapped on.
    public func pixelBox(scale: Double) -> PixelRect {
        let x0 = Self.pixel((x * scale).rounded(.down)), y0 = Self.pixel((y * scale).rounded(.down))
        let x1 = Self.pixel(((x + width) * scale).rounded(.up)), y1 = Self.pixel(((y + height) * scale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The largest pixel coordinate a box may have.
    static let pixelLimit = Double(1 << 30)

    private static func pixel(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int(pixelLimit) : -Int(pixelLimit) }
        return Int(min(pixelLimit, max(-pixelLimit, value)))
    }
}
