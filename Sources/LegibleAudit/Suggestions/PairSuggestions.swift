import LegibleColour
import LegiblePixels

/// Fix suggestions for one text colour on one background colour, outside any screenshot
/// (`legible contrast`): the same search as for a region whose ring is that one colour, so a
/// pair and a flat box of it get the same answers.
public enum PairSuggestions {
    /// The nearest text colour and the nearest fill that make `text` on `background` pass
    /// `level` for normal text (or large text) in `options`' gated variants and metric; nil when
    /// the pair already passes. A flat pair never gets a scrim.
    public static func suggestions(text: RGB8, background: RGB8, level: ConformanceLevel = .AA, largeText: Bool = false,
                                   options: AuditOptions = AuditOptions()) -> RegionSuggestions? {
        // A region whose size says normal or large text, to state the requirement as the audit does.
        let region = Region(id: "pair", x: 0, y: 0, width: 1, height: 1, fontSize: largeText ? WCAG.largeTextSize : nil)
        let requirement = Requirement(region: region, level: level)
        var variants = [Variant.original]
        for v in options.variants + options.gate where !variants.contains(v) { variants.append(v) }
        let transforms = variants.map { ($0, ColourTransform($0, severity: options.severity)) }
        let ring = MeasuredRing(background: background, requirement: requirement, options: options, transforms: transforms)
        let measured = ring.measure(text: text, keys: ring.ring.keys)
        guard !measured.pass else { return nil }
        return SuggestionSearch(ring: ring, text: text, measured: measured.gated).suggestions { _ in nil }
    }
}
