import LegibleColour
import LegiblePixels

extension SuggestionSearch {
    /// Bins of √luminance in which the ring's extremes are looked for.
    static let extremeBins = 1024

    /// The ring colours at the worst case's rank (`allowed` pixels past them) from the dark end
    /// and from the light end of luminance: while an overlay keeps the ring's order of
    /// luminance, these two set its worst case. Found in bins of √luminance, which is close
    /// enough for a guess.
    func luminanceExtremes(allowed: Int) -> [RGB8] {
        let r = ring.ring
        var bins = [Int](repeating: 0, count: Self.extremeBins)
        var binOf = [Int](repeating: 0, count: r.count)
        ChannelTerms.with { terms in
            for c in 0..<r.count {
                let l = terms.luminances(r.keys[c] & 0xFF_FFFF)[0]
                binOf[c] = min(Self.extremeBins - 1, Int(l.squareRoot() * Double(Self.extremeBins)))
                bins[binOf[c]] += r.weight(c)
            }
        }
        func bin(from order: some Sequence<Int>) -> Int {
            var seen = 0
            for b in order {
                seen += bins[b]
                if seen > allowed { return b }
            }
            return 0
        }
        return [bin(from: bins.indices), bin(from: bins.indices.reversed())].map { b in
            (r.keys[binOf.firstIndex(of: b) ?? 0] & 0xFF_FFFF).unpackedRGB
        }
    }

    /// A guess at an overlay's first passing step: the least opacity step at which each of
    /// `extremes`, seen through the overlay, passes with the text in the original; nil when
    /// one never does up to `steps`.
    func guessedStep(overlay: RGB8, steps: Int, extremes: [RGB8]) -> Int? {
        let metric = ring.options.metric
        func passes(_ colour: RGB8) -> Bool {
            let apca = metric == .wcag ? 0 : APCA.lightnessContrast(text: text, background: colour)
            return ring.requirement.passes(wcag: WCAG.contrastRatio(text, colour), apca: apca, metric: metric)
        }
        var guess = 0
        for colour in extremes {
            guard let step = (0...steps).first(where: {
                passes(Recolouring.scrim(colour, overlay: overlay, opacity: Double($0) / 100))
            }) else { return nil }
            guess = max(guess, step)
        }
        return guess
    }
}
