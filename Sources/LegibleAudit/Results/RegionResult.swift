import LegibleColour
import LegiblePixels

/// The audit of one manifest region.
public struct RegionResult: Sendable, Equatable {
    public var id: String
    public var text: String?
    public var kind: RegionKind
    /// The box in image pixels (after `scale`), clipped to the image.
    public var box: PixelRect
    public var fontSize: Double?
    public var fontWeight: Int
    public var level: ConformanceLevel
    /// True when WCAG's large-text thresholds apply (Docs/Measurement.md#thresholds).
    public var largeText: Bool
    /// The original-image measurement; nil when the region is indeterminate.
    public var original: VariantMeasurement?
    /// Every variant measured, `original` first, in the order asked for.
    public var variants: [VariantMeasurement]
    /// The gated verdict (`--gate`, `--metric`; Docs/Measurement.md#verdict).
    public var status: Status
    /// Why the region is indeterminate, or nil.
    public var reason: String?
    /// How many pixels were classified as text and as ring background.
    public var textPixels: Int
    public var ringPixels: Int

    public var pass: Bool { status == .pass }

    public init(id: String, text: String?, kind: RegionKind, box: PixelRect, fontSize: Double?,
                fontWeight: Int, level: ConformanceLevel, largeText: Bool,
                original: VariantMeasurement?, variants: [VariantMeasurement], status: Status,
                reason: String?, textPixels: Int, ringPixels: Int) {
        self.id = id
        self.text = text
        self.kind = kind
        self.box = box
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.level = level
        self.largeText = largeText
        self.original = original
        self.variants = variants
        self.status = status
        self.reason = reason
        self.textPixels = textPixels
        self.ringPixels = ringPixels
    }

    /// The measurement under one variant, if it was measured.
    public func measurement(_ variant: Variant) -> VariantMeasurement? {
        variants.first { $0.variant == variant }
    }
}
