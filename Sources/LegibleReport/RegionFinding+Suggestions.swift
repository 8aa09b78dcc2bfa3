import LegibleAudit
import LegibleColour
import LegiblePixels

/// How every format words a failing region's fix suggestions (Docs/Measurement.md#fix-suggestions).
extension RegionFinding {
    /// The region's suggestions, when it failed and some were looked for.
    var suggestions: RegionSuggestions? {
        guard region.status == .fail else { return nil }
        return region.measurement?.suggestions
    }

    /// `try text #767676 (4.54:1) or a black scrim at 42% (4.52:1)` (then `or fontSize 24 (…)`,
    /// under APCA), then what cannot help;
    /// `as protanopia sees it, try …` when the suggestions are for a variant. Nil without any.
    var suggestionPhrase: String? {
        guard let suggestions else { return nil }
        let tries = suggestions.suggestions.map { (Self.phrase($0, metric: options.metric), $0.variant) }
            + (suggestions.textSize.map { [(Self.phrase($0, metric: options.metric), $0.variant)] } ?? [])
        guard !(tries.isEmpty && suggestions.gaps.isEmpty) else { return nil }
        var parts: [String] = []
        if let variant = tries.first?.1 {
            let phrases = tries.map(\.0).joined(separator: " or ")
            parts.append((variant == .original ? "" : "as \(variant.rawValue) sees it, ") + "try " + phrases)
        }
        parts += suggestions.gaps.map(\.message)
        return parts.joined(separator: "; ")
    }

    /// ` Try text #767676 (4.54:1) or a black scrim at 42% (4.52:1).`, to end a message with.
    var suggestionSentence: String {
        guard let phrase = suggestionPhrase, let first = phrase.first else { return "" }
        return " " + first.uppercased() + phrase.dropFirst() + "."
    }

    /// `text #767676 (4.54:1)`, `fill #008932 (4.54:1)`, `a black scrim at 42% (4.52:1)`.
    static func phrase(_ suggestion: Suggestion, metric: Metric) -> String {
        let figures = "(\(self.figures(of: suggestion, metric: metric)))"
        switch suggestion.change {
        case .textColour(let colour): return "text \(colour.hex) \(figures)"
        case .backgroundColour(let colour): return "fill \(colour.hex) \(figures)"
        case .scrim(let colour, let opacity):
            return "a \(scrimName(colour)) scrim at \(Int((opacity * 100).rounded()))% \(figures)"
        }
    }

    /// `fontSize 24 (Lc 66.7)`: the measured colours pass at that size.
    static func phrase(_ suggestion: TextSizeSuggestion, metric: Metric) -> String {
        "fontSize \(JSONValue.format(suggestion.fontSize)) (\(figures(wcag: suggestion.wcag, apca: suggestion.apca, metric: metric)))"
    }

    /// `4.54:1`, `Lc 71.2` or both, as the run's metric decides.
    static func figures(of suggestion: Suggestion, metric: Metric) -> String {
        figures(wcag: suggestion.wcag, apca: suggestion.apca, metric: metric)
    }

    static func figures(wcag: WCAGFigures, apca: APCAFigures, metric: Metric, ratioDecimals: Int = 2) -> String {
        let ratio = NumberFormatting.fixed(NumberFormatting.ratio(wcag, decimals: ratioDecimals), decimals: ratioDecimals) + ":1"
        let lc = "Lc " + NumberFormatting.fixed(NumberFormatting.lc(apca), decimals: 1)
        switch metric {
        case .wcag: return ratio
        case .apca: return lc
        case .both: return ratio + ", " + lc
        }
    }

    /// `black`, `white`, or the overlay's hex for any other colour.
    static func scrimName(_ colour: RGB8) -> String {
        colour == RGB8(grey: 0) ? "black" : colour == RGB8(grey: 255) ? "white" : colour.hex
    }
}
