import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels

/// `legible simulate <image> --as <variant> -o out.png [--severity s] [--manifest FILE] [--media x,y,w,h]`:
/// the whole image as seen under one variant, through the same decode and transform the audit
/// measures — Smart Invert included, which leaves the screen's media regions alone.
enum SimulateCommand {
    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Write a PNG of a whole image as seen under one variant (CVD or inversion).",
        usage: "simulate <image> --as <variant> -o <out.png> [--severity <s>] [--manifest <file>] [--media <x,y,w,h>] ...",
        discussion: """
        The pixels are exactly those the audit measures for that variant: decoded, turned upright (EXIF), \
        converted to sRGB, composited over the backdrop, then transformed.

        MEDIA REGIONS: Smart Invert leaves photos and video alone. --manifest FILE takes the \
        "mediaRegions" (scaled by "scale") and "backdrop" of the manifest's screen for this image; \
        --media x,y,w,h adds a box in image pixels and may be repeated. Both only change smart-invert: \
        every other variant transforms every pixel, as the audit does. A box outside the image is an \
        error (exit 2); the PNG is still written, with the part of the box inside the image spared.

        EXAMPLES:
          legible simulate Samples/checkout.png --as deuteranopia -o checkout-deuteranopia.png
          legible simulate Samples/hero.png --as smart-invert --manifest Samples/hero.json -o hero-smart.png
          legible simulate shot.png --as smart-invert --media 0,0,1170,900 -o shot-smart.png
        """,
        options: [
            .value("as", valueName: "variant", allowed: ValueParsers.variantNames, help: "The variant to show."),
            .value("output", short: "o", valueName: "path", help: "The PNG file to write."),
            .value("severity", valueName: "s", help: "Severity of protanomaly, deuteranomaly and tritanomaly (0–1).",
                   default: "0.6"),
            .value("backdrop", valueName: "colour", help: "What transparent pixels are composited over.",
                   default: "the manifest's backdrop, else #FFFFFF"),
            .value("manifest", valueName: "file",
                   help: "Take the media regions (and backdrop) of this manifest's screen for the image."),
            .value("media", valueName: "x,y,w,h", repeatable: true,
                   help: "A media region in image pixels that smart-invert leaves alone; repeatable."),
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
        /// `--backdrop`; nil means the manifest screen's backdrop, else white.
        var backdrop: RGB8?
        var maxPixels: Int
        /// `--manifest`: where the media regions and backdrop come from.
        var manifest: String?
        /// `--media` boxes, in image pixels.
        var media: [PixelRect]

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
            backdrop = nil
            if let text = parsed.value("backdrop") {
                guard let colour = RGB8(parsing: text) else {
                    throw ParseError(.invalidValue(option: "--backdrop", value: text, expected: "a colour like #FFFFFF"), command: command)
                }
                backdrop = colour
            }
            maxPixels = try parsed.value("max-pixels").map { (text) throws(ParseError) in
                try ValueParsers.pixelCount(text, option: "--max-pixels", command: command)
            } ?? ImageLimits.default.maxPixels
            manifest = parsed.value("manifest")
            media = []
            for text in parsed.values("media") {
                media.append(try ValueParsers.pixelRect(text, option: "--media", command: command))
            }
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
        if !invocation.media.isEmpty && invocation.variant != .smartInvert {
            console.err("legible simulate: warning: --media only changes smart-invert; --as \(invocation.variant.rawValue) transforms every pixel\n")
        }
        do {
            let problems = try simulate(invocation)
            for problem in problems { console.err("legible simulate: error: \(problem.description)\n") }
            return problems.isEmpty ? .success : .usageOrInput
        } catch {
            console.err("legible simulate: error: \(error.description)\n")
            return .usageOrInput
        }
    }

    /// Decode → composite → transform (sparing media regions under smart-invert) → encode.
    /// - Returns: media boxes that lie outside the image; the PNG is written regardless, with
    ///   the part of each box inside the image spared.
    @discardableResult
    static func simulate(_ invocation: Invocation) throws(SimulateError) -> [SimulateError] {
        let decoded: DecodedImage
        do {
            decoded = try ImageDecoder.decode(path: invocation.image, limits: ImageLimits(maxPixels: invocation.maxPixels))
        } catch {
            throw SimulateError(error.description)
        }
        var raster = decoded.raster
        let media = try MediaRegions(invocation, imageWidth: raster.width, imageHeight: raster.height)
        _ = raster.composite(over: invocation.backdrop ?? media.backdrop ?? RGB8(grey: 255))
        // The audit's own transform for the variant: the preview shows the pixels it measures,
        // and like the audit only Smart Invert spares the media regions.
        let transform = ColourTransform(invocation.variant, severity: invocation.severity)
        if invocation.variant == .smartInvert {
            transform.apply(to: &raster, excluding: media.rects)
        } else {
            transform.apply(to: &raster)
        }
        do {
            try PNGEncoder.write(raster, to: invocation.output, alpha: false)
        } catch {
            throw SimulateError(error.description)
        }
        return media.problems
    }
}
