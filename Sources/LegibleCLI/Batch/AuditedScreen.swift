import LegibleAudit

/// One screen's audit together with the manifest screen it came from, which later steps need
/// (previews and HTML crops composite over the screen's backdrop and spare its media regions).
public struct AuditedScreen: Sendable, Equatable {
    /// The results, or the error that stopped them.
    public var audit: ImageAudit
    /// The manifest's screen; nil when the input never got that far (missing or invalid manifest).
    public var screen: Screen?

    public init(audit: ImageAudit, screen: Screen?) {
        self.audit = audit
        self.screen = screen
    }
}
