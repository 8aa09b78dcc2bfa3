import LegibleImageIO
import LegiblePixels

/// The tesseract command-line OCR engine (Debian `tesseract-ocr`, 4.x or 5.x).
public struct Tesseract: Sendable {
    /// The executable that runs.
    public var executable: String

    /// Finds tesseract at `path`, or on PATH when nil; throws with the install command otherwise.
    public init(path: String? = nil) throws(DetectError) {
        guard let found = ProcessRunner.locate(path ?? "tesseract") else {
            throw DetectError(
                file: path ?? "tesseract",
                problem: path == nil ? "is not installed (not found on PATH)" : "is not an executable file",
                fix: "install it (Debian/Ubuntu: apt-get install tesseract-ocr; macOS: brew install tesseract), or give its path")
        }
        executable = found
    }

    /// True when tesseract can be found on PATH.
    public static var isInstalled: Bool { ProcessRunner.locate("tesseract") != nil }

    /// Runs tesseract on an image it can read (PNG, JPEG, TIFF) and returns its TSV output.
    public func tsv(imagePath: String, options: OCROptions = OCROptions()) throws(DetectError) -> String {
        let run = try ProcessRunner(executable: executable, timeout: options.timeout).start(name: "tesseract") { _ throws(DetectError) in
            arguments(imagePath, options)
        }
        return try tsv(of: run, imagePath: imagePath, options: options)
    }

    /// Starts tesseract on a decoded raster, written as a PNG into the run's folder, and returns
    /// at once; `tsv(of:imagePath:options:)` collects what it read. Its word boxes are the
    /// raster's pixels, whatever turning or colour conversion the decode applied.
    func start(raster: Raster, options: OCROptions = OCROptions()) throws(DetectError) -> RunningTool {
        try ProcessRunner(executable: executable, timeout: options.timeout).start(name: "tesseract") { folder throws(DetectError) in
            let upright = folder + "/upright.png"
            do {
                try PNGEncoder.write(raster, to: upright, alpha: false)
            } catch {
                throw DetectError(file: upright, problem: "cannot be written for tesseract (\(String(describing: error)))",
                                  fix: "check that TMPDIR is writable")
            }
            return arguments(upright, options)
        }
    }

    /// The TSV a started run wrote; throws with tesseract's own message when it failed.
    func tsv(of run: RunningTool, imagePath: String, options: OCROptions) throws(DetectError) -> String {
        let output = try run.finish()
        guard output.status == 0 else {
            let detail = output.stderrTail
            let missingLanguage = detail.contains("Failed loading language") || detail.contains("traineddata")
            throw DetectError(
                file: imagePath,
                problem: "tesseract failed (exit \(output.status)): \(detail.isEmpty ? "no message" : detail)",
                fix: missingLanguage
                    ? "install the language data (Debian: apt-get install tesseract-ocr-\(options.language.split(separator: "+").first ?? "eng"))"
                    : "check that the image opens in other tools")
        }
        return String(decoding: output.stdout, as: UTF8.self)
    }

    private func arguments(_ imagePath: String, _ options: OCROptions) -> [String] {
        [imagePath, "stdout", "--psm", String(options.pageSegmentation), "-l", options.language, "tsv"]
    }
}
