/// Everything one `audit` run found: what every report format writes.
public struct AuditReport: Sendable, Equatable {
    /// Every screen audited, in input order.
    public var images: [ImageAudit]
    /// How the run measured and gated.
    public var options: AuditOptions

    public init(images: [ImageAudit], options: AuditOptions) {
        self.images = images
        self.options = options
    }

    /// The counts over `images`.
    public var summary: AuditSummary { AuditSummary(images: images) }
}
