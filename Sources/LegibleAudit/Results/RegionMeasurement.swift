import LegibleColour

/// The figures of one region that could be measured: the original image and every other
/// variant asked for, and the verdict gated on them.
public struct RegionMeasurement: Sendable, Equatable {
    /// The region in the screenshot as it is (the variant `original`).
    public var original: VariantMeasurement
    /// The other variants measured, in the order asked for (`AuditOptions.variants`).
    public var otherVariants: [VariantMeasurement]
    /// The gated verdict: true when every gated variant passes under the gating metric
    /// (`AuditOptions.gate`, `AuditOptions.metric`).
    public var pass: Bool
    /// How many pixels were classified as text.
    public var textPixels: Int
    /// How many background pixels the ring around the text holds.
    public var ringPixels: Int
    /// For a failing region, the changes that would make it pass (`AuditOptions.suggestions`);
    /// in a box of several text colours, the changes to the colour that fails.
    public var suggestions: RegionSuggestions?
    /// Each text colour's figures in the original, when the box holds text of several colours
    /// (a link in a paragraph, an icon before a label): every colour is measured against the
    /// background around its own glyphs, and the worst of them is `original` (and governs
    /// every variant). Empty for text of one colour.
    public var colours: [VariantMeasurement]

    public init(original: VariantMeasurement, otherVariants: [VariantMeasurement] = [], pass: Bool,
                textPixels: Int = 0, ringPixels: Int = 0, suggestions: RegionSuggestions? = nil,
                colours: [VariantMeasurement] = []) {
        self.colours = colours
        self.original = original
        self.otherVariants = otherVariants
        self.pass = pass
        self.textPixels = textPixels
        self.ringPixels = ringPixels
        self.suggestions = suggestions
    }

    /// Every variant measured, `original` first.
    public var variants: [VariantMeasurement] { [original] + otherVariants }

    /// The measurement under one variant, if it was measured.
    public func variant(_ variant: Variant) -> VariantMeasurement? {
        variant == original.variant ? original : otherVariants.first { $0.variant == variant }
    }
}
