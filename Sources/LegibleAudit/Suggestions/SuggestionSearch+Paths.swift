import LegibleColour
import LegiblePixels

extension SuggestionSearch {
    /// The first of steps `after + 1`…`last` that `test` accepts, step `after` failing (step 0
    /// is what was measured): steps doubling until one passes, then bisection between it and
    /// the last that failed, so a walk costs a few tests rather than one per step. A pass that
    /// an earlier failing stretch hides is not looked for (contrast changes steadily along a
    /// path of lightness or opacity).
    static func firstStep<Value>(after: Int = 0, upTo last: Int, _ test: (Int) -> Value?) -> (step: Int, value: Value)? {
        guard last > after else { return nil }
        var failing = after, offset = 1
        var hit: (step: Int, value: Value)?
        while hit == nil {
            let step = min(last, after + offset)
            if let value = test(step) {
                hit = (step, value)
            } else {
                failing = step
                if step == last { return nil }
                offset *= 2
            }
        }
        guard var found = hit else { return nil }
        while found.step - failing > 1 {
            let middle = (failing + found.step) / 2
            if let value = test(middle) { found = (middle, value) } else { failing = middle }
        }
        return found
    }

    /// `firstStep`, but only a step no later than `bound` (another path's answer) is looked
    /// for: when `bound` itself fails, nil at once.
    static func firstStep<Value>(upTo last: Int, within bound: Int?, _ test: (Int) -> Value?) -> (step: Int, value: Value)? {
        guard let bound, bound < last else { return firstStep(upTo: last, test) }
        guard test(bound) != nil else { return nil }
        return firstStep(upTo: bound, test)
    }

    /// Steps walked from a guess before falling back to doubling and bisection.
    static let guessWalk = 3

    /// `firstStep` starting from a guess: the guess tested, then its neighbours walked
    /// (down while they pass, up while they fail) for a few steps, then doubling and bisection
    /// beyond them. A good guess costs two tests.
    static func firstStep<Value>(upTo last: Int, guess: Int?, _ test: (Int) -> Value?) -> (step: Int, value: Value)? {
        guard let guess, last >= 1 else { return firstStep(upTo: last, test) }
        var step = min(max(guess, 1), last)
        if let value = test(step) {
            var found = (step: step, value: value)
            for _ in 0..<guessWalk {
                guard found.step > 1, let lower = test(found.step - 1) else { return found }
                found = (found.step - 1, lower)
            }
            return firstStep(upTo: found.step - 1, test) ?? found
        }
        for _ in 0..<guessWalk {
            guard step < last else { return nil }
            step += 1
            if let value = test(step) { return (step, value) }
        }
        return firstStep(after: step, upTo: last, test)
    }

    /// One side of a colour's lightness path: steps of 1% OKLCH lightness from `start`, hue and
    /// chroma kept (reduced into sRGB where needed), the last step landing on black or white.
    struct LightnessPath {
        let start: OKLCH
        /// -1 darker, +1 lighter.
        let sign: Double
        let last: Int

        init(_ start: OKLCH, sign: Double) {
            self.start = start
            self.sign = sign
            let room = sign < 0 ? start.lightness : 1 - start.lightness
            last = max(1, Int((room / SuggestionSearch.lightnessStep - 0.01).rounded(.up)))
        }

        func lightness(_ step: Int) -> Double {
            step >= last ? (sign < 0 ? 0 : 1) : start.lightness + sign * Double(step) * SuggestionSearch.lightnessStep
        }

        func colour(lightness: Double) -> RGB8 { OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).rgb8 }

        func colour(_ step: Int) -> RGB8 { colour(lightness: lightness(step)) }

        /// The colour a step (1% lightness) nearer the start than `colour`.
        func nearer(_ colour: RGB8) -> RGB8 { self.colour(lightness: OKLCH(colour).lightness - sign * SuggestionSearch.lightnessStep) }
    }

    /// The least move from `base` in OKLCH lightness, darker or lighter, keeping hue and chroma,
    /// to a colour that passes: forecast on both sides (`firstStep`, then bisection within the
    /// step), the nearer side's colour measured passing and the colour a step nearer measured
    /// failing; when a measurement disagrees, both sides are measured step by step. Of the two
    /// sides the smaller move wins (then more contrast, then darker).
    static func nearestLightness(to base: RGB8, metric: Metric, judge: Judge<RGB8>) -> (colour: RGB8, figures: VariantMeasurement)? {
        let start = OKLCH(base)
        let paths = [LightnessPath(start, sign: -1), LightnessPath(start, sign: 1)]
        var forecast: [(path: LightnessPath, move: Double, colour: RGB8)] = []
        var bound: Int?
        for path in paths {
            let test: (RGB8) -> Void? = { $0 != base && judge.forecast($0) ? () : nil }
            // The lighter side need not look past the darker side's step: its move would be longer.
            guard let hit = firstStep(upTo: path.last, within: bound, { test(path.colour($0)) }) else { continue }
            bound = min(bound ?? hit.step, hit.step)
            let refined = refined(path, failing: path.lightness(hit.step - 1), passing: (path.lightness(hit.step), path.colour(hit.step), ()),
                                  passes: test)
            forecast.append((path, refined.move, refined.change))
        }
        if let nearest = forecast.map(\.move).min() {
            var confirmed: [(change: RGB8, figures: VariantMeasurement)] = []
            for side in forecast where side.move == nearest {
                let nearer = side.path.nearer(side.colour)
                guard let figures = judge.measure(side.colour), nearer == base || !judge.verdict(nearer) else { break }
                confirmed.append((side.colour, figures))
            }
            if confirmed.count == forecast.filter({ $0.move == nearest }).count {
                return best(confirmed, metric: metric).map { ($0.change, $0.figures) }
            }
        } else if paths.allSatisfy({ !judge.verdict($0.colour($0.last)) }) {
            return nil
        }
        return measuredNearestLightness(paths, base: base, metric: metric, measure: judge.measure)
    }

    /// `nearestLightness` measured step by step on both sides, as when the forecast is wrong.
    static func measuredNearestLightness(_ paths: [LightnessPath], base: RGB8, metric: Metric,
                                         measure: (RGB8) -> VariantMeasurement?) -> (colour: RGB8, figures: VariantMeasurement)? {
        var found: [(move: Double, change: RGB8, figures: VariantMeasurement)] = []
        for path in paths {
            var measured: [RGB8: VariantMeasurement?] = [base: nil]
            func check(_ colour: RGB8) -> VariantMeasurement? {
                if let known = measured[colour] { return known }
                let figures = measure(colour)
                measured[colour] = figures
                return figures
            }
            guard let hit = firstStep(upTo: path.last, { check(path.colour($0)) }) else { continue }
            found.append(refined(path, failing: path.lightness(hit.step - 1),
                                 passing: (path.lightness(hit.step), path.colour(hit.step), hit.value), passes: check))
        }
        let nearest = found.map(\.move).min()
        let tied = found.filter { $0.move == nearest }.map { (change: $0.change, figures: $0.figures) }
        return best(tied, metric: metric).map { ($0.change, $0.figures) }
    }

    /// Bisection steps within one lightness step: 2⁻²⁰ of 1%, far below an 8-bit step.
    static let refinements = 20

    /// The least move along `path` between a lightness that failed and one that passed: the
    /// colour at the passing end, moved towards the failing end while it still passes.
    static func refined<Value>(_ path: LightnessPath, failing: Double, passing: (lightness: Double, colour: RGB8, value: Value),
                               passes: (RGB8) -> Value?) -> (move: Double, change: RGB8, figures: Value) {
        var failing = failing, found = passing
        for _ in 0..<refinements {
            let middle = (failing + found.lightness) / 2
            let candidate = path.colour(lightness: middle)
            if candidate == found.colour {
                found.lightness = middle
            } else if let value = passes(candidate) {
                found = (middle, candidate, value)
            } else {
                failing = middle
            }
        }
        // Rounded so that equal moves on both sides compare equal.
        let move = (abs(found.lightness - path.start.lightness) * 1e9).rounded() / 1e9
        return (move, found.colour, found.value)
    }
}
