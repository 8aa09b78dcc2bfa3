import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LegibleAudit
import LegiblePixels
import Testing
@testable import LegibleReport

/// Collects the elements and attributes of an XML document with Foundation's `XMLParser`.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append((name, attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    static func parse(_ xml: String) -> (ok: Bool, collector: XMLCollector) {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        return (parser.parse(), collector)
    }
}

@Suite struct JUnitReportTests {
    @Test func parsesWithTheRightCounts() throws {
        let xml = ReportWriter.render(SampleReports.report, as: .junit, context: SampleReports.context())
        let (ok, doc) = XMLCollector.parse(xml)
        #expect(ok)
        let root = try #require(doc.elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "6")
        #expect(root.attributes["failures"] == "3")
        #expect(root.attributes["errors"] == "1")
        #expect(root.attributes["skipped"] == "1")
        let suites = doc.elements.filter { $0.name == "testsuite" }
        #expect(suites.count == 2)
        #expect(suites[0].attributes["name"] == "Samples/checkout.png")
        #expect(suites[0].attributes["tests"] == "5")
        #expect(suites[0].attributes["failures"] == "3")
        #expect(suites[1].attributes["errors"] == "1")
        let cases = doc.elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] ?? "" } == ["title", "body", "hint", "badge", "pay-border", "(image)"])
        #expect(cases[0].attributes["classname"] == "Samples/checkout.png")
        let failure = try #require(doc.elements.first { $0.name == "failure" })
        #expect(failure.attributes["type"] == "large-text-contrast")
        #expect(failure.attributes["message"]?.contains("2.41:1") == true)
    }

    @Test func indeterminateFailsWhenConfigured() throws {
        var report = SampleReports.report
        report.options.failOnIndeterminate = true
        let (ok, doc) = XMLCollector.parse(ReportWriter.render(report, as: .junit, context: SampleReports.context()))
        #expect(ok)
        #expect(doc.elements.first?.attributes["failures"] == "4")
        #expect(doc.elements.first?.attributes["skipped"] == "0")
    }

    @Test func hostileTextIsEscaped() throws {
        var report = SampleReports.report
        report.images[0].screen.regions[0].id = "a<b>&\"c\"'d'\u{1}\n"
        report.images[0].screen.regions[0].text = "]]></failure><x>"
        let xml = ReportWriter.render(report, as: .junit, context: SampleReports.context())
        let (ok, doc) = XMLCollector.parse(xml)
        #expect(ok)
        let first = doc.elements.first { $0.name == "testcase" }
        #expect(first?.attributes["name"] == "a<b>&\"c\"'d'\u{FFFD}\n")
        #expect(!doc.elements.contains { $0.name == "x" })
    }
}

extension JUnitReportTests {
    @Test func baselinedFailuresAreSkippedNotFailed() throws {
        let report = SampleReports.report
        let known = RegionFingerprint(image: report.images[0], region: report.images[0].regions[0])
        let xml = ReportWriter.render(report, as: .junit, context: SampleReports.context(baseline: [known]))
        let (ok, doc) = XMLCollector.parse(xml)
        #expect(ok)
        #expect(doc.elements.first?.attributes["failures"] == "2")
        #expect(doc.elements.first?.attributes["skipped"] == "2")
        let skipped = doc.elements.filter { $0.name == "skipped" }.compactMap { $0.attributes["message"] }
        #expect(skipped.contains { $0.hasPrefix("known failure (baseline)") })
    }
}
