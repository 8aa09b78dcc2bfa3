import LegibleAudit

/// The entry point the command line calls: one report in, one document out.
///
/// ```swift
/// let context = ReportContext(toolVersion: "1.0.0", workingDirectory: cwd, useColour: isTTY)
/// print(ReportWriter.render(report, as: .text, context: context))
/// ```
public enum ReportWriter {
    /// The report in the given format. Never fails: unreadable images are part of the report.
    public static func render(_ report: AuditReport, as format: ReportFormat, context: ReportContext) -> String {
        format.strategy.render(report, context)
    }
}
