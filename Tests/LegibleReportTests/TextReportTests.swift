import LegibleAudit
import Testing
@testable import LegibleReport

@Suite struct TextReportTests {
    let plain = ReportWriter.render(SampleReports.report, as: .text, context: SampleReports.context())

    @Test func statusIsInWordsAndFiguresAreShown() {
        #expect(plain.contains("✗ FAIL  title"))
        #expect(plain.contains("✓ PASS  body"))
        #expect(plain.contains("? ????  hint"))
        #expect(plain.contains("2.41"))
        #expect(plain.contains("-48.3"))
        #expect(plain.contains("#FFFFFF on #9AA7B0"))
        #expect(plain.contains("protanopia, smart-invert"))
        #expect(plain.contains("indeterminate: the box holds no text: its pixels are uniform"))
        #expect(plain.contains("✗ ERROR  Samples/broken.png: the PNG data ends early"))
        #expect(plain.contains("passes in the original; fails as protanopia"))
        #expect(plain.contains("5 regions in 2 images: 1 passed, 3 failed, 1 indeterminate, 1 image error"))
    }

    @Test func noEscapeCodesUnlessAskedFor() {
        #expect(!plain.contains("\u{1B}["))
        let coloured = ReportWriter.render(SampleReports.report, as: .text, context: SampleReports.context(colour: true))
        #expect(coloured.contains("\u{1B}[1;31m✗ FAIL"))
        // Same words either way.
        #expect(coloured.replacingEscapes() == plain)
    }

    @Test func columnsLineUp() {
        let rows = plain.split(separator: "\n").filter { $0.hasPrefix("  ✗") || $0.hasPrefix("  ✓") || $0.hasPrefix("  STATUS") }
        let colourColumns = rows.dropFirst().compactMap { row in
            row.range(of: "#").map { row.distance(from: row.startIndex, to: $0.lowerBound) }
        }
        #expect(colourColumns.count == 4)
        #expect(Set(colourColumns).count == 1)
    }
}

extension String {
    func replacingEscapes() -> String {
        var out = ""
        var skipping = false
        for c in self {
            if c == "\u{1B}" { skipping = true; continue }
            if skipping { if c == "m" { skipping = false }; continue }
            out.append(c)
        }
        return out
    }
}

extension TextReportTests {
    @Test func verdictLineFollowsBaselineAndIndeterminateRules() {
        // Only indeterminate regions, not failing the run: the run passes and says so in words.
        var report = SampleReports.report
        report.images = [report.images[0]]
        report.images[0].screen.regions = report.images[0].regions.filter { $0.status != .fail }
        let relaxed = ReportWriter.render(report, as: .text, context: SampleReports.context())
        #expect(relaxed.split(separator: "\n").last?.hasPrefix("✓ PASS") == true)
        report.options.failOnIndeterminate = true
        let strict = ReportWriter.render(report, as: .text, context: SampleReports.context())
        #expect(strict.split(separator: "\n").last?.hasPrefix("✗ FAIL") == true)

        // Every failure baselined, one unreadable image: an error, not a failure.
        let full = SampleReports.report
        let known = Set(full.images[0].regions.map { RegionFingerprint(image: full.images[0], region: $0) })
        let text = ReportWriter.render(full, as: .text, context: SampleReports.context(baseline: known))
        #expect(text.split(separator: "\n").last?.hasPrefix("✗ ERROR") == true)
        #expect(text.contains("3 failed (3 baselined)"))
        #expect(text.contains("known failure (baseline): does not fail the run"))
    }
}
