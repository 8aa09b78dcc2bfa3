import LegibleColor
import LegibleImageIO
import LegiblePixels

/// `legible simulate <image> --as <variant> -o out.png [--severity s]`: the whole image as seen
/// under one variant, through the same decode and transform the audit measures.
enum SimulateCommand {
    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Write a PNG of a whole image as seen under one variant (CVD or inversion).",
        usage: "simulate <image> --as <variant> -o <out.png> [--severity <s>]",
        discussion: """
        The pixels are exactly those the audit measures for that variant: decoded, turned upright (EXIF), \
        converted to sRGB, composited over the backdrop, then transformed.

        EXAMPLE:
          legible simulate Samples/checkout.png --as deuteranopia -o checkout-deuteranopia.png
        """,
        options: [
            .value("as", valueName: "variant", allowed: ValueParsers.variantNames, help: "The variant to show."),
            .value("output", short: "o", valueName: "path", help: "The PNG file to write."),
            .value("severity", valueName: "s", help: "Severity of protanomaly, deuteranomaly and tritanomaly (0–1).",
                   default: "0.6"),
            .value("backdrop", valueName: "colour", help: "What transparent pixels are composited over.",
                   default: "#FFFFFF"),
            .value("max-pixels", valueName: "n", help: "Refuse images above this many pixels (K and M suffixes allowed).",
                   default: "100M"),
        ],
        positionals: [PositionalSpec("image", help: "A PNG or JPEG screenshot.")])

    /// A validated `simulate` command line.
    struct Invocation: Sendable, Equatable {
        var image: String
        var variant: Variant
        var output: String
        var severity: Double
        var backdrop: RGB8
        var maxPixels: Int

        init(_ parsed: ParsedArguments) throws(ParseError) {
            let command = SimulateCommand.spec.name
            guard let name = parsed.value("as") else { throw ParseError(.missingOption("--as <variant>"), command: command) }
            guard let output = parsed.value("output") else { throw ParseError(.missingOption("-o <out.png>"), command: command) }
            image = parsed.positionals[0]
            variant = Variant(rawValue: name) ?? .original
            self.output = output
            severity = try parsed.value("severity").map { (text) throws(ParseError) in
                try ValueParsers.double(text, in: 0...1, option: "--severity", command: command)
            } ?? Variant.defaultSeverity
            backdrop = RGB8(grey: 255)
            if let text = parsed.value("backdrop") {
                guard let colour = RGB8(parsing: text) else {
                    throw ParseError(.invalidValue(option: "--backdrop", value: text, expected: "a colour like #FFFFFF"), command: command)
                }
                backdrop = colour
            }
            maxPixels = try parsed.value("max-pixels").map { (text) throws(ParseError) in
                try ValueParsers.pixelCount(text, option: "--max-pixels", command: command)
            } ?? ImageLimits.default.maxPixels
        }
    }

    static func run(_ words: [String], console: Console) -> ExitCode {
        let invocation: Invocation
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed(let parsed):
            do { invocation = try Invocation(parsed) } catch { return LegibleCommandLine.report(error, console: console) }
        case .finished(let status):
            return status
        }
        do {
            try simulate(invocation)
            return .success
        } catch {
            console.err("legible simulate: error: \(error.description)\n")
            return .usageOrInput
        }
    }

    /// Decode → composite → transform → encode.
    static func simulate(_ invocation: Invocation) throws(SimulateError) {
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode(path: invocation.image, limits: ImageLimits(maxPixels: invocation.maxPixels))
        } catch {
            throw SimulateError(error.description)
        }
        var raster = decoded.raster
        _ = raster.composite(over: invocation.backdrop)
        // The audit's own transform for the variant: the preview shows the pixels it measures.
        ColourTransform(invocation.variant, severity: invocation.severity).apply(to: &raster)
        do {
            try PNGEncoder.write(raster, to: invocation.output, alpha: false)
        } catch {
            throw SimulateError(error.description)
        }
    }
}
