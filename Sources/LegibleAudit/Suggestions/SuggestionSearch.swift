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

    /// The least opacity of a black or a white overlay under the text that passes; of black
    /// and white at the same opacity, the one with more contrast.
    func scrim(_ check: CandidateCheck) -> Suggestion? {
        let keys = ring.ring.keys
        let steps = Int((Self.scrimLimit / Self.opacityStep).rounded())
        var found: [(step: Int, change: Suggestion.Change, figures: VariantMeasurement)] = []
        for overlay in [RGB8(grey: 0), RGB8(grey: 255)] {
            func change(_ step: Int) -> Suggestion.Change { .scrim(overlay, opacity: Double(step) / 100) }
            let hit = Self.firstPassingStep(upTo: steps) { step in
                check.passes(text: text, keys: Recolouring.keys(keys, under: change(step), base: overlay))
            }
            if let hit { found.append((hit.step, change(hit.step), hit.figures)) }
        }
        let least = found.map(\.step).min()
        let tied = found.filter { $0.step == least }.map { (change: $0.change, figures: $0.figures) }
        return Self.best(tied, metric: ring.options.metric).map {
            Suggestion(change: $0.change, variant: check.key, wcag: $0.figures.wcag, apca: $0.figures.apca)
        }
    }

    /// The first of steps 1…`last` that `passes` accepts, step 0 (what was measured) failing:
    /// steps doubling until one passes, then bisection between it and the last that failed, so
    /// a search costs a few measurements rather than one per step. The step found passes and the
    /// one before it fails, both measured; a pass that an earlier failing stretch hides is not
    /// looked for (contrast changes steadily along a path of lightness or opacity).
    static func firstPassingStep(upTo last: Int, passes: (Int) -> VariantMeasurement?) -> (step: Int, figures: VariantMeasurement)? {
        guard last >= 1 else { return nil }
        var failing = 0, step = 1
        var hit: (step: Int, figures: VariantMeasurement)?
        while hit == nil {
            if let figures = passes(step) {
                hit = (step, figures)
            } else {
                failing = step
                if step == last { return nil }
                step = min(last, step * 2)
            }
        }
        guard var found = hit else { return nil }
        while found.step - failing > 1 {
            let middle = (failing + found.step) / 2
            if let figures = passes(middle) { found = (middle, figures) } else { failing = middle }
        }
        return found
    }

    /// Steps away from `base` in OKLCH lightness on each side, darker and lighter, keeping hue
    /// and chroma (reduced into sRGB where needed), to the first colour `passes` accepts
    /// (`firstPassingStep`; the last step on each side is black or white itself); then bisects
    /// back within that step to the least move that still passes. Of the two sides the smaller
    /// move wins (then more contrast, then darker).
    static func nearestLightness(to base: RGB8, metric: Metric,
                                 passes: (RGB8) -> VariantMeasurement?) -> (colour: RGB8, figures: VariantMeasurement)? {
        let start = OKLCH(base)
        var found: [(move: Double, change: RGB8, figures: VariantMeasurement)] = []
        for sign in [-1.0, 1.0] {
            // Steps until the bound, the last one landing on it.
            let room = sign < 0 ? start.lightness : 1 - start.lightness
            let last = max(1, Int((room / lightnessStep - 0.01).rounded(.up)))
            func lightness(_ step: Int) -> Double {
                step >= last ? (sign < 0 ? 0 : 1) : start.lightness + sign * Double(step) * lightnessStep
            }
            var measured: [RGB8: VariantMeasurement?] = [base: nil]
            func check(_ colour: RGB8) -> VariantMeasurement? {
                if let known = measured[colour] { return known }
                let figures = passes(colour)
                measured[colour] = figures
                return figures
            }
            guard let hit = firstPassingStep(upTo: last, passes: {
                check(OKLCH(lightness: lightness($0), chroma: start.chroma, hue: start.hue).rgb8)
            }) else { continue }
            let colour = OKLCH(lightness: lightness(hit.step), chroma: start.chroma, hue: start.hue).rgb8
            found.append(refined(start, failing: lightness(hit.step - 1), passing: (lightness(hit.step), colour, hit.figures),
                                 passes: check))
        }
        let nearest = found.map(\.move).min()
        let tied = found.filter { $0.move == nearest }.map { (change: $0.change, figures: $0.figures) }
        return best(tied, metric: metric).map { ($0.change, $0.figures) }
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
        var seen = SeenRings(keys: ring.ring.keys, flagged: ring.flagged, keptWhole: ring.keptWhole)
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
        var rings = SeenRings(keys: keys, flagged: ring.flagged, keptWhole: ring.keptWhole)
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
