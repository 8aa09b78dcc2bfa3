import Foundation
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing
@testable import LegibleReport

@Suite struct HTMLReportTests {
    static func render(_ report: AuditReport = SampleScreen.report) -> String {
        let raster = SampleScreen.raster
        let context = ReportContext(toolVersion: "1.2.3", workingDirectory: SampleReports.workingDirectory,
                                    raster: { $0.path == SampleScreen.audit.path ? raster : nil })
        return ReportWriter.render(report, as: .html, context: context)
    }

    /// Rendered once: crops are encoded as PNGs, which is slow in debug builds.
    static let sample = render()

    /// The inline PNGs, decoded, in document order.
    static func images(in html: String) throws -> [Raster] {
        try html.components(separatedBy: "data:image/png;base64,").dropFirst().map { chunk in
            let base64 = String(chunk.prefix { $0 != "\"" })
            let data = try #require(Data(base64Encoded: base64))
            return try ImageDecoder.decode([UInt8](data), file: "inline").raster
        }
    }

    @Test func isSelfContainedAndSaysStatusInWords() {
        let html = Self.sample
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<html lang=\"en\">"))
        #expect(!html.contains("src=\"http") && !html.contains("<link") && !html.contains("<script"))
        #expect(html.contains("✗ FAIL") && html.contains("✓ PASS") && html.contains("? INDETERMINATE") && !html.contains("????"))
        #expect(html.contains("#999999") && html.contains("#FFFFFF"))
        #expect(html.contains("the box holds no text: its pixels are uniform"))
    }

    @Test func failingRegionsGetACropAndAVariantStrip() throws {
        let html = Self.sample
        let images = try Self.images(in: html)
        // The findings on top, one thumbnail each (four failures, one indeterminate region, on one
        // screen), then the screen overview, then the four failures and the indeterminate region
        // with a crop each and a strip of 7 variants (the indeterminate one has no measured
        // variants, so no strip).
        #expect(images.count == 5 + 1 + 4 * (1 + 7) + 1)
        #expect(images.prefix(5).allSatisfy { $0.width <= HTMLReport.thumbnailWidth })
        #expect(images[5].width <= 260 && images[5].height <= 440)
        // Every <img> has alt text.
        let tags = html.components(separatedBy: "<img ").dropFirst()
        #expect(tags.allSatisfy { $0.prefix { $0 != ">" }.contains("alt=\"") })
    }

    @Test func cropIsZoomedWithTheWorstPointMarked() throws {
        let html = Self.sample
        let crop = try Self.images(in: html)[6]
        // subtitle: box 290×36, margin max(8, 36/3) = 12 → crop 314×60, zoom round(560/314) = 2.
        #expect(crop.width == 314 * 2 && crop.height == 60 * 2)
        // The worst point (249, 168) is circled: the ring passes through pixels to its right.
        let cx = (249 - 20) * 2 + 1, cy = (168 - 138) * 2 + 1
        let ring = (cx + 5...cx + 9).map { crop[$0, cy].rgb }
        #expect(ring.contains(RGB8(grey: 0)) && ring.contains(RGB8(grey: 255)))
        // The dashed box edge sits just outside the box: left edge at x = 12·2 − 1.
        let edge = (0..<crop.height).map { crop[23, $0].rgb }
        #expect(edge.contains(RGB8(grey: 0)))
    }

    @Test(arguments: [(2.0, "2nd"), (1, "1st"), (3, "3rd"), (11, "11th"), (12, "12th"), (22, "22nd"), (2.5, "2.5th"), (5, "5th")])
    func ordinals(value: Double, expected: String) {
        #expect(HTMLReport.ordinal(value) == expected)
    }

    @Test func worksWithoutRasters() {
        let html = ReportWriter.render(SampleReports.report, as: .html, context: SampleReports.context())
        #expect(!html.contains("data:image/png"))
        #expect(html.contains("screenshot was not available"))
        #expect(html.contains("the PNG data ends early"))
        #expect(html.contains("As seen with <strong>protanopia</strong>"))
    }

    /// A finding's headline gives the figure the run gates on: a label that fails APCA may pass WCAG.
    @Test(arguments: [(Metric.wcag, #", \d+\.\d:1<"#), (.apca, #", Lc -?\d+\.\d<"#), (.both, #", \d+\.\d:1, Lc -?\d+\.\d<"#)])
    func findingHeadlinesStateTheGatedMetric(metric: Metric, figures: String) throws {
        var report = SampleReports.report
        report.options.metric = metric
        let html = ReportWriter.render(report, as: .html, context: SampleReports.context())
        let headline = try Regex(#"fails on 1 screen: #[0-9A-F]{6} on #[0-9A-F]{6}"# + figures)
        #expect(html.contains(headline))
    }

    /// The screen's jump list and a finding's "also fails as" list give the gated metric's figure
    /// too: a WCAG ratio beside FAIL reads as a pass when APCA is what fails.
    @Test(arguments: [(Metric.wcag, "2.41:1", "protanopia 2.39:1"), (.apca, "Lc -48.3", "protanopia Lc -47.9"),
                      (.both, "2.41:1, Lc -48.3", "protanopia 2.39:1, Lc -47.9")])
    func jumpListAndVariantListStateTheGatedMetric(metric: Metric, jump: String, variants: String) throws {
        var report = SampleReports.report
        report.options.metric = metric
        let html = ReportWriter.render(report, as: .html, context: SampleReports.context())
        let list = try #require(html.firstRange(of: #"<ul class="jump""#).map { html[$0.lowerBound...] })
        let title = try #require(list.firstRange(of: "<code>title</code>").map { list[$0.upperBound...].prefix { $0 != "\n" } })
        #expect(title == "</a> \(jump)</li>")
        let image = report.images[0]
        let title0 = try #require(image.decoded?.regions.first)
        let finding = RegionFinding(region: title0, image: image, options: report.options, context: SampleReports.context())
        #expect(finding.message.contains("Also fails as \(variants), smart-invert"))
    }

    @Test func escapesHostileText() {
        var report = SampleScreen.report
        report.images[0].screen.regions[1].id = "<script>alert(1)</script>"
        report.images[0].screen.regions[1].text = "\"><img src=x onerror=alert(1)>"
        let html = Self.render(report)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}

extension HTMLReportTests {
    @Test func hugeRegionsAreShrunkNotZoomed() {
        let raster = Raster(width: 1600, height: 400, fill: RGBA8(r: 200, g: 220, b: 240))
        let crop = RegionCrop(box: PixelRect(x: 40, y: 40, width: 1500, height: 300), imageBounds: raster.bounds)
        let scale = crop.scale(targetWidth: 560)
        #expect(scale < 1)
        let image = crop.render(from: raster, variant: .original, severity: 0.6, scale: scale, worstPoint: PixelPoint(x: 800, y: 200))
        #expect(abs(image.width - 560) <= 1)
        // The worst point is still circled, in shrunk coordinates.
        let cx = Int((Double(800 - crop.rect.x) + 0.5) * Double(image.width) / Double(crop.rect.width))
        let cy = Int((Double(200 - crop.rect.y) + 0.5) * Double(image.height) / Double(crop.rect.height))
        let around = (cx + 4...cx + 10).map { image[$0, cy].rgb }
        #expect(around.contains(RGB8(grey: 0)))
        // A moderately large crop keeps its real pixels (1×) for the browser to fit.
        let medium = RegionCrop(box: PixelRect(x: 40, y: 40, width: 700, height: 100), imageBounds: raster.bounds)
        #expect(medium.scale(targetWidth: 560) == 1)
    }
}

extension HTMLReportTests {
    /// Smart Invert leaves photos alone (`mediaRegions`): so must the crops that show it.
    @Test func smartInvertCropsSpareMediaRegions() {
        let colour = RGB8(r: 200, g: 120, b: 40)
        let raster = Raster(width: 200, height: 100, fill: RGBA8(r: colour.r, g: colour.g, b: colour.b))
        let crop = RegionCrop(box: PixelRect(x: 40, y: 30, width: 100, height: 40), imageBounds: raster.bounds)
        let media = PixelRect(x: 0, y: 0, width: 90, height: 100)
        let image = crop.render(from: raster, variant: .smartInvert, severity: 0.6, scale: 1, worstPoint: nil,
                                mediaRegions: [media])
        let inverted = ColourTransform(.smartInvert).apply(colour)
        #expect(inverted != colour)
        // Crop pixel (x, y) is image pixel (crop.rect.x + x, crop.rect.y + y); away from the dashed box edge.
        #expect(image[90 - crop.rect.x - 5, 20].rgb == colour)
        #expect(image[90 - crop.rect.x + 5, 20].rgb == inverted)
        let plain = crop.render(from: raster, variant: .smartInvert, severity: 0.6, scale: 1, worstPoint: nil)
        #expect(plain[90 - crop.rect.x - 5, 20].rgb == inverted)
    }
}

extension HTMLReportTests {
    /// A run of thousands of screens opens on its findings: the list of screens is folded away
    /// beyond `foldedNavigation` screens, and left open below it.
    @Test(arguments: [HTMLReport.foldedNavigation, HTMLReport.foldedNavigation + 1])
    func theListOfScreensIsFoldedForLongRuns(screens: Int) {
        var report = SampleReports.report
        report.images = (0..<screens).map { report.images[$0 % report.images.count] }
        let html = ReportWriter.render(report, as: .html, context: SampleReports.context())
        let folded = html.contains("<nav aria-label=\"Screens\">\n<details><summary>All \(screens) screens</summary>\n<ul>\n")
        #expect(folded == (screens > HTMLReport.foldedNavigation))
        // Every screen is still listed (an entry ends with its counts).
        #expect(html.components(separatedBy: "</a> — ").count - 1 == screens)
    }
}
