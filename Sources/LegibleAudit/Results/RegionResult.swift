import LegibleColour
import LegiblePixels

/// The audit of one region: what the manifest says about it, and what was found.
///
/// ```swift
/// switch result.outcome {
/// case .measured(let m): print(result.id, m.original.wcag.ratio, result.status)
/// case .indeterminate(let reason): print(result.id, "not measured:", reason)
/// }
/// ```
public struct RegionResult: Sendable, Equatable {
    /// The region's id, text and kind, as the manifest gives them.
    public var id: String
    public var text: String?
    public var kind: RegionKind
    /// Whether the manifest's author or detection placed the box.
    public var source: RegionSource
    /// The box in image pixels (after `scale`), clipped to the image.
    public var box: PixelRect
    /// In points, as the manifest gives it.
    public var fontSize: Double?
    /// 100–900, as the manifest gives it (400 when it does not).
    public var fontWeight: Int
    /// The level applied: the region's own, or the audit's override.
    public var level: ConformanceLevel
    /// True when WCAG's large-text thresholds apply (Docs/Measurement.md#thresholds).
    public var largeText: Bool
    /// The measurement, or why there is none.
    public var outcome: RegionOutcome
    /// What a reader should know beside the figures; empty for most regions.
    public var warnings: [RegionWarning]
    /// The manifest marks the region `"media": true`: Smart Invert leaves it whole.
    public var media: Bool
    /// What Smart Invert does to the region's own pixels in pictures of the screen, where the
    /// screen's media rule is not the whole story; nil for most regions (and for results read
    /// back from a JSON report, which does not keep it).
    public var inversion: InversionPlan?

    public init(id: String, text: String? = nil, kind: RegionKind = .text, source: RegionSource = .manifest,
                box: PixelRect, fontSize: Double? = nil, fontWeight: Int = 400, level: ConformanceLevel = .AA,
                largeText: Bool = false, outcome: RegionOutcome, warnings: [RegionWarning] = [],
                media: Bool = false, inversion: InversionPlan? = nil) {
        self.id = id
        self.text = text
        self.kind = kind
        self.source = source
        self.box = box
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.level = level
        self.largeText = largeText
        self.outcome = outcome
        self.warnings = warnings
        self.media = media
        self.inversion = inversion
    }

    /// The gated verdict (`--gate`, `--metric`; Docs/Measurement.md#verdict): `pass`, `fail`, or
    /// `indeterminate` when nothing was measured.
    public var status: Status { outcome.status }

    /// True exactly when `status` is `pass`.
    public var pass: Bool { status == .pass }

    /// The figures, when the region was measured.
    public var measurement: RegionMeasurement? {
        guard case .measured(let measurement) = outcome else { return nil }
        return measurement
    }

    /// Why the region was not measured, when it was not.
    public var indeterminateReason: IndeterminateReason? {
        guard case .indeterminate(let reason) = outcome else { return nil }
        return reason
    }

    /// The figures in the original image, when the region was measured.
    public var original: VariantMeasurement? { measurement?.original }

    /// Every variant measured, `original` first; empty when the region was not measured.
    public var variants: [VariantMeasurement] { measurement?.variants ?? [] }

    /// The measurement under one variant, if it was measured.
    public func variant(_ variant: Variant) -> VariantMeasurement? {
        measurement?.variant(variant)
    }
}
