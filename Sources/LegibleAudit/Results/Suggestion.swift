import LegibleColour
import LegiblePixels

/// One change that makes a failing region pass, found by measuring the region again with the
/// change applied through its text mask and ring, the way the audit measures it
/// (Docs/Measurement.md#fix-suggestions).
///
/// ```swift
/// for suggestion in result.measurement?.suggestions?.suggestions ?? [] {
///     print(suggestion.change, suggestion.wcag.ratio)     // textColour(#76767B) 4.52
/// }
/// ```
public struct Suggestion: Sendable, Equatable {
    /// What to change.
    public enum Change: Sendable, Equatable {
        /// Draw the text in this colour: the measured text colour's OKLCH hue and chroma (as far
        /// as sRGB allows), its lightness moved the shortest way that passes.
        case textColour(RGB8)
        /// Fill the flat background (a button, a chip) with this colour, the text unchanged.
        case backgroundColour(RGB8)
        /// Lay an overlay of this colour (black or white) at this opacity (0–1, in steps of
        /// 0.01) over the background, under the unchanged text; composited in encoded sRGB.
        case scrim(RGB8, opacity: Double)
    }

    /// The kinds, named as the JSON report names them; `textSize` is a `TextSizeSuggestion`;
    /// `anyColour` names only a gap (no colours at all can pass).
    public enum Kind: String, Sendable, CaseIterable {
        case textColour, backgroundColour, scrim, textSize, anyColour
    }

    public var change: Change
    /// The variant the figures are for: `original`, unless only a gated variant fails.
    public var variant: Variant
    /// The worst case after the change, under `variant`, against the region's requirement.
    public var wcag: WCAGFigures
    public var apca: APCAFigures

    public init(change: Change, variant: Variant, wcag: WCAGFigures, apca: APCAFigures) {
        self.change = change
        self.variant = variant
        self.wcag = wcag
        self.apca = apca
    }

    public var kind: Kind {
        switch change {
        case .textColour: .textColour
        case .backgroundColour: .backgroundColour
        case .scrim: .scrim
        }
    }

    /// The colour to use: the text's, the fill's or the overlay's.
    public var colour: RGB8 {
        switch change {
        case .textColour(let c), .backgroundColour(let c), .scrim(let c, _): c
        }
    }

    /// The overlay's opacity, for a scrim.
    public var opacity: Double? {
        guard case .scrim(_, let opacity) = change else { return nil }
        return opacity
    }
}

/// What was looked for and could not be found: every report says so rather than staying silent.
public enum SuggestionGap: Sendable, Equatable {
    /// No lightness of the text's hue passes, from black to white.
    case textColour
    /// No lightness of the flat background's hue passes with the text unchanged.
    case backgroundColour
    /// Neither a black nor a white overlay up to this opacity makes the text pass.
    case scrim(limit: Double)
    /// No font size up to `TextSizeSearch.largestSize` passes at this weight.
    case textSize(weight: Int)
    /// No colours at all pass: APCA gates and asks for this |Lc|, more than white on black
    /// reaches; nil when its lookup allows no contrast at the region's size and weight. Only a
    /// larger or heavier font can help, so no colour, fill or scrim is looked for.
    case anyColour(requiredLc: Double?)

    public var kind: Suggestion.Kind {
        switch self {
        case .textColour: .textColour
        case .backgroundColour: .backgroundColour
        case .scrim: .scrim
        case .textSize: .textSize
        case .anyColour: .anyColour
        }
    }

    /// One clause: what cannot help.
    public var message: String {
        switch self {
        case .textColour: "no text colour of this hue passes, from black to white"
        case .backgroundColour: "no fill of this hue passes behind this text"
        case .scrim(let limit):
            "no black or white scrim up to \(Int((limit * 100).rounded()))% opacity makes it pass"
        case .textSize(let weight): "no font size passes at weight \(weight)"
        case .anyColour(let required?):
            "no colours reach Lc \(Self.shortest(required)) (black on white gives \(Self.shortest(APCA.largestDarkOnLight, tenths: true)), "
                + "white on black \(Self.shortest(APCA.largestLightOnDark, tenths: true)))"
        case .anyColour(nil): "no colours pass: APCA's lookup allows no contrast at this size and weight"
        }
    }

    /// `113.5`, `125`: a requirement as the lookup gives it (whole or half); with `tenths`,
    /// rounded to one decimal first.
    static func shortest(_ value: Double, tenths: Bool = false) -> String {
        let shown = tenths ? (value * 10).rounded() / 10 : value
        return shown == shown.rounded() && !tenths ? String(Int(shown)) : String(shown)
    }
}

/// A failing region's fix suggestions, what could not be suggested, and where its text and ring
/// lie (to draw a suggestion into the screenshot).
public struct RegionSuggestions: Sendable, Equatable {
    /// The text colour first, then the fill (flat backgrounds) or the scrim (any other).
    public var suggestions: [Suggestion]
    /// A larger font size, when APCA gates and the region states its size.
    public var textSize: TextSizeSuggestion?
    public var gaps: [SuggestionGap]
    /// Where the text and ring lie; nil when the suggestions were read back from a report.
    public var layers: RegionLayers?

    public init(suggestions: [Suggestion], textSize: TextSizeSuggestion? = nil, gaps: [SuggestionGap],
                layers: RegionLayers? = nil) {
        self.suggestions = suggestions
        self.textSize = textSize
        self.gaps = gaps
        self.layers = layers
    }
}
