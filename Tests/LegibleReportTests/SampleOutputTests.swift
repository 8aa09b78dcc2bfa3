import Foundation
import LegibleAudit
import Testing
@testable import LegibleReport

/// Writes every format for the sample report into `$LEGIBLE_REPORT_SAMPLES` when it is set, so
/// a person (or an external validator such as Python `jsonschema`) can look at real output.
@Suite struct SampleOutputTests {
    @Test func writesEveryFormatWhenAsked() throws {
        guard let dir = ProcessInfo.processInfo.environment["LEGIBLE_REPORT_SAMPLES"] else { return }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for format in ReportFormat.allCases {
            for colour in [false, true] where colour == false || format == .text {
                let text = ReportWriter.render(SampleReports.report, as: format,
                                               context: SampleReports.context(colour: colour))
                let name = "sample\(colour ? "-colour" : "").\(format.rawValue).\(format.fileExtension)"
                try Data(text.utf8).write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
            }
        }
    }
}
