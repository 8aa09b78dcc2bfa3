import Foundation
import LegibleAudit
import LegibleDetect
import Testing

/// `legible detect` and `legible audit --detect` through the built executable.
@Suite("legible detect command")
struct CLIDetectTests {
    /// The `legible` executable next to this test bundle in the build folder, if it was built.
    static let executable: String? = {
        let folder = Bundle.module.bundleURL.deletingLastPathComponent()
        let path = folder.appendingPathComponent("legible").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func legible(_ arguments: [String]) throws -> Run {
        let executable = try #require(Self.executable, "legible was not built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let out = folder + "/out", err = folder + "/err"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: try String(contentsOfFile: out, encoding: .utf8),
                   stderr: try String(contentsOfFile: err, encoding: .utf8))
    }

    @Test(.enabled(if: executable != nil, "the legible executable is not built next to the tests"))
    func detectFromTSVWritesAManifestWhoseImageResolves() throws {
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let output = folder + "/nested/lines.json"
        let run = try Self.legible(["detect", Fixture.path("ocr/lines.png"), "--from", "tsv", Fixture.path("ocr/lines.tsv"), "-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try Manifest.load(path: output)
        let screen = manifest.screens[0]
        #expect(!screen.image.hasPrefix("/"), "image is relative to the manifest")
        #expect(FileManager.default.contentsEqual(atPath: manifest.imagePath(of: screen), andPath: Fixture.path("ocr/lines.png")))
        // The detector's lines, with the TSV's words as their text.
        let page = try TesseractTSV.page(from: Fixture.text("ocr/lines.tsv"), file: "lines.tsv")
        var expected = try TextDetector.detect(imagePath: Fixture.path("ocr/lines.png"), reading: page, from: "lines.tsv")
        expected.image = screen.image
        #expect(screen == expected)
        let truth = try OCRTruth.load("lines")
        #expect(screen.regions.compactMap(\.text) == truth.lines.map(\.text))
    }

    @Test(.enabled(if: executable != nil, "the legible executable is not built next to the tests"))
    func detectFromUIAutomatorPrintsTheManifest() throws {
        let run = try Self.legible(["detect", Fixture.path("android/settings.png"), "--from", "uiautomator",
                                    Fixture.path("android/settings.xml"), "--scale", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try Manifest.parse(Data(run.stdout.utf8), path: "stdout.json")
        #expect(manifest.screens[0].scale == 2)
        #expect(manifest.screens[0].regions.contains { $0.id == "toolbar_title" && $0.x == 48 })
    }

    @Test(.enabled(if: executable != nil, "the legible executable is not built next to the tests"),
          arguments: [
            (["detect", "x.png", "--from", "tsv"], "needs the TSV file"),
            (["detect", "x.png", "extra.tsv"], "unexpected argument"),
            (["detect", "x.png", "--from", "ocrad"], "invalid value"),
            (["detect", "/nonexistent.png", "--from", "hocr", "/nonexistent.hocr"], "cannot be read"),
            (["audit", "x.png", "--detect", "ocrad"], "expected image, tesseract"),
          ])
    func usageAndInputErrorsExitTwo(arguments: [String], message: String) throws {
        let run = try Self.legible(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test(.enabled(if: executable != nil && Tesseract.isInstalled, "needs the legible executable and tesseract (apt-get install tesseract-ocr)"),
          arguments: [("lines.png", Int32(0)), ("lines-grey.png", Int32(1))])
    func auditWithDetectedBoxesGivesTheVerdict(image: String, status: Int32) throws {
        let run = try Self.legible(["audit", Fixture.path("ocr/\(image)"), "--detect", "tesseract", "--variants", "none",
                                    "--format", "json"])
        #expect(run.status == status, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["regions"] as? Int == 5)
        #expect(summary["failed"] as? Int == (status == 0 ? 0 : 5))
    }
}
