/// Everything one `audit` run found: what every report format writes.
public struct AuditReport: Sendable, Equatable {
    public var images: [ImageAudit]
    public var options: AuditOptions

    public init(images: [ImageAudit], options: AuditOptions) {
        self.images = images
        self.options = options
    }

    public var summary: AuditSummary { AuditSummary(images: images) }
}
