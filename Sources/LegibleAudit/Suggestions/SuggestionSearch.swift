import LegibleColour
import LegiblePixels

/// Finds a failing region's fix suggestions (Docs/Measurement.md#fix-suggestions): each
/// candidate recolours the separated text, or the ring's colours, and is measured again under
/// every gated variant with the audit's own statistics (`MeasuredRing`), so a suggestion passes
/// exactly when the audit would pass those pixels.
///
/// Candidates are tried in order of distance — lightness in steps of 1% OKLCH from the
/// measured colour, darker and lighter alternately; opacity in steps of 1% — and the first that
/// passes is the suggestion, so the one a step closer fails. Nothing depends on timing or order
/// of threads: the same pixels give the same suggestions.
struct SuggestionSearch {
    let ring: MeasuredRing
    /// The measured text colour, kept by the fill and the scrim.
    let text: RGB8

    /// One step of OKLCH lightness (0…1).
    static let lightnessStep = 0.01
    /// One step of overlay opacity.
    static let opacityStep = 0.01
    /// The most opaque scrim suggested: beyond it the photo is hidden, not scrimmed.
    static let scrimLimit = 0.9
    /// A ring is flat (a fill, not a photo or gradient) when this share of its pixels lies
    /// within `flatTolerance` levels, on every channel, of its most common colour.
    static let flatShare = 0.95
    static let flatTolerance = 6

    /// The suggestions for a region whose gated verdict failed; `layers` (given the flat
    /// background's colour) says where to draw them.
    func suggestions(layers: (RGB8) -> RegionLayers?) -> RegionSuggestions {
        let check = CandidateCheck(ring: ring, text: text)
        let background = dominantBackground()
        var found: [Suggestion] = []
        var gaps: [SuggestionGap] = []
        if let text = textColour(check) { found.append(text) } else { gaps.append(.textColour) }
        if background.flat {
            if let fill = backgroundColour(check, base: background.colour) { found.append(fill) } else { gaps.append(.backgroundColour) }
        } else {
            if let scrim = scrim(check) { found.append(scrim) } else { gaps.append(.scrim(limit: Self.scrimLimit)) }
        }
        return RegionSuggestions(suggestions: found, gaps: gaps, layers: layers(background.colour))
    }

    // MARK: - The three searches

    /// The nearest lightness of the text's OKLCH hue and chroma that passes over the same ring.
    func textColour(_ check: CandidateCheck) -> Suggestion? {
        Self.nearestLightness(to: text, metric: ring.options.metric) { check.passes(text: $0) }.map { Suggestion(change: .textColour($0.colour), variant: check.key, wcag: $0.figures.wcag, apca: $0.figures.apca) }
    }

    /// The nearest lightness of the flat fill's hue that passes behind the unchanged text.
    func backgroundColour(_ check: CandidateCheck, base: RGB8) -> Suggestion? {
        let keys = ring.ring.keys
        return Self.nearestLightness(to: base, metric: ring.options.metric) { fill in
            check.passes(text: text, keys: Recolouring.keys(keys, under: .backgroundColour(fill), base: base))
        }.map { Suggestion(change: .backgroundColour($0.colour), variant: check.key, wcag: $0.figures.wcag, apca: $0.figures.apca) }
    }

    /// The least opacity of a black or a white overlay under the text that passes.
    func scrim(_ check: CandidateCheck) -> Suggestion? {
        let keys = ring.ring.keys
        let steps = Int((Self.scrimLimit / Self.opacityStep).rounded())
        for step in 1...steps {
            let opacity = Double(step) / 100
            var passing: [(change: Suggestion.Change, figures: VariantMeasurement)] = []
            for overlay in [RGB8(grey: 0), RGB8(grey: 255)] {
                let change = Suggestion.Change.scrim(overlay, opacity: opacity)
                if let figures = check.passes(text: text, keys: Recolouring.keys(keys, under: change, base: overlay)) {
                    passing.append((change, figures))
                }
            }
            if let best = Self.best(passing, metric: ring.options.metric) {
                return Suggestion(change: best.change, variant: check.key, wcag: best.figures.wcag, apca: best.figures.apca)
            }
        }
        return nil
    }

    /// Steps away from `base` in OKLCH lightness, darker and lighter alternately, keeping hue and
    /// chroma (reduced into sRGB where needed), until a colour `passes` accepts; then bisects
    /// back within that step to the least move that still passes. Of a darker and a lighter
    /// colour found at the same step, the smaller move wins (then more contrast, then darker).
    /// Steps that round to a colour already tried are not measured again.
    static func nearestLightness(to base: RGB8, metric: Metric,
                                 passes: (RGB8) -> VariantMeasurement?) -> (colour: RGB8, figures: VariantMeasurement)? {
        let start = OKLCH(base)
        var last: [RGB8] = [base, base]
        var open = [true, true]
        var step = 0
        while open[0] || open[1] {
            step += 1
            var passing: [(move: Double, change: RGB8, figures: VariantMeasurement)] = []
            for (side, sign) in [(0, -1.0), (1, 1.0)] where open[side] {
                var lightness = start.lightness + sign * Double(step) * lightnessStep
                // The last step on each side is black or white itself.
                if lightness <= lightnessStep / 100 || lightness >= 1 - lightnessStep / 100 {
                    lightness = sign < 0 ? 0 : 1
                    open[side] = false
                }
                let candidate = OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).rgb8
                guard candidate != last[side] else { continue }
                last[side] = candidate
                guard let figures = passes(candidate) else { continue }
                let failing = start.lightness + sign * Double(step - 1) * lightnessStep
                passing.append(refined(start, failing: failing, passing: (lightness, candidate, figures), passes: passes))
            }
            let nearest = passing.map(\.move).min()
            let tied = passing.filter { $0.move == nearest }.map { (change: $0.change, figures: $0.figures) }
            if let best = best(tied, metric: metric) { return (best.change, best.figures) }
        }
        return nil
    }

    /// Bisection steps within one lightness step: 2⁻²⁰ of 1%, far below an 8-bit step.
    static let refinements = 20

    /// The least move from `start` between a lightness that failed and one that passed: the
    /// colour at the passing end, moved towards the failing end while it still passes.
    static func refined(_ start: OKLCH, failing: Double, passing: (lightness: Double, colour: RGB8, figures: VariantMeasurement),
                        passes: (RGB8) -> VariantMeasurement?) -> (move: Double, change: RGB8, figures: VariantMeasurement) {
        var failing = failing, found = passing
        for _ in 0..<refinements {
            let middle = (failing + found.lightness) / 2
            let candidate = OKLCH(lightness: middle, chroma: start.chroma, hue: start.hue).rgb8
            if candidate == found.colour {
                found.lightness = middle
            } else if let figures = passes(candidate) {
                found = (middle, candidate, figures)
            } else {
                failing = middle
            }
        }
        // Rounded so that equal moves on both sides compare equal.
        let move = (abs(found.lightness - start.lightness) * 1e9).rounded() / 1e9
        return (move, found.colour, found.figures)
    }

    /// Of candidates equally near, the one with the most contrast under the gating metric; the
    /// first listed (darker, black) on a tie.
    static func best<Change>(_ passing: [(change: Change, figures: VariantMeasurement)],
                             metric: Metric) -> (change: Change, figures: VariantMeasurement)? {
        func score(_ m: VariantMeasurement) -> Double { metric == .apca ? abs(m.apca.lc) : m.wcag.ratio }
        var best: (change: Change, figures: VariantMeasurement)?
        for candidate in passing where best == nil || score(candidate.figures) > score(best!.figures) { best = candidate }
        return best
    }

    // MARK: - The ring

    /// The ring's most common colour, and whether the ring is flat around it.
    func dominantBackground() -> (colour: RGB8, flat: Bool) {
        let r = ring.ring
        var top = 0
        for c in 0..<r.count where r.weight(c) > r.weight(top) { top = c }
        let colour = (r.keys[top] & 0xFF_FFFF).unpackedRGB
        var near = 0
        for c in 0..<r.count {
            let k = (r.keys[c] & 0xFF_FFFF).unpackedRGB
            let d = max(abs(Int(k.r) - Int(colour.r)), abs(Int(k.g) - Int(colour.g)), abs(Int(k.b) - Int(colour.b)))
            if d <= Self.flatTolerance { near += r.weight(c) }
        }
        return (colour, Double(near) >= Self.flatShare * Double(r.members.count))
    }
}

/// Measures candidates under the gated variants, the variant the suggestion is for first (the
/// likeliest to fail, so most candidates cost one variant).
struct CandidateCheck {
    let ring: MeasuredRing
    /// The gated variants, `key` first.
    let gated: [(Variant, ColourTransform)]
    /// The variant whose figures a suggestion reports: the original when it is gated and
    /// fails, else the gated variant that fails worst.
    let key: Variant
    /// The ring's own keys as each gated variant sees them.
    let ownSeen: [[UInt32]]

    init(ring: MeasuredRing, text: RGB8) {
        self.ring = ring
        let gatedTransforms = ring.transforms.filter { ring.options.gate.contains($0.0) }
        var seen = SeenRings(keys: ring.ring.keys, flagged: ring.flagged)
        let own = gatedTransforms.map { seen.keys(as: $0.0, by: $0.1) }
        let figures = zip(gatedTransforms, own).map { ring.measure(text: text, variant: $0.0.0, transform: $0.0.1, seenRing: $0.1) }
        let metric = ring.options.metric
        func score(_ m: VariantMeasurement) -> Double { metric == .apca ? abs(m.apca.lc) : m.wcag.ratio }
        let failing = figures.filter { !$0.pass }
        let key = failing.first { $0.variant == .original }?.variant
            ?? failing.min { score($0) < score($1) }?.variant ?? .original
        self.key = key
        let order = gatedTransforms.indices.sorted { (gatedTransforms[$0].0 == key ? 0 : 1, $0) < (gatedTransforms[$1].0 == key ? 0 : 1, $1) }
        gated = order.map { gatedTransforms[$0] }
        ownSeen = order.map { own[$0] }
    }

    /// The key variant's figures for another text colour over the ring's own colours when every
    /// gated variant passes; nil when one fails.
    func passes(text: RGB8) -> VariantMeasurement? {
        var figures: VariantMeasurement?
        for ((variant, transform), seenRing) in zip(gated, ownSeen) {
            let measured = ring.measure(text: text, variant: variant, transform: transform, seenRing: seenRing)
            guard measured.pass else { return nil }
            if variant == key { figures = measured }
        }
        return figures
    }

    /// The same for the measured text over recoloured ring keys; each variant transforms them
    /// only when the variants before it passed.
    func passes(text: RGB8, keys: [UInt32]) -> VariantMeasurement? {
        var rings = SeenRings(keys: keys, flagged: ring.flagged)
        var figures: VariantMeasurement?
        for (variant, transform) in gated {
            let measured = ring.measure(text: text, variant: variant, transform: transform,
                                        seenRing: rings.keys(as: variant, by: transform))
            guard measured.pass else { return nil }
            if variant == key { figures = measured }
        }
        return figures
    }
}
