import LegibleAudit
import LegibleColour
import LegiblePixels

/// `legible contrast <fg> <bg> [--format json|text]` (Docs/CommandLine.md#contrast): one colour
/// pair, as a contrast checker shows it.
enum ContrastCommand {
    static let spec = CommandSpec(
        name: "contrast",
        abstract: "Check one text/background colour pair, as a contrast checker does.",
        usage: "contrast <foreground> <background> [--format text|json]",
        discussion: """
        Colours are #RGB, #RRGGBB or rgb(r,g,b). WCAG 2 ratios are compared unrounded (4.499:1 fails 4.5:1); \
        APCA Lc is signed, positive for dark text on a light background. Exit status 0 when the pair passes \
        WCAG AA for normal text, 1 when it does not, 2 for usage errors.

        EXAMPLES:
          legible contrast '#777777' '#FFFFFF'
          legible contrast 'rgb(255,255,255)' '#0A84FF' --format json
        """,
        options: [
            .value("format", short: "f", valueName: "format", allowed: ["text", "json"], help: "Output format.",
                   default: "text"),
            .value("severity", valueName: "s", help: "Severity of protanomaly, deuteranomaly and tritanomaly (0–1).",
                   default: "0.6"),
        ],
        positionals: [PositionalSpec("foreground", help: "Text colour: #RGB, #RRGGBB or rgb(r,g,b)."),
                      PositionalSpec("background", help: "Background colour, in the same forms.")])

    static func run(_ words: [String], console: Console) -> ExitCode {
        let parsed: ParsedArguments
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed(let value): parsed = value
        case .finished(let status): return status
        }
        var colours: [RGB8] = []
        for (text, name) in zip(parsed.positionals, ["foreground", "background"]) {
            guard let colour = RGB8(parsing: text) else {
                let error = ParseError(.invalidValue(option: "<\(name)>", value: text, expected: "a colour like #777, #777777 or rgb(119,119,119)"),
                                       command: spec.name)
                return LegibleCommandLine.report(error, console: console)
            }
            colours.append(colour)
        }
        var severity = Variant.defaultSeverity
        if let value = parsed.value("severity") {
            do {
                severity = try ValueParsers.double(value, in: 0...1, option: "--severity", command: spec.name)
            } catch {
                return LegibleCommandLine.report(error, console: console)
            }
        }
        let check = ColourPairCheck(foreground: colours[0], background: colours[1])
        let variants = check.underVariants(severity: severity)
        // What would pass AA for normal text, the verdict the exit status follows.
        let suggestions = PairSuggestions.suggestions(text: check.foreground, background: check.background)
        console.out(parsed.value("format") == "json"
                        ? json(check, variants: variants, suggestions: suggestions).serialized(pretty: false) + "\n"
                        : text(check, variants: variants, suggestions: suggestions))
        return check.wcagVerdicts[0].pass ? .success : .failure
    }

    /// The fixed keys first, in their documented order (Docs/CommandLine.md#contrast), then the
    /// further ones.
    static func json(_ check: ColourPairCheck, variants: [(variant: Variant, check: ColourPairCheck)],
                     suggestions: RegionSuggestions? = nil) -> JSONValue {
        var wcag = [JSONMember("ratio", Decimals.json(check.ratio, 3))]
        wcag += check.wcagVerdicts.map { JSONMember($0.key, .bool($0.pass)) }
        wcag.append(JSONMember("unrounded", Decimals.json(check.ratio, 12)))
        var apca = [JSONMember("lc", Decimals.json(check.lc, 1))]
        apca.append(JSONMember("unrounded", Decimals.json(check.lc, 12)))
        apca.append(JSONMember("polarity", .string(check.polarity)))
        apca += check.apcaVerdicts.map { JSONMember($0.key, .bool($0.pass)) }
        apca.append(JSONMember("minimumFontSize", .object(check.minimumFontSizes.map { entry in
            JSONMember(String(entry.weight), entry.size.map { Decimals.json($0, 1) } ?? .null)
        })))
        let seen = variants.map { entry in
            JSONMember(entry.variant.rawValue, .object([
                "foreground": .string(entry.check.foreground.hex),
                "background": .string(entry.check.background.hex),
                "wcag": Decimals.json(entry.check.ratio, 3),
                "AA": .bool(entry.check.wcagVerdicts[0].pass),
                "apca": Decimals.json(entry.check.lc, 1),
            ]))
        }
        var members: [JSONMember] = [
            JSONMember("foreground", .string(check.foreground.hex)),
            JSONMember("background", .string(check.background.hex)),
            JSONMember("wcag", .object(wcag)),
            JSONMember("apca", .object(apca)),
            JSONMember("variants", .object(seen)),
        ]
        if let suggestions {
            members.append(JSONMember("suggestions", .array(suggestions.suggestions.map { suggestion in
                .object([
                    "kind": .string(suggestion.kind.rawValue),
                    "colour": .string(suggestion.colour.hex),
                    "wcag": Decimals.json(suggestion.wcag.ratio, 3),
                    "apca": Decimals.json(suggestion.apca.lc, 1),
                ])
            })))
        }
        return .object(members)
    }

    static func text(_ check: ColourPairCheck, variants: [(variant: Variant, check: ColourPairCheck)],
                     suggestions: RegionSuggestions? = nil) -> String {
        var lines = [
            "Foreground  \(check.foreground.hex)",
            "Background  \(check.background.hex)",
            "",
            "WCAG 2 contrast ratio \(Decimals.text(check.ratio, 3)):1",
        ]
        for verdict in check.wcagVerdicts {
            let label = verdict.label.padding(to: 27)
            let required = (Decimals.text(verdict.required, 1) + ":1").padding(to: 6)
            lines.append("  \(label) needs \(required) \(verdict.pass ? "pass" : "FAIL")")
        }
        let polarity = check.polarity == "dark-on-light" ? "dark text on a light background"
            : check.polarity == "light-on-dark" ? "light text on a dark background" : "no perceptible contrast"
        lines.append("")
        lines.append("APCA Lc \(Decimals.text(check.lc, 1)) (\(polarity))")
        for verdict in check.apcaVerdicts {
            let label = verdict.label.padding(to: 27)
            let required = ("Lc " + Decimals.text(verdict.required, 0)).padding(to: 6)
            lines.append("  \(label) needs \(required) \(verdict.pass ? "pass" : "FAIL")")
        }
        let sizes = check.minimumFontSizes.map { entry in
            "\(entry.weight): " + (entry.size.map { Decimals.text($0, 1) + "px" } ?? "–")
        }
        lines.append("  smallest font size by weight: " + sizes.joined(separator: ", "))
        lines.append("")
        lines.append("As seen under each variant:")
        for entry in variants {
            let ratio = Decimals.text(entry.check.ratio, 2) + ":1"
            let lc = "Lc " + Decimals.text(entry.check.lc, 1)
            lines.append("  \(entry.variant.rawValue.padding(to: 14)) \(entry.check.foreground.hex) on \(entry.check.background.hex)  "
                         + "\(ratio.padding(to: 8)) \(lc.padding(to: 10)) AA \(entry.check.wcagVerdicts[0].pass ? "pass" : "FAIL")")
        }
        if let suggestions {
            lines.append("")
            lines.append("To pass AA for normal text:")
            for suggestion in suggestions.suggestions {
                let what = suggestion.kind == .textColour ? "text colour" : "background"
                let figures = Decimals.text(suggestion.wcag.ratio, 2) + ":1, Lc " + Decimals.text(suggestion.apca.lc, 1)
                lines.append("  \(what.padding(to: 12)) \(suggestion.colour.hex)  (\(figures))")
            }
            for gap in suggestions.gaps { lines.append("  " + gap.message) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
