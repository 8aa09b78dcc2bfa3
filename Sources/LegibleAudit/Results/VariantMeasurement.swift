import LegibleColour
import LegiblePixels

/// One region measured under one variant (the original image is the variant `original`).
public struct VariantMeasurement: Sendable, Equatable {
    /// The variant the figures are for (`original`: the screenshot as it is).
    public var variant: Variant
    /// The text colour as seen under this variant.
    public var foreground: RGB8
    /// The ring colour at the worst point as seen under this variant.
    public var background: RGB8
    /// The WCAG 2 ratio: worst case, median and requirement.
    public var wcag: WCAGFigures
    /// The APCA Lc: worst case, median and requirement.
    public var apca: APCAFigures
    /// Where in the image the worst point is, in image pixels.
    public var worstPoint: PixelPoint
    /// The verdict of this variant under the chosen metric.
    public var pass: Bool

    public init(variant: Variant, foreground: RGB8, background: RGB8, wcag: WCAGFigures,
                apca: APCAFigures, worstPoint: PixelPoint, pass: Bool) {
        self.variant = variant
        self.foreground = foreground
        self.background = background
        self.wcag = wcag
        self.apca = apca
        self.worstPoint = worstPoint
        self.pass = pass
    }
}
