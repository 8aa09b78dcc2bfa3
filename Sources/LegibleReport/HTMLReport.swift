import LegibleAudit

extension ReportStrategy {
    /// A self-contained HTML page.
    public static let html = ReportStrategy { report, context in
        HTMLReport(report: report, context: context).render()
    }
}

/// The self-contained HTML report (work in progress).
public struct HTMLReport: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    public func render() -> String {
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Legible report</title></head><body><pre>"
            + MarkupEscaping.html(TextReport(report: report, context: context).render()) + "</pre></body></html>\n"
    }
}
