import LegibleAudit

/// One way of writing a report, as a value: `ReportStrategy.json.render(report, context)`.
///
/// Each format file adds its strategy as a static member, so a new format is one new file plus a
/// `ReportFormat` case; callers with needs of their own can build a strategy from a closure.
public struct ReportStrategy: Sendable {
    /// Turns a report into the format's text.
    public var render: @Sendable (AuditReport, ReportContext) -> String

    public init(render: @escaping @Sendable (AuditReport, ReportContext) -> String) {
        self.render = render
    }
}
