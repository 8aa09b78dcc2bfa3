import LegibleAudit
import LegibleImageIO
import LegibleDetect

/// `legible detect <image> --from tesseract|image|tsv|hocr|uiautomator [<file>] [--scale n] [-o manifest.json]`:
/// a manifest for a screenshot that nobody wrote one for (LegibleDetect). Every source but
/// uiautomator takes its boxes from the built-in detector; OCR only fills in their text.
enum DetectCommand {
    /// Where boxes can come from, as `--from` takes them.
    enum Source: String, CaseIterable, Sendable {
        case image, tesseract, tsv, hocr, uiautomator
    }

    static let spec = CommandSpec(
        name: "detect",
        abstract: "Write a manifest for a screenshot: the lines of text found in it, or an Android view dump.",
        usage: "detect <image> [--from <source> [<file>]] [--scale <n>] [-o <manifest.json>]",
        discussion: """
        SOURCES:
          tesseract           find the lines of text in the image; tesseract reads what they say (apt-get install tesseract-ocr)
          image               find the lines of text in the image; no text, no other tool needed
          tsv <file>          as tesseract, with tesseract TSV you made from the image (tesseract IMAGE OUT tsv)
          hocr <file>         as tesseract, with tesseract hOCR you made from the image (tesseract IMAGE OUT hocr)
          uiautomator <file>  the Android view dump taken with the screenshot (adb shell uiautomator dump)

        The built-in detector decides where text is, faint and coloured text included: one text \
        region per line, ids line-1, line-2, … in reading order, with the font size estimated from the \
        glyphs' cap height, and solid icons as nonText regions shape-1, shape-2, …. OCR only reads: \
        with tesseract, tsv or hocr each line's text is the words OCR read on it, and a line it could \
        not read (often the faintest) keeps its box without text; words read where no line was found \
        are left out. All four give the same boxes. uiautomator gives text views as text regions and \
        clickable images, switches and described views as nonText; its bounds are pixels, so --scale \
        with the density (dpi ÷ 160) writes dp. The manifest's "image" is relative to the manifest \
        file; without -o the manifest goes to standard output. To audit detected boxes directly: \
        legible audit <image> --detect tesseract (or image).

        EXAMPLES:
          legible detect shot.png --scale 3 -o shot.json
          legible detect shot.png --from image --scale 3 -o shot.json
          legible detect shot.png --from tsv shot.tsv -o shot.json
          legible detect settings.png --from uiautomator ui.xml -o settings.json
        """,
        options: [
            .value("from", valueName: "source", allowed: Source.allCases.map(\.rawValue),
                   help: "Where the boxes come from.", default: "tesseract"),
            .value("scale", valueName: "n", help: "Device pixels per manifest unit (iOS @3x: 3; Android: the density).",
                   default: "1"),
            .value("output", short: "o", valueName: "path", help: "Write the manifest to this file instead of standard output."),
            .value("language", valueName: "lang", help: "tesseract languages, like eng or eng+deu.", default: "eng"),
            .value("min-confidence", valueName: "c", help: "Leave out OCR words below this confidence (0–100).", default: "50"),
        ],
        positionals: [
            PositionalSpec("image", help: "The PNG or JPEG screenshot."),
            PositionalSpec("file", help: "The TSV, hOCR or uiautomator XML for --from tsv, hocr or uiautomator.", count: 0...1),
        ])

    /// A validated `detect` command line.
    struct Invocation: Sendable, Equatable {
        var image: String
        var source: Source
        var file: String?
        var scale: Double
        var output: String?
        var ocr: OCROptions

        init(_ parsed: ParsedArguments) throws(ParseError) {
            let command = DetectCommand.spec.name
            image = parsed.positionals[0]
            file = parsed.positionals.count > 1 ? parsed.positionals[1] : nil
            source = parsed.value("from").flatMap { Source(rawValue: $0.lowercased()) } ?? .tesseract
            if source == .tesseract || source == .image, let file {
                throw ParseError(.unexpectedArgument(file), command: command)
            }
            if source != .tesseract, source != .image, file == nil {
                let name = [Source.tsv: "TSV", .hocr: "hOCR", .uiautomator: "dump XML"][source] ?? source.rawValue
                throw ParseError(.conflict("--from \(source.rawValue) needs the \(name) file after the image: legible detect <image> --from \(source.rawValue) <file>"),
                                 command: command)
            }
            scale = try parsed.value("scale").map { (text) throws(ParseError) in
                try ValueParsers.double(text, in: 0...Double.greatestFiniteMagnitude, option: "--scale", command: command,
                                        openLowerBound: true)
            } ?? 1
            output = parsed.value("output")
            ocr = OCROptions()
            if let language = parsed.value("language") { ocr.language = language }
            if let text = parsed.value("min-confidence") {
                ocr.minimumConfidence = try ValueParsers.double(text, in: 0...100, option: "--min-confidence", command: command)
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
        do {
            var screen = try detect(invocation)
            screen.image = relativePath(of: invocation.image, fromFolderOf: invocation.output)
            let manifest = Manifest(path: invocation.output ?? "-", screens: [screen])
            if let output = invocation.output {
                try? FileSystem.createDirectories(PathText.deletingLastComponent(output))
                try ManifestWriter.write(manifest, to: output)
                console.err("legible detect: \(screen.regions.count) regions written to \(output)\n")
                if screen.regions.isEmpty { console.err("legible detect: warning: \(invocation.image): no text found\n") }
            } else {
                console.out(ManifestWriter.json(manifest))
                if screen.regions.isEmpty { console.err("legible detect: warning: \(invocation.image): no text found\n") }
            }
            return .success
        } catch {
            console.err("legible detect: error: \(error.description)\n")
            return .usageOrInput
        }
    }

    /// The screen from the chosen source; `image` is the path as given.
    static func detect(_ invocation: Invocation) throws(DetectError) -> Screen {
        let image = invocation.image, scale = invocation.scale
        switch invocation.source {
        case .image:
            return try TextDetector.detect(imagePath: image, scale: scale)
        case .tesseract:
            return try TextDetector.detect(imagePath: image, scale: scale, reading: invocation.ocr)
        case .tsv:
            let file = invocation.file ?? ""
            let page = try TesseractTSV.page(from: String(decoding: read(file), as: UTF8.self), file: file)
            return try TextDetector.detect(imagePath: image, scale: scale, reading: page, from: file, ocr: invocation.ocr)
        case .hocr:
            let file = invocation.file ?? ""
            let page = try HOCRReader.page(from: String(decoding: read(file), as: UTF8.self), file: file)
            return try TextDetector.detect(imagePath: image, scale: scale, reading: page, from: file, ocr: invocation.ocr)
        case .uiautomator:
            let file = invocation.file ?? ""
            return try UIAutomatorDump.screen(fromXML: read(file), imagePath: image, density: scale, file: file)
        }
    }

    private static func read(_ file: String) throws(DetectError) -> [UInt8] {
        do {
            return try FileBytes.readAll(path: file)
        } catch {
            throw DetectError(file: file, problem: "cannot be read (\(error.reason))", fix: "check that the file exists and is readable")
        }
    }

    /// `image` as a manifest written to `manifest` must name it: relative to the manifest's folder
    /// (the image path as given when the manifest goes to standard output).
    static func relativePath(of image: String, fromFolderOf manifest: String?) -> String {
        guard let manifest else { return image }
        func components(_ path: String) -> [String] {
            PathText.components(FileSystem.absolute(path))
        }
        let target = components(image)
        let folder = Array(components(manifest).dropLast())
        var common = 0
        while common < min(target.count - 1, folder.count), target[common] == folder[common] { common += 1 }
        let ups = Array(repeating: "..", count: folder.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
