import Foundation
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing
@testable import LegibleReport

/// Previews and the HTML report's crops under Smart Invert show the pixels the audit measured:
/// a white label over a dark photo (a media region) turns black while the photo stays, and a
/// region marked `"media": true` stays whole.
@Suite struct SmartInvertPictureTests {
    static let dark = RGB8(grey: 0x20)
    static let media = PixelRect(x: 0, y: 0, width: 320, height: 120)

    /// A dark "photo" with a label over it (the region "label") and a burned-in caption (the
    /// region "caption", `"media": true`), both white, audited for real.
    static let audit: (raster: Raster, result: ImageAudit) = {
        var canvas = Canvas(width: 320, height: 160, fill: RGBA8(r: dark.r, g: dark.g, b: dark.b))
        canvas.fill(PixelRect(x: 0, y: 120, width: 320, height: 40), with: RGBA8(r: 255, g: 255, b: 255))
        BitmapFont.draw("PHOTO", x: 20, y: 20, scale: 5, colour: RGBA8(r: 255, g: 255, b: 255), into: &canvas)
        BitmapFont.draw("BURNED", x: 20, y: 70, scale: 4, colour: RGBA8(r: 255, g: 255, b: 255), into: &canvas)
        let raster = canvas.raster
        let screen = Screen(image: "hero.png", regions: [
            Region(id: "label", x: 12, y: 12, width: 200, height: 52, text: "PHOTO", fontSize: 24),
            Region(id: "caption", x: 12, y: 64, width: 200, height: 44, text: "BURNED", fontSize: 18, media: true),
        ], mediaRegions: [Region(id: "photo", x: 0, y: 0, width: 320, height: 120)])
        let options = AuditOptions(variants: [.original, .smartInvert], gate: [.original, .smartInvert])
        let regions = Auditor(options: options).audit(raster: raster, screen: screen)
        let result = ScreenResult(width: 320, height: 160, colourSpace: "sRGB", alphaComposited: false, warnings: [],
                                  regions: regions, regionErrors: [], mediaRegions: [media])
        return (raster, ImageAudit(path: "hero.png", manifestPath: "hero.json", outcome: .decoded(result)))
    }()

    /// The whole screen under Smart Invert, through the one rule every picture follows.
    static var picture: Raster {
        var picture = audit.raster
        SmartInvertPicture.apply(to: &picture, media: [media], plans: audit.result.regions.compactMap(\.inversion))
        return picture
    }

    @Test func theAuditFailsTheLabelAndKeepsTheBurnedInCaption() throws {
        let regions = Self.audit.result.regions
        let label = try #require(regions.first { $0.id == "label" }), caption = try #require(regions.first { $0.id == "caption" })
        #expect(label.original?.pass == true)
        #expect(label.variant(.smartInvert)?.foreground == RGB8(grey: 0))
        #expect(label.variant(.smartInvert)?.background == Self.dark)
        #expect(label.status == .fail)
        #expect(caption.variant(.smartInvert)?.foreground == RGB8(grey: 255))
        #expect(caption.status == .pass)
        // Glyph cores of the label turn into the measured text colour, the photo stays, the
        // caption stays whole, the white band below the photo inverts.
        let picture = Self.picture
        #expect(picture[22, 22].rgb == label.variant(.smartInvert)?.foreground)  // inside the P's stem
        #expect(picture[5, 5].rgb == Self.dark)
        #expect(picture[22, 72].rgb == RGB8(grey: 255))
        #expect(picture[5, 140].rgb == RGB8(grey: 0))
    }

    @Test func previewsShowThePictureTheAuditMeasured() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-smart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (raster, result) = Self.audit
        try PreviewWriter(directory: dir).write(raster, audit: result, variants: [.smartInvert], mediaRegions: [Self.media])
        let written = try ImageDecoder.decode(path: dir + "/hero.smart-invert.png").raster
        #expect(written.bytes == Self.picture.bytes)
    }

    @Test func htmlCropsShowThePictureTheAuditMeasured() throws {
        let (raster, result) = Self.audit
        let report = AuditReport(images: [result], options: AuditOptions(variants: [.original, .smartInvert], gate: [.original, .smartInvert]))
        let context = ReportContext(toolVersion: "1.2.3", workingDirectory: SampleReports.workingDirectory, raster: { _ in raster })
        let html = ReportWriter.render(report, as: .html, context: context)
        let label = try #require(result.regions.first { $0.id == "label" })
        let crop = RegionCrop(box: label.box, imageBounds: raster.bounds)
        // Every crop of the label that is as wide as the source crop times a whole zoom: compare
        // its pixels inside the box (the dashes lie outside it) away from the worst-point mark.
        let picture = Self.picture
        var compared = 0
        for image in try HTMLReportTests.images(in: html) where image.width % crop.rect.width == 0 && image.height % crop.rect.height == 0 {
            let zoom = image.width / crop.rect.width
            guard zoom >= 1, image.height / crop.rect.height == zoom else { continue }
            let smartCrop = image[zoom / 2, zoom / 2].rgb == picture[crop.rect.x, crop.rect.y].rgb
            guard smartCrop, image[(22 - crop.rect.x) * zoom + zoom / 2, (22 - crop.rect.y) * zoom + zoom / 2].rgb == RGB8(grey: 0) else { continue }
            let worst = label.variant(.smartInvert)?.worstPoint ?? PixelPoint(x: -100, y: -100)
            let clear = 40 / zoom + 2
            for y in label.box.y + 1..<label.box.maxY - 1 {
                for x in label.box.x + 1..<label.box.maxX - 1 where abs(x - worst.x) > clear || abs(y - worst.y) > clear {
                    let shown = image[(x - crop.rect.x) * zoom + zoom / 2, (y - crop.rect.y) * zoom + zoom / 2].rgb
                    #expect(shown == picture[x, y].rgb, "(\(x), \(y)) zoom \(zoom)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1000, "no Smart Invert crop of the label found in the report")
    }

    @Test func theJSONReportSaysWhichRegionsAreMedia() throws {
        let report = AuditReport(images: [Self.audit.result], options: AuditOptions(variants: [.original, .smartInvert]))
        let context = ReportContext(toolVersion: "1.2.3", workingDirectory: SampleReports.workingDirectory)
        let json = ReportWriter.render(report, as: .json, context: context)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let images = try #require(document["images"] as? [[String: Any]])
        let regions = try #require(images.first?["regions"] as? [[String: Any]])
        #expect(regions.first { $0["id"] as? String == "caption" }?["media"] as? Bool == true)
        #expect(regions.first { $0["id"] as? String == "label" }?.keys.contains("media") == false)
    }
}
