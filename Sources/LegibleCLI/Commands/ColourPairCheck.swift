import LegibleColour
import LegiblePixels

/// The figures `legible contrast` prints for one colour pair, computed by LegibleColour.
struct ColourPairCheck: Sendable, Equatable {
    var foreground: RGB8
    var background: RGB8

    /// The WCAG 2 ratio, unrounded (thresholds compare it unrounded: 4.499 fails 4.5).
    var ratio: Double { WCAG.contrastRatio(foreground, background) }
    /// APCA Lc of the foreground as text on the background, signed.
    var lc: Double { APCA.lightnessContrast(text: foreground, background: background) }

    /// The WCAG verdicts a contrast checker shows, in display order, keyed as in the JSON.
    var wcagVerdicts: [(key: String, label: String, required: Double, pass: Bool)] {
        let ratio = self.ratio
        return [
            ("AA", "AA normal text", WCAG.requiredRatio(level: .AA, largeText: false, nonText: false)),
            ("AALarge", "AA large text", WCAG.requiredRatio(level: .AA, largeText: true, nonText: false)),
            ("AAA", "AAA normal text", WCAG.requiredRatio(level: .AAA, largeText: false, nonText: false)),
            ("AAALarge", "AAA large text", WCAG.requiredRatio(level: .AAA, largeText: true, nonText: false)),
            ("nonText", "non-text (icons, borders)", WCAG.requiredRatio(level: .AA, largeText: false, nonText: true)),
        ].map { ($0.0, $0.1, $0.2, WCAG.passes(ratio: ratio, required: $0.2)) }
    }

    /// APCA's text-on-background direction; Lc is positive for dark text on a light background.
    var polarity: String {
        if lc == 0 { return "none" }
        return lc > 0 ? "dark-on-light" : "light-on-dark"
    }

    /// ARC Bronze simple-mode verdicts (|Lc| against 75 body, 60 content, 45 large text).
    var apcaVerdicts: [(key: String, label: String, required: Double, pass: Bool)] {
        let magnitude = abs(lc)
        return [
            ("bodyText", "body text", APCA.Bronze.bodyText),
            ("contentText", "content text", APCA.Bronze.contentText),
            ("largeText", "large text", APCA.Bronze.largeText),
        ].map { ($0.0, $0.1, $0.2, magnitude >= $0.2) }
    }

    /// The smallest font size (px) APCA's lookup allows per weight, nil where it allows none.
    var minimumFontSizes: [(weight: Int, size: Double?)] {
        let lc = self.lc
        return APCA.fontWeights.map { ($0, APCA.minimumFontSize(lc: lc, fontWeight: $0)) }
    }

    /// The pair as seen under every other variant, in `Variant.allCases` order: the same
    /// transforms the audit applies to screenshots.
    func underVariants(severity: Double) -> [(variant: Variant, check: ColourPairCheck)] {
        Variant.allCases.filter { $0 != .original }.map { variant in
            let transform = ColourTransform(variant, severity: severity)
            return (variant, ColourPairCheck(foreground: transform.apply(foreground), background: transform.apply(background)))
        }
    }
}
