
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
        let arguments = [imagePath, "stdout", "--psm", String(options.pageSegmentation), "-l", options.language, "tsv"]
        let output = try ProcessRunner(executable: executable, timeout: options.timeout).run(arguments, name: "tesseract")
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
}
