import LegibleColor
import LegiblePixels

/// `legible contrast <fg> <bg> [--format json|text]` (SPEC §3): one colour pair, as a
/// contrast checker shows it.
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
        ],
        positionals: [PositionalSpec("foreground", help: "Text colour: #RGB, #RRGGBB or rgb(r,g,b)."),
                      PositionalSpec("background", help: "Background colour, in the same forms.")])

    static func run(_ words: [String], console: Console) -> ExitStatus {
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
        let check = ColourPairCheck(foreground: colours[0], background: colours[1])
        console.out(parsed.value("format") == "json" ? json(check).rendered() + "\n" : text(check))
        return check.wcagVerdicts[0].pass ? .success : .failure
    }

    /// SPEC §3's keys first, exactly as specified, then extras.
    static func json(_ check: ColourPairCheck) -> OrderedJSON {
        var wcag: [(String, OrderedJSON)] = [("ratio", .number(check.ratio, decimals: 3))]
        wcag += check.wcagVerdicts.map { ($0.key, .bool($0.pass)) }
        wcag.append(("unrounded", .number(check.ratio, decimals: 12)))
        var apca: [(String, OrderedJSON)] = [("lc", .number(check.lc, decimals: 1))]
        apca.append(("unrounded", .number(check.lc, decimals: 12)))
        apca.append(("polarity", .string(check.polarity)))
        apca += check.apcaVerdicts.map { ($0.key, .bool($0.pass)) }
        apca.append(("minimumFontSize", .object(check.minimumFontSizes.map { entry in
            (String(entry.weight), entry.size.map { .number($0, decimals: 1) } ?? .null)
        })))
        return .object([
            ("foreground", .string(check.foreground.hex)),
            ("background", .string(check.background.hex)),
            ("wcag", .object(wcag)),
            ("apca", .object(apca)),
        ])
    }

    static func text(_ check: ColourPairCheck) -> String {
        var lines = [
            "Foreground  \(check.foreground.hex)",
            "Background  \(check.background.hex)",
            "",
            "WCAG 2 contrast ratio \(OrderedJSON.formatted(check.ratio, decimals: 3)):1",
        ]
        for verdict in check.wcagVerdicts {
            let label = verdict.label.padding(to: 27)
            let required = (OrderedJSON.formatted(verdict.required, decimals: 1) + ":1").padding(to: 6)
            lines.append("  \(label) needs \(required) \(verdict.pass ? "pass" : "FAIL")")
        }
        let polarity = check.polarity == "dark-on-light" ? "dark text on a light background"
            : check.polarity == "light-on-dark" ? "light text on a dark background" : "no perceptible contrast"
        lines.append("")
        lines.append("APCA Lc \(OrderedJSON.formatted(check.lc, decimals: 1)) (\(polarity))")
        for verdict in check.apcaVerdicts {
            let label = verdict.label.padding(to: 27)
            let required = ("Lc " + OrderedJSON.formatted(verdict.required, decimals: 0)).padding(to: 6)
            lines.append("  \(label) needs \(required) \(verdict.pass ? "pass" : "FAIL")")
        }
        let sizes = check.minimumFontSizes.map { entry in
            "\(entry.weight): " + (entry.size.map { OrderedJSON.formatted($0, decimals: 1) + "px" } ?? "–")
        }
        lines.append("  smallest font size by weight: " + sizes.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
