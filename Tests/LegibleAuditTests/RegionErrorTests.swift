import Foundation
import LegibleAudit
import LegibleImageIO
import LegiblePixels
import Testing

/// A box outside its image costs only that region: the rest of the screen is still measured.
@Suite struct RegionErrorTests {
    /// A folder under the temp dir with `shot.png` (black text on white, 240×60) and a manifest
    /// with `extra` regions appended after the good `label` region.
    static func writeScreen(extra: String, media: String = "") throws -> (folder: URL, manifest: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (raster, screen) = MeasurementTests.screen(text: MeasurementTests.black, background: { _, _ in MeasurementTests.white })
        try PNGEncoder.write(raster, to: folder.appendingPathComponent("shot.png").path, alpha: false)
        let r = screen.regions[0]
        let manifest = folder.appendingPathComponent("shot.json").path
        let json = """
        { "image": "shot.png", "regions": [
            { "id": "label", "x": \(r.x), "y": \(r.y), "width": \(r.width), "height": \(r.height), "text": "HELLO TEXT" }\(extra)
          ]\(media) }
        """
        try Data(json.utf8).write(to: URL(fileURLWithPath: manifest))
        return (folder, manifest)
    }

    @Test func theOtherRegionsAreMeasuredAndTheBadOneIsReported() throws {
        let (folder, manifest) = try Self.writeScreen(extra: #", { "id": "far", "x": 300, "y": 10, "width": 40, "height": 20 }"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = Auditor(options: AuditOptions(variants: [.original])).audit(manifestAt: manifest)
        let image = try #require(images.first)
        #expect(images.count == 1)
        let screen = try #require(image.decoded, "the image itself was read")
        #expect(screen.width == 240 && screen.height == 60)
        #expect(image.regions.map(\.id) == ["label"])
        #expect(image.regions[0].status == .pass)
        #expect(image.regions[0].original?.foreground == MeasurementTests.black)

        let error = try #require(image.regionErrors.first)
        #expect(image.regionErrors.count == 1)
        #expect(error.region == "far")
        // The message names the file, the region, the problem and the fix.
        #expect(error.message.hasPrefix(manifest + ": region far: "))
        #expect(error.message.contains("outside the 240×60 image"))
        #expect(error.message.contains("check the coordinates and \"scale\""))

        let summary = AuditSummary(images: images)
        #expect(summary.regions == 1 && summary.passed == 1)
        #expect(summary.errors == 1 && summary.regionErrors == 1 && summary.imageErrors == 0)
    }

    @Test func everyBadBoxIsReportedIncludingMediaBoxes() throws {
        let (folder, manifest) = try Self.writeScreen(
            extra: #", { "id": "low", "x": 10, "y": 70, "width": 40, "height": 20 }, { "id": "wide", "x": 200, "y": 10, "width": 80, "height": 20 }"#,
            media: #", "mediaRegions": [ { "x": 0, "y": 0, "width": 500, "height": 10 } ]"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(Auditor().audit(manifestAt: manifest).first)
        #expect(image.error == nil)
        #expect(image.regions.map(\.id) == ["label"])
        #expect(image.regionErrors.map(\.region) == ["low", "wide", "mediaRegions[0]"])
        #expect(AuditSummary(images: [image]).errors == 3)
    }

    @Test func anImageErrorStillLosesTheWholeScreen() throws {
        let (folder, manifest) = try Self.writeScreen(extra: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("shot.png"))
        let image = try #require(Auditor().audit(manifestAt: manifest).first)
        guard case .failed(.image(.unknownFormat(let file, _))) = image.outcome else {
            Issue.record("expected an unknown-format image error, got \(image.outcome)")
            return
        }
        #expect(file.hasSuffix("shot.png"))
        #expect(image.regions.isEmpty && image.regionErrors.isEmpty)
        let summary = AuditSummary(images: [image])
        #expect(summary.errors == 1 && summary.imageErrors == 1 && summary.regionErrors == 0)
    }

    @Test func partitioningKeepsBoxesInsideAndNamesEachOutside() throws {
        let screen = Screen(image: "a.png", scale: 2, regions: [
            Region(id: "in", x: 10, y: 10, width: 20, height: 10),
            Region(id: "edge", x: 90, y: 40, width: 10, height: 10),  // touches the corner exactly
            Region(id: "out", x: 95, y: 10, width: 10, height: 10),
        ])
        let (inside, errors) = screen.partitionedByBounds(imageWidth: 200, imageHeight: 100, file: "a.json")
        #expect(inside.regions.map(\.id) == ["in", "edge"])
        #expect(errors.map(\.region) == ["out"])
        #expect(errors[0].file == "a.json")
        #expect(throws: ManifestError.self) { try screen.validateBounds(imageWidth: 200, imageHeight: 100, file: "a.json") }
    }
}
