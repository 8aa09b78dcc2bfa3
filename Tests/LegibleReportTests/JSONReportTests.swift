import Foundation
import LegibleAudit
import Testing
@testable import LegibleReport

@Suite struct JSONReportTests {
    let output = ReportWriter.render(SampleReports.report, as: .json, context: SampleReports.context())

    func parsed() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func topLevelKeysAndSummaryFollowTheSpec() throws {
        let root = try parsed()
        #expect(root["version"] as? Int == 1)
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["images"] as? Int == 2)
        #expect(summary["regions"] as? Int == 5)
        #expect(summary["failed"] as? Int == 3)
        #expect(summary["indeterminate"] as? Int == 1)
        #expect(summary["errors"] as? Int == 1)
    }

    @Test func imageKeysArePresentAndErrorIsNullWhenReadable() throws {
        let images = try #require(try parsed()["images"] as? [[String: Any]])
        #expect(images.count == 2)
        let good = images[0]
        for key in ["path", "width", "height", "colorSpace", "error", "regions"] {
            #expect(good.keys.contains(key), "missing \(key)")
        }
        #expect(good["error"] is NSNull)
        #expect(good["path"] as? String == "Samples/checkout.png")
        #expect(good["width"] as? Int == 1179)
        #expect(good["colorSpace"] as? String == "Display P3")
        #expect(good["alphaComposited"] as? Bool == true)
        let bad = images[1]
        #expect((bad["error"] as? String)?.contains("the PNG data ends early") == true)
        #expect((bad["regions"] as? [Any])?.isEmpty == true)
        // Never decoded: no size or colour space to report, rather than a made-up 0×0 sRGB.
        #expect(bad["width"] is NSNull && bad["height"] is NSNull && bad["colorSpace"] is NSNull)
    }

    @Test func regionKeysAndValuesFollowTheSpec() throws {
        let images = try #require(try parsed()["images"] as? [[String: Any]])
        let regions = try #require(images[0]["regions"] as? [[String: Any]])
        let title = try #require(regions.first { $0["id"] as? String == "title" })
        for key in ["id", "box", "foreground", "background", "wcag", "apca", "worstPoint", "variants", "status", "pass"] {
            #expect(title.keys.contains(key), "missing \(key)")
        }
        let box = try #require(title["box"] as? [String: Any])
        #expect(box["x"] as? Int == 48 && box["y"] as? Int == 360 && box["width"] as? Int == 720 && box["height"] as? Int == 123)
        #expect(title["foreground"] as? String == "#FFFFFF")
        #expect(title["background"] as? String == "#9AA7B0")
        let wcag = try #require(title["wcag"] as? [String: Any])
        #expect(wcag["ratio"] as? Double == 2.41)
        #expect(wcag["required"] as? Double == 3)
        #expect(wcag["pass"] as? Bool == false)
        #expect(wcag.keys.contains("median"))
        let apca = try #require(title["apca"] as? [String: Any])
        #expect(apca["lc"] as? Double == -48.3)
        #expect(apca["required"] as? Double == 60)
        #expect(apca["pass"] as? Bool == false)
        let point = try #require(title["worstPoint"] as? [String: Any])
        #expect(point["x"] as? Int == 102 && point["y"] as? Int == 371)
        let variants = try #require(title["variants"] as? [String: Any])
        #expect(Set(variants.keys) == ["original", "protanopia", "smart-invert"])
        #expect((variants["original"] as? [String: Any])?["wcag"] as? Double == 2.41)
        let protanopia = try #require(variants["protanopia"] as? [String: Any])
        #expect(protanopia["wcag"] as? Double == 2.39)
        #expect(protanopia["apca"] as? Double == -47.9)
        #expect(protanopia["pass"] as? Bool == false)
        #expect(title["status"] as? String == "fail")
        #expect(title["pass"] as? Bool == false)
    }

    @Test func passIsTrueExactlyWhenStatusIsPass() throws {
        let images = try #require(try parsed()["images"] as? [[String: Any]])
        let regions = try #require(images[0]["regions"] as? [[String: Any]])
        for region in regions {
            #expect((region["status"] as? String == "pass") == (region["pass"] as? Bool))
        }
        let hint = try #require(regions.first { $0["id"] as? String == "hint" })
        #expect(hint["status"] as? String == "indeterminate")
        #expect(hint["wcag"] is NSNull)
        #expect((hint["reason"] as? String)?.contains("uniform") == true)
    }

    @Test func keyOrderIsDeterministic() {
        let again = ReportWriter.render(SampleReports.report, as: .json, context: SampleReports.context())
        #expect(again == output)
        let version = output.range(of: "\"version\"")!.lowerBound
        let images = output.range(of: "\"images\"")!.lowerBound
        let summary = output.range(of: "\"summary\"")!.lowerBound
        #expect(version < images && images < summary)
    }

    @Test func baselinedRegionsAreMarked() throws {
        let report = SampleReports.report
        let title = report.images[0].regions[0]
        let fingerprint = RegionFingerprint(image: report.images[0], region: title)
        let text = ReportWriter.render(report, as: .json, context: SampleReports.context(baseline: [fingerprint]))
        let root = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let regions = try #require(((root["images"] as? [[String: Any]])?[0])?["regions"] as? [[String: Any]])
        #expect(regions[0]["baselined"] as? Bool == true)
        #expect(regions[0]["status"] as? String == "fail")
        #expect(regions[1]["baselined"] as? Bool == false)
        #expect((root["summary"] as? [String: Any])?["baselined"] as? Int == 1)
    }
}

extension JSONReportTests {
    @Test func specKeysComeFirstInSpecOrder() throws {
        guard case .object(let root) = JSONReport(report: SampleReports.report, context: SampleReports.context()).document,
              case .array(let images)? = root.first(where: { $0.key == "images" })?.value,
              case .object(let image) = images[0],
              case .array(let regions)? = image.first(where: { $0.key == "regions" })?.value,
              case .object(let region) = regions[0]
        else { Issue.record("unexpected shape"); return }
        #expect(Array(image.map(\.key).prefix(5)) == ["path", "width", "height", "colorSpace", "error"])
        #expect(Array(region.map(\.key).prefix(10)) == ["id", "box", "foreground", "background", "wcag", "apca",
                                                          "worstPoint", "variants", "status", "pass"])
        #expect(root.map(\.key).filter { ["version", "images", "summary"].contains($0) } == ["version", "images", "summary"])
    }
}
