import Foundation
import LegibleAudit
import Testing
@testable import LegibleReport

@Suite struct SARIFReportTests {
    let root: [String: Any]

    init() throws {
        let text = ReportWriter.render(SampleReports.report, as: .sarif, context: SampleReports.context())
        root = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    var run: [String: Any] { ((root["runs"] as? [[String: Any]]) ?? [])[0] }
    var results: [[String: Any]] { run["results"] as? [[String: Any]] ?? [] }

    @Test func headerAndDriver() throws {
        #expect(root["version"] as? String == "2.1.0")
        #expect((root["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        #expect((root["runs"] as? [Any])?.count == 1)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "legible")
        #expect(driver["version"] as? String == "1.2.3")
        #expect(driver["informationUri"] as? String == "https://example.org/legible")
    }

    func string(_ value: Any?) -> String { value as? String ?? "" }

    @Test func everyRuleHasWhatGitHubRequires() throws {
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }).isSuperset(of: ["text-contrast", "large-text-contrast", "non-text-contrast", "cvd-contrast", "indeterminate"]))
        for rule in rules {
            #expect(string(rule["id"]).count > 0)
            #expect(string(rule["name"]).count > 0)
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect(string((rule[key] as? [String: Any])?["text"]).count > 0, "\(key)")
            }
            #expect(string((rule["help"] as? [String: Any])?["markdown"]).count > 0)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
            #expect(((rule["properties"] as? [String: Any])?["tags"] as? [String])?.isEmpty == false)
        }
    }

    @Test func oneResultPerNonPassingRegionAndPerUnreadableImage() {
        // title, hint, badge, pay-border, and the broken image; body passes.
        #expect(results.count == 5)
        let byRule = Dictionary(grouping: results, by: { $0["ruleId"] as? String ?? "" })
        #expect(byRule["large-text-contrast"]?.count == 1)
        #expect(byRule["cvd-contrast"]?.count == 1)
        #expect(byRule["non-text-contrast"]?.count == 1)
        #expect(byRule["indeterminate"]?.first?["level"] as? String == "note")
        #expect(byRule["image-error"]?.first?["level"] as? String == "error")
        #expect(byRule["large-text-contrast"]?.first?["level"] as? String == "error")
    }

    @Test func everyResultHasMessageLocationRegionAndFingerprint() throws {
        for result in results {
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(!message.isEmpty)
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/"))
            #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 1)
            let prints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(prints[RegionFingerprint.sarifKey]?.count == 16)
            // ruleIndex points back at the rule with the same id.
            let index = try #require(result["ruleIndex"] as? Int)
            let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
            #expect(rules?[index]["id"] as? String == result["ruleId"] as? String)
        }
        let title = try #require(results.first { $0["ruleId"] as? String == "large-text-contrast" })
        let message = (title["message"] as? [String: Any])?["text"] as? String ?? ""
        #expect(message.contains("2.41:1") && message.contains("needs 3:1") && message.contains("Lc -48.3") && message.contains("720×123"))
        let uri = ((((title["locations"] as? [[String: Any]])?[0]["physicalLocation"] as? [String: Any])?["artifactLocation"]) as? [String: Any])?["uri"]
        #expect(uri as? String == "Samples/checkout.png")
        let rect = ((title["attachments"] as? [[String: Any]])?[0]["rectangles"] as? [[String: Any]])?[0]
        #expect(rect?["left"] as? Int == 48 && rect?["top"] as? Int == 360 && rect?["right"] as? Int == 768 && rect?["bottom"] as? Int == 483)
    }

    @Test func fingerprintsAreTheBaselinesIdentity() throws {
        // Every region result carries the hash of exactly the identity a baseline entry stores,
        // and the JSON report's `fingerprint` is the same string.
        let report = SampleReports.report
        let json = ReportWriter.render(report, as: .json, context: SampleReports.context())
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let jsonRegions = try #require(((root["images"] as? [[String: Any]])?[0])?["regions"] as? [[String: Any]])
        let image = report.images[0]
        for result in results where result["ruleId"] as? String != "image-error" {
            let id = try #require((result["properties"] as? [String: Any])?["regionId"] as? String)
            let region = try #require(image.regions.first { $0.id == id })
            let identity = RegionFingerprint(image: image, region: region)
            #expect(identity == RegionFingerprint(image: "checkout.png", region: id, text: region.text))
            let print = (result["partialFingerprints"] as? [String: String])?["legibleRegion/v2"]
            #expect(print == identity.stableHash)
            #expect(jsonRegions.first { $0["id"] as? String == id }?["fingerprint"] as? String == print)
        }
        // The screen is part of the identity: the same region on another screen is another finding.
        var dark = image
        dark.screenName = "dark"
        #expect(RegionFingerprint(image: dark, region: image.regions[0]).stableHash
                != RegionFingerprint(image: image, region: image.regions[0]).stableHash)
    }

    @Test func baselinedFailuresAreSuppressed() throws {
        let report = SampleReports.report
        let print = RegionFingerprint(image: report.images[0], region: report.images[0].regions[0])
        let text = ReportWriter.render(report, as: .sarif, context: SampleReports.context(baseline: [print]))
        #expect(text.contains("\"baselineState\": \"unchanged\""))
        #expect(text.components(separatedBy: "\"suppressions\"").count == 2)
    }
}

extension SARIFReportTests {
    @Test func indeterminateIsAnErrorWhenItFailsTheRun() throws {
        var report = SampleReports.report
        report.options.failOnIndeterminate = true
        let text = ReportWriter.render(report, as: .sarif, context: SampleReports.context())
        let root = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require(((root["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let indeterminate = try #require(results.first { $0["ruleId"] as? String == "indeterminate" })
        #expect(indeterminate["level"] as? String == "error")
    }
}
