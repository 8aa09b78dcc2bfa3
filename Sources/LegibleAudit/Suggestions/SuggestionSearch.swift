import LegibleColour
import LegiblePixels

/// Finds a failing region's fix suggestions (Docs/Measurement.md#fix-suggestions): each
/// candidate recolours the separated text, or the ring's colours, and what is suggested has
/// been measured again under every gated variant with the audit's own statistics
/// (`MeasuredRing`), so a suggestion passes exactly when the audit would pass those pixels.
///
/// Candidates lie along a path — lightness in steps of 1% OKLCH from the measured colour,
/// darker or lighter; opacity in steps of 1% — and the suggestion is the first that passes, so
/// the one a step closer fails. The path is walked with forecasts (`VerdictForecast`: one
/// comparison per ring colour), and only the candidate they choose and the one a step closer
/// are measured; when the measurement disagrees with the forecast, the walk is measured step
/// by step instead. Nothing depends on timing or order of threads: the same pixels give the
/// same suggestions.
struct SuggestionSearch {
    let ring: MeasuredRing
    /// The measured text colour, kept by the fill and the scrim.
    let text: RGB8
    /// The audit's figures of `text` for every gated variant.
    let measured: [VariantMeasurement]

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
        let background = dominantBackground()
        if ring.requirement.beyondAnyColours(metric: ring.options.metric) {
            // Recolouring cannot reach the requirement: only a size (`TextSizeSearch`) can.
            return RegionSuggestions(suggestions: [], gaps: [.anyColour(requiredLc: ring.requirement.apca)],
                                     layers: layers(background.colour))
        }
        let check = CandidateCheck(ring: ring, measured: measured)
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
        let judge = Judge<RGB8>(forecast: { check.forecast(text: $0) }, measure: { check.passes(text: $0) },
                                verdict: { check.passes(text: $0, figures: check.verdictFigures) != nil })
        return Self.nearestLightness(to: text, metric: ring.options.metric, judge: judge).map {
            Suggestion(change: .textColour($0.colour), variant: check.key, wcag: $0.figures.wcag, apca: $0.figures.apca)
        }
    }

    /// The nearest lightness of the flat fill's hue that passes behind the unchanged text.
    func backgroundColour(_ check: CandidateCheck, base: RGB8) -> Suggestion? {
        let judge = Judge<RGB8>(forecast: { check.forecast(text: text, under: .backgroundColour($0), base: base) },
                                measure: { check.passes(text: text, under: .backgroundColour($0), base: base) },
                                verdict: { check.passes(text: text, under: .backgroundColour($0), base: base, figures: check.verdictFigures) != nil })
        return Self.nearestLightness(to: base, metric: ring.options.metric, judge: judge).map {
            Suggestion(change: .backgroundColour($0.colour), variant: check.key, wcag: $0.figures.wcag, apca: $0.figures.apca)
        }
    }

    /// The least opacity of a black or a white overlay under the text that passes; of black
    /// and white at the same opacity, the one with more contrast.
    func scrim(_ check: CandidateCheck) -> Suggestion? {
        let steps = Int((Self.scrimLimit / Self.opacityStep).rounded())
        let overlays = [RGB8(grey: 0), RGB8(grey: 255)]
        func change(_ overlay: RGB8, _ step: Int) -> Suggestion.Change { .scrim(overlay, opacity: Double(step) / 100) }
        let judges = overlays.map { overlay in
            Judge<Int>(forecast: { check.forecast(text: text, under: change(overlay, $0), base: overlay) },
                       measure: { check.passes(text: text, under: change(overlay, $0), base: overlay) },
                       verdict: { check.passes(text: text, under: change(overlay, $0), base: overlay, figures: check.verdictFigures) != nil })
        }
        // Each overlay's forecast step, walked from a guess; white need not look past black's
        // step, as only a step as near could win. The least is then confirmed by measurement
        // (a tie's too).
        let extremes = luminanceExtremes(allowed: check.forecaster.allowed)
        var forecast: [Int?] = []
        for (overlay, judge) in zip(overlays, judges) {
            let test: (Int) -> Void? = { judge.forecast($0) ? () : nil }
            let guess = guessedStep(overlay: overlay, steps: steps, extremes: extremes)
            if let bound = forecast.compactMap({ $0 }).min() {
                forecast.append(bound < steps && test(bound) == nil ? nil : Self.firstStep(upTo: min(bound, steps), guess: guess, test)?.step)
            } else {
                forecast.append(Self.firstStep(upTo: steps, guess: guess, test)?.step)
            }
        }
        var found: [(step: Int, change: Suggestion.Change, figures: VariantMeasurement)]? = []
        if let least = forecast.compactMap({ $0 }).min() {
            for i in forecast.indices where forecast[i] == least {
                guard let figures = judges[i].confirm(least) else { found = nil; break }
                found?.append((least, change(overlays[i], least), figures))
            }
        } else if judges.allSatisfy({ !$0.verdict(steps) }) {
            return nil
        } else {
            found = nil
        }
        if found == nil {
            // The forecast was wrong: each overlay's path measured.
            found = zip(overlays, judges).compactMap { overlay, judge in
                Self.firstStep(upTo: steps, judge.measure).map { ($0.step, change(overlay, $0.step), $0.value) }
            }
        }
        let least = found!.map(\.step).min()
        let tied = found!.filter { $0.step == least }.map { (change: $0.change, figures: $0.figures) }
        return Self.best(tied, metric: ring.options.metric).map {
            Suggestion(change: $0.change, variant: check.key, wcag: $0.figures.wcag, apca: $0.figures.apca)
        }
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

/// How candidates of one search are judged: a forecast, and the measurement that confirms it.
struct Judge<Candidate> {
    let forecast: (Candidate) -> Bool
    /// The key variant's figures when every gated variant passes, measured; nil when one fails.
    let measure: (Candidate) -> VariantMeasurement?
    /// Whether every gated variant passes, measured (only what decides it).
    let verdict: (Candidate) -> Bool
}

extension Judge where Candidate == Int {
    /// The figures of step `step` when it passes and the step before it fails, both measured
    /// (step 0, what was measured, fails); nil otherwise.
    func confirm(_ step: Int) -> VariantMeasurement? {
        guard let figures = measure(step), step == 1 || !verdict(step - 1) else { return nil }
        return figures
    }
}
