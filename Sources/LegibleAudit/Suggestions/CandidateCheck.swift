import LegibleColour
import LegiblePixels

/// Judges candidates under the gated variants, the variant the suggestion is for first (the
/// likeliest to fail): a cheap forecast from the ring's luminances (`VerdictForecast`), and the
/// real measurement that confirms it.
struct CandidateCheck {
    let ring: MeasuredRing
    /// The gated variants, `key` first.
    let gated: [(Variant, ColourTransform)]
    /// The variant whose figures a suggestion reports: the original when it is gated and
    /// fails, else the gated variant that fails worst.
    let key: Variant
    /// The ring's own keys as each gated variant sees them.
    let ownSeen: [[UInt32]]
    let forecaster: VerdictForecast

    /// - Parameter measured: the audit's figures of the measured text for every gated variant.
    init(ring: MeasuredRing, measured: [VariantMeasurement]) {
        self.ring = ring
        let gatedTransforms = ring.transforms.filter { ring.options.gate.contains($0.0) }
        var seen = SeenRings(keys: ring.ring.keys, flagged: ring.flagged, keptWhole: ring.keptWhole)
        let own = gatedTransforms.map { seen.keys(as: $0.0, by: $0.1) }
        let metric = ring.options.metric
        let key = measured.suggestionKey(metric: metric)?.variant ?? .original
        self.key = key
        let order = gatedTransforms.indices.sorted { (gatedTransforms[$0].0 == key ? 0 : 1, $0) < (gatedTransforms[$1].0 == key ? 0 : 1, $1) }
        gated = order.map { gatedTransforms[$0] }
        ownSeen = order.map { own[$0] }
        forecaster = VerdictForecast(requirement: ring.requirement, metric: metric, ringPixels: ring.ring.members.count,
                                     percentile: ring.options.percentile)
    }

    /// Whether another text colour over the ring's own colours is forecast to pass every gated variant.
    func forecast(text: RGB8) -> Bool {
        for ((variant, transform), seenRing) in zip(gated, ownSeen) {
            let seenText = ring.seenText(text, variant: variant, transform: transform)
            guard forecaster.passes(text: seenText, seen: seenRing, start: ring.ring.start, terms: ChannelTerms.table)
            else { return false }
        }
        return true
    }

    /// Whether the measured text over the ring's colours changed by `change` is forecast to
    /// pass every gated variant. The original sees each channel mapped (`Recolouring`), so a
    /// ring of many colours reads its luminances from a table of the mapped channels, and a
    /// ring of few is recoloured; other variants transform the recoloured keys as the
    /// measurement does.
    func forecast(text: RGB8, under change: Suggestion.Change, base: RGB8) -> Bool {
        let few = ring.ring.count <= Self.fewColours
        let map = few ? [] : Recolouring.channelMap(under: change, base: base)
        var recoloured: [UInt32]?
        var rings: SeenRings?
        for (variant, transform) in gated {
            let seenText = ring.seenText(text, variant: variant, transform: transform)
            let passes: Bool
            if variant == .original && !few {
                passes = forecaster.passes(text: seenText, seen: ring.ring.keys, start: ring.ring.start,
                                           terms: Recolouring.channelTerms(map: map))
            } else {
                if recoloured == nil {
                    recoloured = few ? Recolouring.keys(ring.ring.keys, under: change, base: base) : Recolouring.keys(ring.ring.keys, map: map)
                }
                if variant == .original {
                    passes = forecaster.passes(text: seenText, seen: recoloured!, start: ring.ring.start, terms: ChannelTerms.table)
                } else {
                    if rings == nil { rings = SeenRings(keys: recoloured!, flagged: ring.flagged, keptWhole: ring.keptWhole) }
                    passes = forecaster.passes(text: seenText, seen: rings!.keys(as: variant, by: transform), start: ring.ring.start,
                                               terms: ChannelTerms.table)
                }
            }
            guard passes else { return false }
        }
        return true
    }

    /// Up to this many ring colours, recolouring them costs less than a table of mapped channels.
    static let fewColours = 256

    /// What a confirmation measures: a suggestion's worst cases, or only the verdict of the
    /// candidate a step nearer (under the WCAG metric, the WCAG worst case alone decides it).
    var verdictFigures: RingStatistics.Figures { ring.options.metric == .wcag ? .wcagWorst : .worst }

    /// The key variant's figures for another text colour over the ring's own colours when every
    /// gated variant passes, measured; nil when one fails.
    func passes(text: RGB8, figures: RingStatistics.Figures = .worst) -> VariantMeasurement? {
        var found: VariantMeasurement?
        for ((variant, transform), seenRing) in zip(gated, ownSeen) {
            let measured = ring.measure(text: text, variant: variant, transform: transform, seenRing: seenRing, figures: figures)
            guard measured.pass else { return nil }
            if variant == key { found = measured }
        }
        return found
    }

    /// The same for the measured text over the ring's colours changed by `change`; each variant
    /// transforms them only when the variants before it passed.
    func passes(text: RGB8, under change: Suggestion.Change, base: RGB8, figures: RingStatistics.Figures = .worst)
        -> VariantMeasurement? {
        let map = Recolouring.channelMap(under: change, base: base)
        var rings = SeenRings(keys: Recolouring.keys(ring.ring.keys, map: map), flagged: ring.flagged, keptWhole: ring.keptWhole)
        var found: VariantMeasurement?
        for (variant, transform) in gated {
            let measured = ring.measure(text: text, variant: variant, transform: transform,
                                        seenRing: rings.keys(as: variant, by: transform), figures: figures)
            guard measured.pass else { return nil }
            if variant == key { found = measured }
        }
        return found
    }
}
