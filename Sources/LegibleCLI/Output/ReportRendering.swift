import LegibleAudit

/// What a report needs besides the results: how to print paths and colours, and the run's
/// baseline verdict.
public struct RenderContext: Sendable, Equatable {
    /// Paths in reports are relative to this folder (the working directory).
    public var workingDirectory: String
    /// ANSI colour in the text report.
    public var colour: Bool
    public var toolVersion: String
    /// New failures, known (baselined) failures and stale baseline entries.
    public var outcome: AuditOutcome

    public init(workingDirectory: String, colour: Bool, toolVersion: String = ToolVersion.current, outcome: AuditOutcome) {
        self.workingDirectory = workingDirectory
        self.colour = colour
        self.toolVersion = toolVersion
        self.outcome = outcome
    }
}

/// Why a report could not be produced (exit status 2).
public struct RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The one call site through which the `audit` command turns results into report text.
///
/// The report writers belong to LegibleReport; until its `ReportWriter` lands this renders the
/// text and JSON formats itself, in the shape SPEC §4 fixes, and refuses the others clearly.
enum ReportRendering {
    static func render(_ report: AuditReport, as format: AuditFormat, context: RenderContext) throws(RenderError) -> String {
        switch format {
        case .text:
            return TextSummary.render(report, context: context)
        case .json:
            return InterimJSONReport.render(report, context: context)
        case .sarif, .junit, .html, .github:
            throw RenderError("--format \(format.rawValue) is not available in this build of legible yet; use --format text or --format json")
        }
    }
}
