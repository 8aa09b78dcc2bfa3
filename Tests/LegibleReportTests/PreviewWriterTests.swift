import Foundation
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing
@testable import LegibleReport

@Suite struct PreviewWriterTests {
    static func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "legible-previews-" + UUID().uuidString
    }

    static func decode(_ path: String) throws -> Raster {
        try ImageDecoder.decode(path: path).raster
    }

    @Test func writesOnePNGPerVariantPlusOverlayAndContactSheet() throws {
        // Small on purpose: colour transforms and scaling are slow in debug builds.
        var canvas = Canvas(width: 120, height: 200, fill: RGBA8(r: 255, g: 255, b: 255))
        BitmapFont.draw("Hi", x: 10, y: 10, scale: 2, colour: RGBA8(r: 200, g: 0, b: 0), into: &canvas)
        let box = PixelRect(x: 8, y: 8, width: 30, height: 20)
        let region = SampleReports.region("hi", box: box, variants: Variant.defaultSet.map {
            SampleReports.measurement($0, fg: RGB8(r: 200, g: 0, b: 0), bg: RGB8(grey: 255), ratio: 5.9, lc: 60)
        }, status: .pass)
        let audit = ImageAudit(path: "Shots/home.png", manifestPath: "Shots/home.json", screenName: "dark",
                               outcome: .decoded(ScreenResult(width: 120, height: 200, regions: [region])))
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = try PreviewWriter(directory: dir).write(canvas.raster, audit: audit, variants: Variant.defaultSet)
        let names = files.map { ($0 as NSString).lastPathComponent }
        #expect(names == ["home.dark.protanopia.png", "home.dark.deuteranopia.png", "home.dark.tritanopia.png",
                          "home.dark.achromatopsia.png", "home.dark.invert.png", "home.dark.smart-invert.png",
                          "home.dark.overlay.png", "home.dark.contact.png"])
        for file in files.prefix(7) {
            let image = try Self.decode(file)
            #expect(image.width == 120 && image.height == 200, "\(file)")
        }
        // The overlay has the pass outline just outside the box.
        let overlay = try Self.decode(files[6])
        #expect(overlay[box.x - 1, box.y + 10] == OverlayRenderer.style(for: .pass, scale: 1).colour)
        // The contact sheet holds seven full-size tiles (they fit without shrinking) side by side,
        // each column as wide as its caption "FAIL 0  PASS 1", wider than the 120-px screenshot.
        let sheet = try Self.decode(files[7])
        let column = BitmapFont.size(of: "FAIL 0  PASS 1", scale: 2).width
        #expect(column > 120 && sheet.width == 2 * 16 + 7 * column + 6 * 16)
        #expect(sheet.height > 200)
    }

    @Test(arguments: [Variant.protanopia, .deuteranopia, .tritanopia, .achromatopsia, .invert, .smartInvert])
    func variantPixelsAreTheColourTransforms(variant: Variant) throws {
        let red = RGB8(r: 255, g: 0, b: 0)
        var raster = Raster(width: 8, height: 8, fill: RGBA8(r: 255, g: 255, b: 255))
        for y in 2..<6 { for x in 2..<6 { raster[x, y] = red.withAlpha() } }
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let audit = ImageAudit(path: "red.png", manifestPath: "red.json", outcome: .decoded(ScreenResult(width: 8, height: 8)))
        let files = try PreviewWriter(directory: dir).write(raster, audit: audit, variants: [.original, variant])
        let preview = try Self.decode(files[0])
        #expect(files[0].hasSuffix("red.\(variant.rawValue).png"))
        #expect(preview[3, 3].rgb == ColourTransform(variant, severity: Variant.defaultSeverity).apply(red))
        #expect(preview[0, 0].rgb == ColourTransform(variant, severity: Variant.defaultSeverity).apply(RGB8(grey: 255)))
    }

    @Test func smartInvertLeavesMediaRegionsAlone() {
        let raster = Raster(width: 10, height: 10, fill: RGBA8(r: 200, g: 40, b: 40))
        let out = VariantImage.render(raster, as: .smartInvert, severity: 0.6, mediaRegions: [PixelRect(x: 0, y: 0, width: 5, height: 10)])
        #expect(out[2, 2] == raster[2, 2])
        #expect(out[7, 2].rgb == ColourTransform(.smartInvert).apply(RGB8(r: 200, g: 40, b: 40)))
    }

    @Test func overlayOutlinesBoxesByStatus() {
        let raster = Raster(width: 200, height: 200, fill: RGBA8(r: 255, g: 255, b: 255))
        let fail = SampleReports.region("f", box: PixelRect(x: 20, y: 40, width: 60, height: 30), variants: [
            SampleReports.measurement(.original, fg: RGB8(grey: 200), bg: RGB8(grey: 255), ratio: 1.6, lc: 20)], status: .fail)
        let pass = SampleReports.region("p", box: PixelRect(x: 110, y: 40, width: 60, height: 30), variants: [
            SampleReports.measurement(.original, fg: RGB8(grey: 0), bg: RGB8(grey: 255), ratio: 21, lc: 106)], status: .pass)
        let unsure = SampleReports.region("u", box: PixelRect(x: 20, y: 130, width: 150, height: 40), variants: [],
                                          status: .indeterminate, reason: .uniform)
        let audit = ImageAudit(path: "a.png", manifestPath: "a.json", outcome: .decoded(ScreenResult(width: 200, height: 200, regions: [fail, pass, unsure])))
        let out = OverlayRenderer.render(raster, audit: audit)
        let failStyle = OverlayRenderer.style(for: .fail, scale: 1)
        let passStyle = OverlayRenderer.style(for: .pass, scale: 1)
        let unsureStyle = OverlayRenderer.style(for: .indeterminate, scale: 1)
        // Lines sit just outside the box: a fail is 3 px thick, a pass 1 px; each has a dark edge beyond.
        for x in [19, 18, 17] { #expect(out[x, 55] == failStyle.colour) }
        #expect(out[16, 55] == RGBA8(r: 0, g: 0, b: 0))
        #expect(out[50, 70] == failStyle.colour) // bottom edge
        #expect(out[109, 55] == passStyle.colour)
        #expect(out[108, 55] == RGBA8(r: 0, g: 0, b: 0))
        #expect(out[107, 55] == RGBA8(r: 255, g: 255, b: 255))
        // The box's own pixels are untouched.
        #expect(out[50, 55] == RGBA8(r: 255, g: 255, b: 255))
        // Indeterminate is dashed: along the bottom edge some pixels are drawn and some are not.
        let bottom = (20..<170).map { out[$0, 170] }
        #expect(bottom.contains(unsureStyle.colour) && bottom.contains(RGBA8(r: 255, g: 255, b: 255)))
        #expect(!bottom.contains(failStyle.colour))
    }

    /// A label gives the figure the run gates on: a FAIL beside a passing WCAG ratio would
    /// contradict itself when APCA is what fails.
    @Test(arguments: [(Metric.wcag, "FAIL f 4.61:1"), (.apca, "FAIL f Lc 41.3"), (.both, "FAIL f 4.61:1, Lc 41.3")])
    func labelsGiveTheGatedMetricsFigure(metric: Metric, expected: String) {
        let m = SampleReports.measurement(.original, fg: RGB8(grey: 0x75), bg: RGB8(grey: 255), ratio: 4.61, lc: 41.3)
        #expect(OverlayRenderer.label("FAIL", id: "f", measurement: m, metric: metric) == expected)
        #expect(OverlayRenderer.label("????", id: "u", measurement: nil, metric: metric) == "???? u")
    }

    /// A line right under another: its label goes below it rather than over the line above.
    @Test func labelsKeepOffOtherRegionsText() {
        let raster = Raster(width: 300, height: 200, fill: RGBA8(r: 255, g: 255, b: 255))
        // Two passing lines of black text, 200×20 px, 4 px apart.
        let lines = [("upper", 40), ("lower", 64)].map { id, y in
            SampleReports.region(id, box: PixelRect(x: 20, y: y, width: 200, height: 20), variants: [
                SampleReports.measurement(.original, fg: RGB8(grey: 0), bg: RGB8(grey: 255), ratio: 21, lc: 106)], status: .pass)
        }
        let audit = ImageAudit(path: "a.png", manifestPath: "a.json", outcome: .decoded(ScreenResult(width: 300, height: 200, regions: lines)))
        let out = OverlayRenderer.render(raster, audit: audit)
        let plate = OverlayRenderer.style(for: .pass, scale: 1).colour
        func hasLabel(_ rows: Range<Int>) -> Bool { rows.contains { y in (20..<220).contains { out[$0, y] == plate } } }
        // Inside the upper box nothing is drawn; the lower box's label sits below it.
        #expect(!(42..<58).contains { y in (22..<218).contains { out[$0, y] != RGBA8(r: 255, g: 255, b: 255) } })
        #expect(hasLabel(86..<100))
    }

    /// A line at the top of the image has no room above for its label; below, aligned left, the
    /// label would cover the short line under it, so it is aligned with the box's right edge.
    @Test func labelsMoveRightToClearAShortLineBelow() {
        let raster = Raster(width: 300, height: 120, fill: RGBA8(r: 255, g: 255, b: 255))
        let pair = [("title", PixelRect(x: 20, y: 2, width: 200, height: 20)), ("meta", PixelRect(x: 20, y: 26, width: 60, height: 20))]
        let regions = pair.map { id, box in
            SampleReports.region(id, box: box, variants: [
                SampleReports.measurement(.original, fg: RGB8(grey: 0), bg: RGB8(grey: 255), ratio: 21, lc: 106)], status: .pass)
        }
        let audit = ImageAudit(path: "a.png", manifestPath: "a.json", outcome: .decoded(ScreenResult(width: 300, height: 120, regions: regions)))
        let out = OverlayRenderer.render(raster, audit: audit)
        let plate = OverlayRenderer.style(for: .pass, scale: 1).colour
        // Nothing inside the short line's box; the title's label ends at the title's right edge.
        #expect(!(28..<44).contains { y in (22..<78).contains { out[$0, y] != RGBA8(r: 255, g: 255, b: 255) } })
        #expect((23..<26).contains { y in (200..<222).contains { out[$0, y] == plate } })
    }

    @Test func fontDrawsEveryPrintableCharacterDistinctly() {
        let printable = (32...126).map { Character(Unicode.Scalar($0)) }
        let shapes = Set(printable.map { BitmapFont.rows(of: $0) })
        #expect(shapes.count == printable.count)
        #expect(printable.allSatisfy { BitmapFont.rows(of: $0).count == 7 && BitmapFont.rows(of: $0).allSatisfy { $0 < 32 } })
    }

    @Test(.enabled(if: SampleOutputTests.folder != nil, "set LEGIBLE_REPORT_SAMPLES to a folder to write sample previews into"))
    func writesSamplesToLookAtWhenAsked() throws {
        let dir = try #require(SampleOutputTests.folder)
        try PreviewWriter(directory: dir).write(SampleScreen.raster, audit: SampleScreen.audit, variants: SampleScreen.variants)
        try PNGEncoder.write(SampleScreen.raster, to: dir + "/screen.png")
    }
}
