import LegibleAudit
import LegibleImageIO
import LegibleDetect

/// `legible audit <image> … --detect image|tesseract [--detect-scale n]`: audits screenshots with
/// boxes found by the built-in text detector; with `tesseract`, tesseract reads their text. Each
/// image is replaced by a manifest detected for it in a temporary folder, and the rest of the
/// command line goes to `audit` unchanged, so every audit option works as usual.
enum DetectedAudit {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The audit's exit status, or nil when the words hold no `--detect` (a plain audit).
    static func run(_ words: [String], console: Console) -> ExitCode? {
        guard words.contains(where: { $0 == "--detect" || $0.hasPrefix("--detect=") }) else { return nil }
        var rest: [String] = []
        var source: String?
        var scaleText: String?
        var images: [(position: Int, path: String)] = []
        var positionals: Set<Int> = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if let value = option("detect", word, words, &index) {
                source = value
            } else if let value = option("detect-scale", word, words, &index) {
                scaleText = value
            } else {
                rest.append(word)
                // A value option's value is never an image to detect, even if it ends in .png.
                if word.hasPrefix("-"), !word.contains("="), takesValue(word), index + 1 < words.count {
                    index += 1
                    rest.append(words[index])
                } else if !word.hasPrefix("-") {
                    positionals.insert(rest.count - 1)
                    if imageExtensions.contains(PathText.pathExtension(word).lowercased()) {
                        images.append((rest.count - 1, word))
                    }
                }
            }
            index += 1
        }
        let command = AuditCommand.spec.name
        guard let detector = source.flatMap({ DetectCommand.Source(rawValue: $0.lowercased()) }),
              detector == .image || detector == .tesseract else {
            return LegibleCommandLine.report(
                ParseError(.invalidValue(option: "--detect", value: source ?? "", expected: "image, tesseract"), command: command),
                console: console)
        }
        var scale = 1.0
        if let scaleText {
            do {
                scale = try ValueParsers.double(scaleText, in: 0...Double.greatestFiniteMagnitude, option: "--detect-scale",
                                                command: command, openLowerBound: true)
            } catch {
                return LegibleCommandLine.report(error, console: console)
            }
        }
        guard !images.isEmpty else {
            return LegibleCommandLine.report(ParseError(.conflict("--detect needs PNG or JPEG screenshots, not manifests"), command: command),
                                             console: console)
        }
        guard let folder = FileSystem.makeTemporaryDirectory(prefix: "legible-detect-") else {
            console.err("legible audit: error: cannot create a temporary folder for the detected manifests; check that TMPDIR is writable\n")
            return .usageOrInput
        }
        defer { FileSystem.removeTree(folder) }
        var status = ExitCode.success
        var dropped: Set<Int> = []
        for (number, image) in images.enumerated() {
            do {
                var screen = detector == .image ? try TextDetector.detect(imagePath: image.path, scale: scale)
                    : try TextDetector.detect(imagePath: image.path, scale: scale, reading: OCROptions())
                if screen.regions.isEmpty {
                    console.err("legible audit: warning: \(image.path): no text found, nothing to audit in this image\n")
                }
                screen.image = FileSystem.absolute(image.path)
                let path = folder + "/\(number)-\(PathText.lastComponent(image.path)).json"
                try ManifestWriter.write(Manifest(path: path, screens: [screen]), to: path)
                rest[image.position] = path
            } catch {
                // Like an unreadable image in a batch: reported, the others still audited, status 2.
                console.err("legible audit: error: \(error.description)\n")
                status = .usageOrInput
                dropped.insert(image.position)
            }
        }
        // Nothing left to audit when every screenshot failed and no manifest was given besides.
        guard !positionals.subtracting(dropped).isEmpty else { return status }
        let remaining = rest.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        return max(status, AuditCommand.run(remaining, console: console))
    }

    /// The value of `--name value` or `--name=value` at `index` (advancing past a separate value).
    private static func option(_ name: String, _ word: String, _ words: [String], _ index: inout Int) -> String? {
        if word.hasPrefix("--\(name)=") { return String(word.dropFirst(name.count + 3)) }
        guard word == "--\(name)" else { return nil }
        index += 1
        return index < words.count ? words[index] : ""
    }

    /// Whether an audit option (long or short) takes a value, from the audit command's own table.
    private static func takesValue(_ word: String) -> Bool {
        let spec = AuditCommand.spec
        if word.hasPrefix("--") { return spec.option(named: String(word.dropFirst(2)))?.takesValue ?? false }
        if word.count == 2, let letter = word.last { return spec.option(short: letter)?.takesValue ?? false }
        return false
    }
}
