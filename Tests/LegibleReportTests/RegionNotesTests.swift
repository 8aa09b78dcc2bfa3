import Foundation
import LegibleAudit
import LegiblePixels
import Testing
@testable import LegibleReport

/// A region's warnings and its source reach every report format.
@Suite struct RegionNotesTests {
    static let warning = RegionWarning.glyphSizeContradicted(fontSize: 12, scale: 1, factor: 3.04)

    /// `found` (detected, failing, with a warning), `quiet` (passing, with a warning) and
    /// `plain` (from the manifest, passing, nothing to say).
    static var report: AuditReport {
        let white = SampleReports.white
        let failing = SampleReports.region(
            "found", text: "Sign in", source: .detected, box: PixelRect(x: 10, y: 10, width: 200, height: 40),
            variants: [SampleReports.measurement(.original, fg: RGB8(grey: 0xBB), bg: white, ratio: 1.9, lc: 30)],
            status: .fail, warnings: [warning])
        let quiet = SampleReports.region(
            "quiet", box: PixelRect(x: 10, y: 60, width: 200, height: 40),
            variants: [SampleReports.measurement(.original, fg: RGB8(grey: 0), bg: white, ratio: 21, lc: 106)],
            status: .pass, warnings: [warning])
        let plain = SampleReports.region(
            "plain", box: PixelRect(x: 10, y: 110, width: 200, height: 40),
            variants: [SampleReports.measurement(.original, fg: RGB8(grey: 0), bg: white, ratio: 21, lc: 106)],
            status: .pass)
        let image = ImageAudit(path: "/repo/Shots/login.png", manifestPath: "/repo/Shots/login.json",
                               outcome: .decoded(ScreenResult(width: 400, height: 300, regions: [failing, quiet, plain])))
        return AuditReport(images: [image], options: AuditOptions(variants: [.original]))
    }

    static func render(_ format: ReportFormat) -> String {
        ReportWriter.render(report, as: format, context: SampleReports.context())
    }

    @Test("Every format shows the warning and that the box was detected", arguments: [
        (ReportFormat.text, ["found (detected)"]),
        (.json, [#""source": "detected""#, #""source": "manifest""#]),
        (.sarif, ["Detected region \\\"found\\\"", #""source": "detected""#]),
        (.junit, ["Detected region &quot;found&quot;"]),
        (.html, ["<code>found</code> (detected)"]),
        (.github, ["title=Text contrast too low%3A found (detected)::Detected region \"found\""]),
    ])
    func warningAndSource(format: ReportFormat, fragments: [String]) {
        let text = Self.render(format)
        #expect(text.contains("taller than fontSize 12 at scale 1 predicts: is the screenshot @3x?"), "\(format) shows the warning")
        for fragment in fragments { #expect(text.contains(fragment), "\(format): \(fragment)") }
    }

    @Test func jsonListsWarningsOnlyWhereThereAreSome() throws {
        let json = try JSONSerialization.jsonObject(with: Data(Self.render(.json).utf8)) as? [String: Any]
        let images = try #require(json?["images"] as? [[String: Any]])
        let regions = try #require(images.first?["regions"] as? [[String: Any]])
        #expect(regions.map { $0["source"] as? String } == ["detected", "manifest", "manifest"])
        #expect(regions[0]["warnings"] as? [String] == [Self.warning.message])
        #expect(regions[1]["warnings"] as? [String] == [Self.warning.message])
        #expect(regions[2]["warnings"] == nil)
    }

    @Test func theTextReportPutsTheWarningUnderItsRegion() throws {
        let lines = Self.render(.text).split(separator: "\n").map(String.init)
        let quiet = try #require(lines.firstIndex { $0.contains("✓ PASS  quiet") })
        #expect(lines[quiet + 1].trimmingCharacters(in: .whitespaces) == "warning: " + Self.warning.message)
        let plain = try #require(lines.firstIndex { $0.contains("✓ PASS  plain") })
        #expect(!lines[plain + 1].contains("warning:"))
    }

    @Test func aPassingRegionWithAWarningIsAGitHubWarning() {
        let lines = Self.render(.github).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=Shots/login.png,title=Text contrast too low%3A found (detected)::"))
        #expect(lines[1].hasPrefix("::warning file=Shots/login.png,title=Warning%3A quiet::Region \"quiet\" at x 10, y 60"))
        #expect(lines[1].hasSuffix("Warning: " + Self.warning.message + "."))
    }

    @Test func sarifCarriesTheWarningsInTheMessageAndProperties() throws {
        let sarif = try JSONSerialization.jsonObject(with: Data(Self.render(.sarif).utf8)) as? [String: Any]
        let runs = try #require(sarif?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1, "only the failing region is a result")
        let message = (results[0]["message"] as? [String: Any])?["text"] as? String
        #expect(message?.hasSuffix(" Warning: " + Self.warning.message + ".") == true)
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect(properties["warnings"] as? [String] == [Self.warning.message])
        #expect(properties["source"] as? String == "detected")
    }
}
