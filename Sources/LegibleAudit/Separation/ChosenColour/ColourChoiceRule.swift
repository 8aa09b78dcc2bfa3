/// A rule that may prefer another scored candidate to the best-scored one (stage 2 of
/// `TextSeparator.separate`). Scores weigh what text looks like alone; these rules weigh two
/// candidates against each other, where the best-scored one is known to mislead. They run in the
/// order of `TextSeparator.colourChoiceRules`, each on what the ones before chose.
enum ColourChoiceRule: Sendable, Equatable {
    /// A fill inside an outline, or text over its hard drop shadow: the runner-up, on top, is
    /// the text (`runnerUpIsText`).
    case layers
    /// Text over a photo of nearly its colour: a candidate that repeats one exact colour is
    /// drawn, and wins over a photo's highlight (`drawnRatherThanPhotographed`).
    case drawnOverPhotographed

    /// The candidate this rule prefers to `chosen`, among `scored` (best first), or nil when
    /// `chosen` stays. `background` is the box's frame colour; `formsStrokes` tells whether a
    /// candidate's mask is strokes in a row (`GlyphStrokes.formStrokes`).
    func preferred(to chosen: Candidate, among scored: [Candidate], background: UInt32,
                   formsStrokes: (Candidate) -> Bool) -> Candidate? {
        switch self {
        case .layers:
            guard scored.count > 1, TextSeparator.runnerUpIsText(chosen, scored[1], background: background) else { return nil }
            return scored[1]
        case .drawnOverPhotographed:
            return TextSeparator.drawnRatherThanPhotographed(chosen, among: scored, formsStrokes: formsStrokes)
        }
    }
}
