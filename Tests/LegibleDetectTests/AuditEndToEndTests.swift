import Foundation
import LegibleAudit
import LegibleDetect
import LegiblePixels
import Testing

/// Detected boxes through the real audit: black text on white passes, #CCC on white fails.
@Suite("Detected boxes audited")
struct AuditEndToEndTests {
    static let auditor = Auditor(options: AuditOptions(variants: [.original]))

    /// Audits a detected screen as if its manifest sat next to the fixture image.
    static func audit(_ screen: Screen, folder: String) throws -> ImageAudit {
        var local = screen
        local.image = (screen.image as NSString).lastPathComponent
        let results = auditor.audit(manifest: Manifest(path: Fixture.path("\(folder)/detected.json"), screens: [local]))
        let audit = try #require(results.first)
        #expect(audit.error == nil)
        return audit
    }

    @Test(arguments: [("lines", Status.pass), ("lines-grey", Status.fail), ("lines@2x", Status.pass)])
    func ocrLinesFromCommittedTSV(name: String, expected: Status) throws {
        let truth = try OCRTruth.load(name)
        let screen = try OCRDetector.screen(fromTSV: Fixture.text("ocr/\(name).tsv"), imagePath: truth.image, scale: truth.scale)
        let audit = try Self.audit(screen, folder: "ocr")
        #expect(audit.regions.count == truth.lines.count)
        for region in audit.regions {
            #expect(region.status == expected, "\(region.id) \(region.text ?? ""): \(region.status) \(region.indeterminateReason?.description ?? "")")
        }
    }

    @Test(.enabled(if: Tesseract.isInstalled, "tesseract is not installed (apt-get install tesseract-ocr)"),
          arguments: [("lines", Status.pass), ("lines-grey", Status.fail)])
    func ocrLinesFromALiveTesseractRun(name: String, expected: Status) throws {
        let screen = try OCRDetector.detect(imagePath: Fixture.path("ocr/\(name).png"))
        let audit = try Self.audit(screen, folder: "ocr")
        #expect(!audit.regions.isEmpty)
        #expect(audit.regions.allSatisfy { $0.status == expected })
    }

    @Test func androidDarkTextOnWhitePasses() throws {
        let screen = try UIAutomatorDumpTests.screen()
        let audit = try Self.audit(screen, folder: "android")
        let dark = ["title@0.0.1.0.0", "summary@0.0.1.0.1", "help_label"]
        for id in dark {
            let region = try #require(audit.regions.first { $0.id == id })
            #expect(region.status == .pass, "\(id): \(region.status) \(region.indeterminateReason?.description ?? "")")
        }
    }
}
