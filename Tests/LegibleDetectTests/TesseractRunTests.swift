import Foundation
import LegibleAudit
import LegibleDetect
import LegiblePixels
import Testing

/// Real tesseract runs on the rendered fixtures. CI installs tesseract-ocr; without it these
/// are skipped with that message, and the parsing tests still cover the committed output.
@Suite("tesseract runs")
struct TesseractRunTests {
    @Test(.enabled(if: Tesseract.isInstalled, "tesseract is not installed (apt-get install tesseract-ocr); skipping real OCR runs"),
          arguments: ["lines", "lines-grey", "lines@2x"])
    func detectFindsTheRenderedLines(name: String) throws {
        let truth = try OCRTruth.load(name)
        let screen = try OCRDetector.detect(imagePath: Fixture.path("ocr/\(truth.image)"), scale: truth.scale)
        #expect(screen.regions.compactMap(\.text) == truth.lines.map(\.text))
        // Unpadded ink boxes from the same run agree with the drawn ink within 2 pixels.
        let tsv = try Tesseract().tsv(imagePath: Fixture.path("ocr/\(truth.image)"))
        OCRParsingTests.expectMatchesTruth(try TesseractTSV.page(from: tsv, file: name).cleaned(), truth)
    }

    @Test(.enabled(if: Tesseract.isInstalled, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func sidewaysJPEGIsReadUprightAsTheAuditSeesIt() throws {
        // Stored turned a quarter left with EXIF orientation 6; tesseract alone reads noise.
        let truth = try OCRTruth.load("lines")
        let screen = try OCRDetector.detect(imagePath: Fixture.path("ocr/lines-rotated.jpg"))
        #expect(screen.regions.compactMap(\.text) == truth.lines.map(\.text))
        try screen.validateBounds(imageWidth: 640, imageHeight: 290, file: "lines-rotated.json")
        let upright = try OCRDetector.detect(imagePath: Fixture.path("ocr/lines.png"))
        for (a, b) in zip(screen.regions, upright.regions) {
            #expect(a.pixelBox(scale: 1).edgeDistance(x: b.x, y: b.y, width: b.width, height: b.height) <= 2)
        }
    }

    @Test(.enabled(if: Tesseract.isInstalled, "tesseract is not installed (apt-get install tesseract-ocr)"))
    func unreadableImageIsATypedError() throws {
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let path = folder + "/broken.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try OCRDetector.detect(imagePath: path)
        } throws: { error in
            (error as? DetectError)?.file == path
        }
    }

    @Test func missingTesseractSaysHowToInstallIt() {
        var options = OCROptions()
        options.tesseractPath = "/nonexistent/tesseract"
        #expect {
            _ = try OCRDetector.detect(imagePath: Fixture.path("ocr/lines.png"), options: options)
        } throws: { error in
            let message = (error as? DetectError)?.description ?? ""
            return message.contains("apt-get install tesseract-ocr")
        }
    }

    @Test func aHangingToolIsStoppedAtTheTimeout() throws {
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let fake = folder + "/tesseract"
        try "#!/bin/sh\nsleep 30\n".write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        var options = OCROptions()
        options.timeout = 0.5
        let start = Date()
        #expect {
            _ = try Tesseract(path: fake).tsv(imagePath: Fixture.path("ocr/lines.png"), options: options)
        } throws: { error in
            (error as? DetectError)?.problem.contains("did not finish within") == true
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aFailingToolReportsItsStderr() throws {
        let folder = try Fixture.temporaryFolder()
        defer { Fixture.removeFolder(folder) }
        let fake = folder + "/tesseract"
        try "#!/bin/sh\necho 'Error opening data file eng.traineddata' >&2\necho 'Failed loading language eng' >&2\nexit 1\n"
            .write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        #expect {
            _ = try Tesseract(path: fake).tsv(imagePath: "x.png")
        } throws: { error in
            let message = (error as? DetectError)?.description ?? ""
            return message.contains("exit 1") && message.contains("Failed loading language eng")
                && message.contains("apt-get install tesseract-ocr-eng")
        }
    }
}
