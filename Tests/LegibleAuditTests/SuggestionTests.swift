import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

/// Fix suggestions on synthetic screens, against answers worked out independently
/// (`SuggestionReferences`, written by Scripts/suggestion-references), and redrawn into the
/// screenshot and audited again from scratch.
@Suite("Fix suggestions")
struct SuggestionTests {
    /// A flat fill or two-colour stripes 12 pixels wide under "HELLO TEXT".
    static func screen(text: String, backgrounds: [String]) throws -> (Raster, Screen, RGB8) {
        let fg = try #require(RGB8(parsing: text))
        let bgs = try backgrounds.map { try #require(RGB8(parsing: $0)) }
        let (raster, screen) = MeasurementTests.screen(text: fg, background: { x, _ in bgs[(x / 12) % bgs.count] })
        return (raster, screen, fg)
    }

    static func suggestions(_ raster: Raster, _ screen: Screen, options: AuditOptions = AuditOptions())
        throws -> RegionSuggestions {
        let result = MeasurementTests.measure(raster, screen, options: options)
        #expect(result.status == .fail)
        return try #require(result.measurement?.suggestions)
    }

    static func suggestion(_ kind: Suggestion.Kind, in s: RegionSuggestions) throws -> Suggestion {
        try #require(s.suggestions.first { $0.kind == kind })
    }

    @Test("Flat fills: the nearest text colour and fill", arguments: SuggestionReferences.flat)
    func flat(_ reference: FlatReference) throws {
        let (raster, screen, _) = try Self.screen(text: reference.text, backgrounds: [reference.fill])
        let found = try Self.suggestions(raster, screen)
        let text = try Self.suggestion(.textColour, in: found)
        #expect(text.colour.hex == reference.textColour)
        #expect(abs(text.wcag.ratio - reference.textWCAG) < 1e-5)
        #expect(abs(text.apca.lc - reference.textAPCA) < 1e-6)
        let fill = try Self.suggestion(.backgroundColour, in: found)
        #expect(fill.colour.hex == reference.newFill)
        #expect(abs(fill.wcag.ratio - reference.newFillWCAG) < 1e-5)
        #expect(found.suggestions.map(\.kind) == [.textColour, .backgroundColour])
        #expect(found.suggestions.allSatisfy { $0.variant == .original && $0.wcag.pass })
        #expect(found.gaps.isEmpty)
    }

    @Test("Stripes: the nearest text colour and the least scrim", arguments: SuggestionReferences.striped)
    func striped(_ reference: StripedReference) throws {
        let (raster, screen, _) = try Self.screen(text: reference.text,
                                                  backgrounds: [reference.stripes.0, reference.stripes.1])
        let found = try Self.suggestions(raster, screen)
        // The bisection ends on an 8-bit boundary, where float rounding in one channel may land
        // on the neighbouring code value: within one level, and passing by as little.
        let text = try Self.suggestion(.textColour, in: found)
        #expect(Self.levels(text.colour, try #require(RGB8(parsing: reference.textColour))) <= 1)
        #expect(abs(text.wcag.ratio - reference.textWCAG) < 0.03)
        let scrim = try Self.suggestion(.scrim, in: found)
        #expect(scrim.colour.hex == reference.scrim)
        #expect(scrim.opacity == reference.opacity)
        #expect(abs(scrim.wcag.ratio - reference.scrimWCAG) < 1e-5)
        #expect(found.suggestions.map(\.kind) == [.textColour, .scrim])
    }

    /// The largest channel difference between two colours.
    static func levels(_ a: RGB8, _ b: RGB8) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
    }

    /// Every reference screen, as text and background colours.
    static let screens: [(String, [String])] =
        SuggestionReferences.flat.map { ($0.text, [$0.fill]) }
        + SuggestionReferences.striped.map { ($0.text, [$0.stripes.0, $0.stripes.1]) }

    @Test("Made in the design, a suggestion passes; one step nearer fails", arguments: screens)
    func redesigned(text: String, backgrounds: [String]) throws {
        let (raster, screen, fg) = try Self.screen(text: text, backgrounds: backgrounds)
        let found = try Self.suggestions(raster, screen)
        let bgs = try backgrounds.map { try #require(RGB8(parsing: $0)) }
        for suggestion in found.suggestions {
            let nearer = Self.nearer(suggestion.change, text: fg, fill: bgs[0])
            for (change, status) in [(suggestion.change, Status.pass), (nearer, .fail)] {
                let (redesigned, _) = Self.redesign(fg, bgs, change)
                #expect(MeasurementTests.measure(redesigned, screen).status == status, "\(change)")
            }
        }
    }

    @Test("Drawn into the screenshot through the mask and ring, a suggestion passes", arguments: screens)
    func redrawn(text: String, backgrounds: [String]) throws {
        let (raster, screen, _) = try Self.screen(text: text, backgrounds: backgrounds)
        let found = try Self.suggestions(raster, screen)
        let layers = try #require(found.layers)
        for suggestion in found.suggestions {
            var drawn = raster
            layers.draw(suggestion.change, into: &drawn)
            #expect(MeasurementTests.measure(drawn, screen).status == .pass, "\(suggestion.change)")
        }
    }

    /// The screen drawn again with the change made where a designer makes it: the text in the
    /// new colour, the fill replaced, or the overlay over the whole background.
    static func redesign(_ text: RGB8, _ backgrounds: [RGB8], _ change: Suggestion.Change) -> (Raster, Screen) {
        var text = text, backgrounds = backgrounds
        switch change {
        case .textColour(let colour): text = colour
        case .backgroundColour(let colour): backgrounds = [colour]
        case .scrim(let overlay, let opacity):
            backgrounds = backgrounds.map { b in
                func mix(_ c: UInt8, _ o: UInt8) -> UInt8 {
                    UInt8((Double(c) * (1 - opacity) + Double(o) * opacity + 0.5).rounded(.down))
                }
                return RGB8(r: mix(b.r, overlay.r), g: mix(b.g, overlay.g), b: mix(b.b, overlay.b))
            }
        }
        return MeasurementTests.screen(text: text, background: { x, _ in backgrounds[(x / 12) % backgrounds.count] })
    }

    /// The change one step (1% OKLCH lightness, 1% opacity) nearer to what was measured.
    static func nearer(_ change: Suggestion.Change, text: RGB8, fill: RGB8) -> Suggestion.Change {
        func towards(_ colour: RGB8, from original: RGB8) -> RGB8 {
            let start = OKLCH(original), now = OKLCH(colour)
            let step = now.lightness < start.lightness ? 0.01 : -0.01
            return OKLCH(lightness: now.lightness + step, chroma: start.chroma, hue: start.hue).rgb8
        }
        switch change {
        case .textColour(let colour): return .textColour(towards(colour, from: text))
        case .backgroundColour(let colour): return .backgroundColour(towards(colour, from: fill))
        case .scrim(let colour, let opacity): return .scrim(colour, opacity: opacity - 0.01)
        }
    }

    @Test func onlyAVariantFailsSoTheSuggestionIsForIt() throws {
        // Pure red on black passes in the original (5.25:1); a protanope sees it dark.
        let (raster, screen, _) = try Self.screen(text: "#FF0000", backgrounds: ["#000000"])
        let options = AuditOptions(gate: [.original, .protanopia])
        let result = MeasurementTests.measure(raster, screen, options: options)
        #expect(result.original?.pass == true)
        let found = try Self.suggestions(raster, screen, options: options)
        let text = try Self.suggestion(.textColour, in: found)
        #expect(text.variant == .protanopia)
        #expect(text.wcag.pass)
        // Lighter: black cannot get darker.
        #expect(OKLCH(text.colour).lightness > OKLCH(RGB8(r: 255, g: 0, b: 0)).lightness)
        var drawn = raster
        try #require(found.layers).draw(.textColour(text.colour), into: &drawn)
        #expect(MeasurementTests.measure(drawn, screen, options: options).status == .pass)
    }

    @Test func noScrimBelowTheLimitIsSaid() throws {
        // Red text over black and white stripes (5.25:1 and 4.00:1): a white scrim cannot help
        // on white; a black one darkens the white stripe past the red, still short at 90%.
        let (raster, screen, _) = try Self.screen(text: "#FF0000", backgrounds: ["#000000", "#FFFFFF"])
        let found = try Self.suggestions(raster, screen)
        #expect(found.gaps.contains(.scrim(limit: 0.9)))
        #expect(!found.suggestions.contains { $0.kind == .scrim })
    }

    /// Worked from APCA's lookup at weight 400: 13 px is first allowed at Lc 113.5 (row 110:
    /// 14 − ⌊2 × 1.5 × 0.2 × 3.5⌋ × 0.5), 14 px at 110, 15 px at 100 (AAA adds 15), 16 px at 90
    /// (105 under AAA, which black on white's 106.04 reaches); 8 px at no Lc at all. Grey
    /// #949494 on white (3.03:1) fails each.
    @Test("Beyond any colours, APCA's requirement is named instead of a recolouring", arguments: [
        (13.0, ConformanceLevel.AA, Metric.apca, Optional(113.5)), (14, .AA, .both, 110), (15, .AAA, .apca, 115),
        (8, .AA, .apca, nil),
    ])
    func beyondAnyColours(fontSize: Double, level: ConformanceLevel, metric: Metric, required: Double?) throws {
        let (raster, screen) = MeasurementTests.screen(text: RGB8(grey: 0x94), background: { _, _ in RGB8(grey: 255) },
                                                       fontSize: fontSize)
        let found = try Self.suggestions(raster, screen, options: AuditOptions(metric: metric, level: level))
        #expect(found.suggestions.isEmpty)
        #expect(found.gaps.first == .anyColour(requiredLc: required))
        #expect(!found.gaps.contains(.textColour) && !found.gaps.contains(.backgroundColour))
    }

    @Test("Within reach, or under WCAG, the colours are looked for", arguments: [
        (16.0, ConformanceLevel.AAA, Metric.apca), (13, .AA, .wcag),
    ])
    func withinReach(fontSize: Double, level: ConformanceLevel, metric: Metric) throws {
        let (raster, screen) = MeasurementTests.screen(text: RGB8(grey: 0x94), background: { _, _ in RGB8(grey: 255) },
                                                       fontSize: fontSize)
        let found = try Self.suggestions(raster, screen, options: AuditOptions(metric: metric, level: level))
        #expect(found.suggestions.first?.kind == .textColour)
        #expect(!found.gaps.contains { $0.kind == .anyColour })
    }

    @Test func theReachOfAPCA() {
        #expect(abs(APCA.largestDarkOnLight - 106.04067321268862) < 1e-9)
        #expect(abs(APCA.largestLightOnDark - 107.88473318309848) < 1e-9)
        #expect(SuggestionGap.anyColour(requiredLc: 113.5).message
            == "no colours reach Lc 113.5 (black on white gives 106.0, white on black 107.9)")
        #expect(SuggestionGap.anyColour(requiredLc: 125).message.hasPrefix("no colours reach Lc 125 ("))
    }

    @Test func passingRegionsAndSwitchedOffGetNone() throws {
        let (raster, screen, _) = try Self.screen(text: "#000000", backgrounds: ["#FFFFFF"])
        #expect(MeasurementTests.measure(raster, screen).measurement?.suggestions == nil)
        let (grey, greyScreen, _) = try Self.screen(text: "#C7C7CC", backgrounds: ["#FFFFFF"])
        let off = MeasurementTests.measure(grey, greyScreen, options: AuditOptions(suggestions: false))
        #expect(off.status == .fail && off.measurement?.suggestions == nil)
    }

    @Test func deterministic() throws {
        let (raster, screen, _) = try Self.screen(text: "#FFFFFF", backgrounds: ["#87CEEB", "#F4A460"])
        let first = try Self.suggestions(raster, screen)
        for _ in 0..<3 { #expect(try Self.suggestions(raster, screen) == first) }
    }
}
