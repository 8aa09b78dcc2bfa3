/// The report formats `--format` accepts (Docs/Reports.md).
public enum ReportFormat: String, CaseIterable, Sendable {
    /// A table for people at a terminal.
    case text
    /// The JSON document (Docs/Reports.md#json).
    case json
    /// SARIF 2.1.0 for GitHub code scanning and other static-analysis viewers.
    case sarif
    /// JUnit XML for CI test-result viewers.
    case junit
    /// A self-contained HTML page with zoomed crops of failing regions.
    case html
    /// GitHub Actions workflow commands (`::error file=…::…`), one per finding.
    case github

    /// The usual file extension for `--output`, without the dot.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .sarif: "sarif"
        case .junit: "xml"
        case .html: "html"
        case .github: "txt"
        }
    }

    /// The writer for this format.
    public var strategy: ReportStrategy {
        switch self {
        case .text: .text
        case .json: .json
        case .sarif: .sarif
        case .junit: .junit
        case .html: .html
        case .github: .github
        }
    }

    /// The writer that writes this format screen by screen.
    func streamedReport(run: ReportRun, context: ReportContext, sink: ReportSink) -> any StreamedReport {
        switch self {
        case .text: TextReportStream(run: run, context: context, sink: sink)
        case .json: JSONReportStream(run: run, context: context, sink: sink)
        case .sarif: SARIFReportStream(run: run, context: context, sink: sink)
        case .junit: JUnitReportStream(run: run, context: context, sink: sink)
        case .html: HTMLReportStream(run: run, context: context, sink: sink)
        case .github: GitHubAnnotationsStream(run: run, context: context, sink: sink)
        }
    }
}
