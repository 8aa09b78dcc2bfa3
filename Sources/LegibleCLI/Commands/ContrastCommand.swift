/// `legible contrast <fg> <bg> [--format json|text]`.
enum ContrastCommand {
    static let spec = CommandSpec(
        name: "contrast",
        abstract: "Check one text/background colour pair, as a contrast checker does.",
        usage: "contrast <foreground> <background> [--format text|json]",
        options: [
            .value("format", short: "f", valueName: "format", allowed: ["text", "json"], help: "Output format.",
                   default: "text"),
        ],
        positionals: [PositionalSpec("foreground", help: "Text colour: #RGB, #RRGGBB or rgb(r,g,b)."),
                      PositionalSpec("background", help: "Background colour, in the same forms.")])

    static func run(_ words: [String], console: Console) -> ExitStatus {
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed: break
        case .finished(let status): return status
        }
        console.err("legible contrast: error: not available in this build yet\n")
        return .usageOrInput
    }
}
