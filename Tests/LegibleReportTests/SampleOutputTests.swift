import Foundation
import LegibleAudit
import Testing
@testable import LegibleReport

/// Writes every format for the sample report into `$LEGIBLE_REPORT_SAMPLES` when it is set, so
/// a person (or an external validator such as Python `jsonschema`) can look at real output;
/// skipped, and listed as skipped, otherwise.
@Suite struct SampleOutputTests {
    /// The folder to write into, from the environment.
    static let folder = ProcessInfo.processInfo.environment["LEGIBLE_REPORT_SAMPLES"]

    @Test(.enabled(if: folder != nil, "set LEGIBLE_REPORT_SAMPLES to a folder to write sample reports into"))
    func writesEveryFormatWhenAsked() throws {
        let dir = try #require(Self.folder)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for format in ReportFormat.allCases {
            for colour in [false, true] where colour == false || format == .text {
                let text = ReportWriter.render(SampleReports.report, as: format,
                                               context: SampleReports.context(colour: colour))
                let name = "sample\(colour ? "-colour" : "").\(format.rawValue).\(format.fileExtension)"
                try Data(text.utf8).write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
            }
        }
        // A baselined failure exercises SARIF suppressions and baselineState.
        let report = SampleReports.report
        let known = RegionFingerprint(image: report.images[0], region: report.images[0].regions[0])
        for format in [ReportFormat.sarif, .json, .text] {
            let text = ReportWriter.render(report, as: format, context: SampleReports.context(baseline: [known]))
            try Data(text.utf8).write(to: URL(fileURLWithPath: dir).appendingPathComponent("sample-baselined.\(format.fileExtension)"))
        }
        // The synthetic screen with its raster, so the HTML report has crops to show.
        var screen = SampleScreen.report
        screen.images += SampleReports.report.images
        let raster = SampleScreen.raster
        let context = ReportContext(toolVersion: "1.2.3", workingDirectory: SampleReports.workingDirectory,
                                    raster: { $0.path == SampleScreen.audit.path ? raster : nil })
        try Data(ReportWriter.render(screen, as: .html, context: context).utf8)
            .write(to: URL(fileURLWithPath: dir).appendingPathComponent("screen.html"))
        try Data(ReportWriter.render(screen, as: .text, context: context).utf8)
            .write(to: URL(fileURLWithPath: dir).appendingPathComponent("screen.txt"))
        try Data(ReportWriter.render(screen, as: .sarif, context: context).utf8)
            .write(to: URL(fileURLWithPath: dir).appendingPathComponent("screen.sarif"))
        // Warnings and a detected region, in the formats people read.
        for format in [ReportFormat.text, .html, .github] {
            try Data(ReportWriter.render(RegionNotesTests.report, as: format, context: SampleReports.context()).utf8)
                .write(to: URL(fileURLWithPath: dir).appendingPathComponent("notes.\(format.rawValue).\(format.fileExtension)"))
        }
    }
}
