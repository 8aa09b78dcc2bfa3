import LegibleColour
import LegiblePixels

/// A cheap forecast of one variant's verdict for a candidate, from the ring's colours alone.
///
/// The worst case is the value at rank r of the ring's contrasts in ascending order, so it
/// reaches the requirement exactly when at most r ring pixels fall short of it. Whether a pixel
/// falls short depends only on its luminance: WCAG's ratio with the text is short inside an
/// interval of luminance around the text's, and APCA's |Lc| inside an interval of screen
/// luminance (|Lc| grows steadily away from the text on either side). So a forecast costs the
/// two intervals and one comparison per distinct ring colour — no ranking. The search follows
/// forecasts and measures only the candidate they choose, and the one a step nearer (`SuggestionSearch`).
struct VerdictForecast {
    let requirement: Requirement
    let metric: Metric
    /// Ring pixels that may fall short: the worst case's rank.
    let allowed: Int

    /// Iterations of bisection for APCA's interval: far below any level's step in luminance.
    static let apcaBisections = 48

    init(requirement: Requirement, metric: Metric, ringPixels: Int, percentile: Double) {
        self.requirement = requirement
        self.metric = metric
        allowed = min(ringPixels - 1, max(0, Int((percentile / 100 * Double(ringPixels - 1)).rounded(.down))))
    }

    /// Whether `text` passes over ring colours `seen` (as the variant sees them, media flags
    /// ignored), colour `c` covering `start[c + 1] - start[c]` ring pixels; `terms` give each
    /// channel's code value its luminances (`ChannelTerms.table`, or a table of
    /// recoloured channels, `Recolouring.channelTerms`).
    func passes(text: RGB8, seen: [UInt32], start: [Int32], terms: [SIMD2<Double>]) -> Bool {
        // Open intervals of luminance + 0.05 (WCAG) and screen luminance (APCA) that fall
        // short; an interval the metric does not gate on is empty (+∞ ..< −∞).
        let empty = (Double.infinity, -Double.infinity)
        let wcag = metric != .apca ? wcagShortfall(text) : empty
        guard let apca = metric != .wcag ? apcaShortfall(text) : empty else { return false }
        let allowed = self.allowed
        return seen.withUnsafeBufferPointer { seen in
            start.withUnsafeBufferPointer { start in
                ChannelTerms.with(terms) { terms in
                    var shortWCAG = 0, shortAPCA = 0
                    if metric == .wcag {
                        // The common case, WCAG alone: one lane.
                        for c in 0..<seen.count {
                            let l = terms.luminances(seen[c] & 0xFF_FFFF)[0] + 0.05
                            if l > wcag.0 && l < wcag.1 {
                                shortWCAG &+= Int(start[c &+ 1] &- start[c])
                                if shortWCAG > allowed { return false }
                            }
                        }
                        return true
                    }
                    for c in 0..<seen.count {
                        let both = terms.luminances(seen[c] & 0xFF_FFFF)
                        let weight = Int(start[c &+ 1] &- start[c])
                        let l = both[0] + 0.05, y = both[1]
                        if l > wcag.0 && l < wcag.1 { shortWCAG &+= weight }
                        if y > apca.0 && y < apca.1 { shortAPCA &+= weight }
                        // Enough pixels short already: it fails, whatever the rest.
                        if shortWCAG > allowed || shortAPCA > allowed { return false }
                    }
                    return true
                }
            }
        }
    }

    /// The luminances + 0.05 whose ratio with `text` falls short: between the text's divided and
    /// multiplied by the required ratio.
    func wcagShortfall(_ text: RGB8) -> (Double, Double) {
        let offset = WCAG.luminance(text) + 0.05
        return (offset / requirement.wcag, offset * requirement.wcag)
    }

    /// The screen luminances whose |Lc| with `text` falls short, as an open interval's ends
    /// found by bisection on each side of the text's; nil when APCA allows no contrast at this
    /// size (nothing passes).
    func apcaShortfall(_ text: RGB8) -> (Double, Double)? {
        guard let required = requirement.apca else { return nil }
        let textY = APCA.screenLuminance(text)
        let contrast = APCA.TextContrast(textY: textY)
        func enough(_ y: Double) -> Bool { abs(contrast.lightnessContrast(backgroundY: y)) >= required }
        // Below the text: the highest luminance still far enough (or below 0 when none is).
        var lower = -1.0
        if enough(0) {
            var (far, near) = (0.0, textY)
            for _ in 0..<Self.apcaBisections {
                let middle = (far + near) / 2
                if enough(middle) { far = middle } else { near = middle }
            }
            lower = far
        }
        var upper = 2.0
        if enough(1) {
            var (near, far) = (textY, 1.0)
            for _ in 0..<Self.apcaBisections {
                let middle = (far + near) / 2
                if enough(middle) { far = middle } else { near = middle }
            }
            upper = far
        }
        return (lower, upper)
    }
}
