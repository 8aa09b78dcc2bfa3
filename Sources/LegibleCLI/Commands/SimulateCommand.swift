import LegibleColor

/// `legible simulate <image> --as <variant> -o out.png [--severity s]`.
enum SimulateCommand {
    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Write a PNG of a whole image as seen under one variant (CVD or inversion).",
        usage: "simulate <image> --as <variant> -o <out.png> [--severity <s>]",
        discussion: """
        The pixels are exactly those the audit measures for that variant: decoded, oriented, \
        converted to sRGB and composited over white.

        EXAMPLE:
          legible simulate Samples/checkout.png --as deuteranopia -o checkout-deuteranopia.png
        """,
        options: [
            .value("as", valueName: "variant", allowed: ValueParsers.variantNames, help: "The variant to show."),
            .value("output", short: "o", valueName: "path", help: "The PNG file to write."),
            .value("severity", valueName: "s", help: "Severity of protanomaly, deuteranomaly and tritanomaly (0–1).",
                   default: "0.6"),
            .value("max-pixels", valueName: "n", help: "Refuse images above this many pixels (K and M suffixes allowed).",
                   default: "100M"),
        ],
        positionals: [PositionalSpec("image", help: "A PNG or JPEG screenshot.")])

    static func run(_ words: [String], console: Console) -> ExitStatus {
        let parsed: ParsedArguments
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed(let value): parsed = value
        case .finished(let status): return status
        }
        guard parsed.value("as") != nil else {
            return LegibleCommandLine.report(ParseError(.missingArgument("--as <variant>"), command: spec.name), console: console)
        }
        guard parsed.value("output") != nil else {
            return LegibleCommandLine.report(ParseError(.missingArgument("-o <out.png>"), command: spec.name), console: console)
        }
        console.err("legible simulate: error: image decoding is not available in this build of legible yet\n")
        return .usageOrInput
    }
}
