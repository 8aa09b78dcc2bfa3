import Foundation
import LegibleAudit
import Testing
@testable import LegibleReport

/// A region whose box lies outside its image is an input error of its own in every format,
/// next to the screen's measured regions.
@Suite struct RegionErrorReportTests {
    let report = SampleReports.regionErrorReport

    func render(_ format: ReportFormat) -> String {
        ReportWriter.render(report, as: format, context: SampleReports.context())
    }

    @Test func textHasAnErrorRowWithTheFix() {
        let text = render(.text)
        #expect(text.contains("Samples/home.png  1179×2556 px, sRGB, 1 region, 1 region error"))
        #expect(text.contains("✓ PASS   body"))
        #expect(text.contains("✗ ERROR  far-label"))
        #expect(text.contains("not measured: /repo/Samples/home.json: region far-label: box x 1200…1260"))
        #expect(text.contains("check the coordinates and \"scale\""))
        #expect(text.contains("✗ ERROR  1 region in 1 image: 1 passed, 0 failed, 0 indeterminate, 0 image errors, 1 region error"))
        let coloured = ReportWriter.render(report, as: .text, context: SampleReports.context(colour: true))
        #expect(coloured.contains("\u{1B}[1;31m✗ ERROR\u{1B}[0m  far-label"))
    }

    @Test func jsonListsTheErrorOnTheImageAndCountsIt() throws {
        let root = try #require(JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any])
        let image = try #require((root["images"] as? [[String: Any]])?.first)
        #expect(image["error"] is NSNull, "the image itself was read")
        #expect((image["regions"] as? [[String: Any]])?.map { $0["id"] as? String } == ["body"])
        let errors = try #require(image["errors"] as? [[String: String]])
        #expect(errors == [["region": "far-label", "message": SampleReports.outsideMessage]])
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["regionErrors"] as? Int == 1)
        #expect(summary["imageErrors"] as? Int == 0)
        #expect(summary["regions"] as? Int == 1)

        // Images without region errors carry an empty list, so the key is always there.
        let plain = ReportWriter.render(SampleReports.report, as: .json, context: SampleReports.context())
        let other = try #require(JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
        let first = try #require((other["images"] as? [[String: Any]])?.first)
        #expect((first["errors"] as? [Any])?.isEmpty == true)
    }

    @Test func sarifHasAnErrorResultLocatedInTheManifest() throws {
        let root = try #require(JSONSerialization.jsonObject(with: Data(render(.sarif).utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1, "the passing region has no result")
        let result = results[0]
        #expect(result["ruleId"] as? String == "region-error")
        #expect(result["level"] as? String == "error")
        #expect((result["message"] as? [String: Any])?["text"] as? String == SampleReports.outsideMessage)
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = physical?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "Samples/home.json")
        #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
        #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect((result["partialFingerprints"] as? [String: String])?[RegionFingerprint.sarifKey]?.count == 16)
        // ruleIndex points at the rule, which the driver lists.
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules?[index]["id"] as? String == "region-error")
    }

    @Test func junitHasAnErrorTestCase() throws {
        let (ok, doc) = XMLCollector.parse(render(.junit))
        #expect(ok)
        let root = try #require(doc.elements.first)
        #expect(root.attributes["tests"] == "2")
        #expect(root.attributes["errors"] == "1")
        #expect(root.attributes["failures"] == "0")
        let cases = doc.elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] ?? "" } == ["body", "far-label"])
        let error = try #require(doc.elements.first { $0.name == "error" })
        #expect(error.attributes["type"] == "region-error")
        #expect(error.attributes["message"] == SampleReports.outsideMessage)
    }

    @Test func githubHasAnErrorAnnotationOnTheManifest() {
        let lines = render(.github).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("::error file=Samples/home.json,title=Region could not be audited%3A far-label::/repo/Samples/home.json: region far-label:"))
    }

    @Test func htmlListsTheRegion() {
        let html = render(.html)
        #expect(html.contains("Not measured (1)"))
        #expect(html.contains("<code>far-label</code>"))
        #expect(html.contains("check the coordinates and &quot;scale&quot;") || html.contains("check the coordinates and \"scale\""))
        #expect(html.contains("0 failed, 0 indeterminate, 1 passed, 1 not measured"))
        #expect(html.contains("<span class=\"badge error\">✗ ERROR</span> 1 region in 1 screen"))
        #expect(html.contains("1 region not measured (input errors)"))
    }
}
