import Foundation
import LegibleAudit
import LegibleImageIO
import LegiblePixels
import Testing

/// What a test author does with the library: screens built in code, statuses and figures read
/// back, typed errors caught.
@Suite struct AuditorAPITests {
    static let figures = VariantMeasurement(
        variant: .original, foreground: RGB8(grey: 0), background: RGB8(grey: 255),
        wcag: WCAGFigures(ratio: 21, median: 21, required: 4.5), apca: APCAFigures(lc: 106, median: 106, required: 75),
        worstPoint: PixelPoint(x: 1, y: 1), pass: true)

    @Test("The status is the outcome's: the gated verdict of a measurement, else indeterminate", arguments: [
        (RegionOutcome.measured(RegionMeasurement(original: figures, pass: true)), Status.pass),
        (.measured(RegionMeasurement(original: figures, pass: false)), .fail),
        (.indeterminate(reason: .noRing), .indeterminate),
    ])
    func statusFollowsTheOutcome(outcome: RegionOutcome, status: Status) {
        let result = RegionResult(id: "r", box: PixelRect(x: 0, y: 0, width: 4, height: 4), outcome: outcome)
        #expect(result.status == status)
        #expect(result.pass == (status == .pass))
        #expect((result.measurement == nil) == (status == .indeterminate))
        #expect((result.indeterminateReason == nil) == (status != .indeterminate))
        #expect(result.variants.count == (status == .indeterminate ? 0 : 1))
    }

    /// `shot.png` (black text on white, 240×60) in a new temporary folder; returns its path.
    static func writeShot() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (raster, _) = MeasurementTests.screen(text: MeasurementTests.black, background: { _, _ in MeasurementTests.white })
        let path = folder.appendingPathComponent("shot.png").path
        try PNGEncoder.write(raster, to: path, alpha: false)
        return path
    }

    @Test func aScreenBuiltInCodeIsDecodedAndMeasured() throws {
        let path = try Self.writeShot()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let label = MeasurementTests.screen(text: MeasurementTests.black, background: { _, _ in MeasurementTests.white }).1.regions[0]
        var found = label
        found.id = "found"
        found.source = .detected
        let screen = Screen(image: path, regions: [label, found, Region(id: "far", x: 500, y: 0, width: 20, height: 10)])

        let result = try Auditor(options: AuditOptions(variants: [.original, .protanopia])).audit(screen)
        #expect(result.width == 240 && result.height == 60 && result.colourSpace == "sRGB")
        let measured = try #require(result.region("label")?.measurement)
        #expect(measured.pass && measured.original.foreground == MeasurementTests.black)
        #expect(abs(measured.original.wcag.ratio - 21) < 1e-9)
        #expect(measured.variants.map(\.variant) == [.original, .protanopia])
        #expect(result.region("label")?.source == .manifest)
        #expect(result.region("found")?.source == .detected)
        // The box outside the image is named, with the image as the file to fix.
        #expect(result.regionErrors.map(\.region) == ["far"])
        #expect(result.regionErrors.first?.message.hasPrefix(path + ": region far: ") == true)
    }

    /// A caller who decodes a JPEG itself and says so gets what the audit from the file gives:
    /// the separation that allows for compression artefacts.
    @Test("A raster decoded from a JPEG and marked lossy is measured as the audit of the file measures it")
    func aLossyRasterIsMeasuredAsTheFileIs() throws {
        let jpegs = try Corpus.screens().filter { $0.family == "jpeg" }.prefix(3)
        #expect(jpegs.count == 3)
        let auditor = Auditor(options: AuditOptions(variants: [.original, .deuteranopia]))
        for entry in jpegs {
            let fromFile = try #require(auditor.audit(manifestAt: entry.manifestPath).first)
            let manifest = try Manifest.load(path: entry.manifestPath)
            let screen = try #require(manifest.screens.first)
            let decoded = try ImageDecoder.decode(path: manifest.imagePath(of: screen))
            #expect(decoded.format == .jpeg)
            let regions = auditor.audit(raster: decoded.raster, screen: screen, lossy: true)
            // The figures first, readable when they differ; then everything else, by equality.
            func figures(_ results: [RegionResult]) -> [String] {
                results.map { "\($0.id) \($0.status) \($0.measurement?.original.wcag.ratio ?? 0)" }
            }
            #expect(figures(regions) == figures(fromFile.regions), "\(entry.manifestPath)")
            let identical = regions == fromFile.regions
            #expect(identical, "\(entry.manifestPath)")
        }
    }

    @Test func aScreenWhoseImageCannotBeReadThrowsAnImageError() {
        let screen = Screen(image: "/nonexistent/shot.png", regions: [Region(id: "t", x: 0, y: 0, width: 4, height: 4)])
        #expect {
            _ = try Auditor().audit(screen)
        } throws: { error in
            guard case .image(.unreadable(let file, _)) = error as? AuditError else { return false }
            return file == "/nonexistent/shot.png"
        }
    }

    @Test("A screenshot a manifest names that cannot be read is an error naming the manifest too")
    func aMissingImageNamesItsManifest() throws {
        let manifest = try Manifest.parse(#"{ "image": "missing.png", "regions": [] }"#.utf8, path: "/nonexistent/shots/home.json")
        let image = try #require(Auditor().audit(manifest: manifest).first)
        #expect(image.error?.description == "/nonexistent/shots/missing.png: cannot read the file (No such file or directory; "
            + "named as \"image\" in /nonexistent/shots/home.json); check the path and its permissions.")
    }

    @Test func aManifestThatCannotBeReadIsAFailedOutcomeNamingIt() throws {
        let images = Auditor().audit(manifestAt: "/nonexistent/shots.json")
        let image = try #require(images.first)
        #expect(images.count == 1 && image.decoded == nil && image.regions.isEmpty)
        guard case .failed(.manifest(let error)) = image.outcome else {
            Issue.record("expected a manifest error, got \(image.outcome)")
            return
        }
        #expect(error.file == "/nonexistent/shots.json")
        #expect(image.error?.description == error.description)
        #expect(AuditSummary(images: images).imageErrors == 1)
    }

    @Test("Errors read as the error they wrap", arguments: [
        (AuditError.manifest(ManifestError(file: "a.json", region: "t", problem: "missing \"x\"")), "a.json: region t: missing \"x\""),
        (.image(.corrupt(file: "a.png", format: .png, detail: "bad CRC")), "a.png: corrupt PNG data (bad CRC); re-export the image."),
        (.input(path: "shots", problem: "no such file or directory"), "shots: no such file or directory"),
    ])
    func errorDescriptions(error: AuditError, text: String) {
        #expect(error.description == text)
    }
}
