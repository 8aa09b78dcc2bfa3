import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels

/// `legible simulate <image> --as <variant> -o out.png [--severity s] [--manifest FILE] [--media x,y,w,h]`:
/// the whole image as seen under one variant, through the same decode and transform the audit
/// measures — Smart Invert included, which leaves the screen's media regions alone but inverts
/// the labels over them (`SmartInvertPicture`, with the manifest's regions). With a list
/// of variants (or `all`), `-o` names a folder that receives `<image name>.<variant>.png` for
/// each, from one decoding; the variants are transformed and encoded in parallel.
enum SimulateCommand {
    static let spec = CommandSpec(
        name: "simulate",
        abstract: "Write a PNG of a whole image as seen under one variant (CVD or inversion), or one per variant.",
        usage: "simulate <image> --as <variant>[,<variant>...|all] -o <out.png|folder> [--severity <s>] [--manifest <file>] [--media <x,y,w,h>] ...",
        discussion: """
        The pixels are exactly those the audit measures for that variant: decoded, turned upright (EXIF), \
        converted to sRGB, composited over the backdrop, then transformed.

        SEVERAL VARIANTS: --as takes a comma-separated list, or all; -o then names a folder (made if \
        missing) that receives <image name>.<variant>.png for each, from one decoding of the image, \
        written in parallel.

        MEDIA REGIONS: Smart Invert leaves photos and video alone, but not the labels drawn over them. \
        --manifest FILE takes the "mediaRegions" (scaled by "scale") and "backdrop" of the manifest's \
        screen for this image, and its regions: a label over media inverts (its glyphs, separated as \
        the audit separates them) while the photo under it stays, and a region marked "media": true \
        stays whole. --media x,y,w,h adds a box in image pixels and may be repeated. Both only change \
        smart-invert: every other variant transforms every pixel, as the audit does. A box outside the \
        image is an error (exit 2); the PNG is still written, with the part of the box inside the image spared.

        EXAMPLES:
          legible simulate Samples/checkout.png --as deuteranopia -o checkout-deuteranopia.png
          legible simulate Samples/checkout.png --as protanopia,deuteranopia,tritanopia,achromatopsia -o previews
          legible simulate Samples/hero.png --as smart-invert --manifest Samples/hero.json -o hero-smart.png
          legible simulate shot.png --as smart-invert --media 0,0,1170,900 -o shot-smart.png
        """,
        options: [
            .value("as", valueName: "variant",
                   help: "The variant to show, a comma-separated list of them, or all: \(ValueParsers.variantNames.joined(separator: "|"))."),
            .value("output", short: "o", valueName: "path",
                   help: "The PNG file to write; for several variants, the folder to write them in."),
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
        /// The variants to show, in the order given.
        var variants: [Variant]
        /// `--as` named a list or `all`: `output` is a folder.
        var outputIsFolder: Bool
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
            if name.lowercased() == "all" {
                variants = Variant.allCases
                outputIsFolder = true
            } else {
                variants = try ValueParsers.variants(name, option: "--as", command: command, keywords: ["all"])
                outputIsFolder = name.contains(",")
            }
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
        if !invocation.media.isEmpty && !invocation.variants.contains(.smartInvert) {
            let names = invocation.variants.map(\.rawValue).joined(separator: ",")
            console.err("legible simulate: warning: --media only changes smart-invert; --as \(names) transforms every pixel\n")
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

    /// Decode → composite → per variant: transform (sparing media regions under smart-invert)
    /// → encode, the variants in parallel.
    /// - Returns: media boxes that lie outside the image; the PNGs are written regardless, with
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
        let outputs = try outputPaths(invocation)
        let source = raster
        // Labels over media invert (and `"media": true` regions stay whole) as the audit measures
        // them: their plans come from separating those regions, once for every variant.
        let plans = invocation.variants.contains(.smartInvert)
            ? media.plans(on: source, severity: invocation.severity, lossy: decoded.format == .jpeg) : []
        // One variant a worker: each transforms its own copy and deflates it, so the encodings
        // (most of the time) run side by side on the cores.
        let failures = BatchScheduler.map(Array(zip(invocation.variants, outputs)), jobs: BatchScheduler.processorCount) {
            (variant, path) -> SimulateError? in
            var raster = source
            // The audit's own transform for the variant: the preview shows the pixels it
            // measures, and like the audit only Smart Invert spares the media regions.
            if variant == .smartInvert {
                SmartInvertPicture.apply(to: &raster, media: media.rects, plans: plans)
            } else {
                ColourTransform(variant, severity: invocation.severity).apply(to: &raster)
            }
            do {
                try PNGEncoder.write(raster, to: path, alpha: false, compression: .preview)
                return nil
            } catch {
                return SimulateError(String(describing: error))
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        return media.problems
    }

    /// Where each variant's PNG goes: `-o` itself for one variant, else `<image name>.<variant>.png`
    /// in the folder `-o` (made if missing).
    private static func outputPaths(_ invocation: Invocation) throws(SimulateError) -> [String] {
        guard invocation.outputIsFolder else { return [invocation.output] }
        let folder = invocation.output
        switch FileSystem.kind(of: folder) {
        case .directory:
            break
        case nil:
            do {
                try FileSystem.createDirectories(folder)
            } catch {
                throw SimulateError("cannot make the folder \(error.path) for the previews: \(error.reason)")
            }
        case .file, .other:
            throw SimulateError("\(folder) is not a folder; with several variants, -o names the folder to write them in")
        }
        let file = invocation.image.split(separator: "/").last.map(String.init) ?? invocation.image
        let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return invocation.variants.map { prefix + name + "." + $0.rawValue + ".png" }
    }
}
