import LegibleAudit
import Testing
@testable import LegibleReport

@Suite struct GitHubAnnotationsTests {
    @Test func oneCommandPerFinding() {
        let text = ReportWriter.render(SampleReports.report, as: .github, context: SampleReports.context())
        let lines = text.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.filter { $0.hasPrefix("::error file=Samples/checkout.png,") }.count == 3)
        #expect(lines.filter { $0.hasPrefix("::warning file=Samples/checkout.png,") }.count == 1)
        #expect(lines.contains { $0.hasPrefix("::error file=Samples/broken.png,title=Image could not be audited::") })
        #expect(lines[0].contains("title=Large-text contrast too low%3A title::"))
        #expect(!text.contains("\"body\""))
    }

    @Test(arguments: [
        ("100%\r\ndone", "100%25%0D%0Adone", "100%25%0D%0Adone"),
        ("a:b,c", "a:b,c", "a%3Ab%2Cc"),
        ("%0A", "%250A", "%250A"),
    ])
    func escapes(raw: String, data: String, property: String) {
        #expect(GitHubAnnotations.escapeData(raw) == data)
        #expect(GitHubAnnotations.escapeProperty(raw) == property)
    }

    @Test func nastyRegionNamesStayOnOneLine() {
        var report = SampleReports.report
        report.images[0].screen.regions[0].id = "evil,id:x\n::error::injected %0A"
        report.images[0].path = "/repo/Shots/a,b:c.png"
        let text = ReportWriter.render(report, as: .github, context: SampleReports.context())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.hasPrefix("::") })
        #expect(lines[0].hasPrefix("::error file=Shots/a%2Cb%3Ac.png,title=Large-text contrast too low%3A evil%2Cid%3Ax%0A%3A%3Aerror%3A%3Ainjected %250A::"))
    }

    @Test func baselinedFailuresAreNotices() {
        let report = SampleReports.report
        let print = RegionFingerprint(image: report.images[0], region: report.images[0].regions[0])
        let text = ReportWriter.render(report, as: .github, context: SampleReports.context(baseline: [print]))
        #expect(text.hasPrefix("::notice file=Samples/checkout.png,"))
    }
}
