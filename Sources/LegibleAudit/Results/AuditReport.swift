/// Everything one `audit` run found: what every report format writes.
public struct AuditReport: Sendable, Equatable {
    /// Every screen audited, in input order.
    public var images: [ImageAudit]
    /// How the run measured and gated.
    public var options: AuditOptions
    /// `*.json` files in input folders that are not manifests, in discovery order.
    public var skipped: [SkippedInput]
    /// The slice of the manifests this run audited (`--shard`); nil when it audited them all.
    public var shard: ReportShard?

    public init(images: [ImageAudit], options: AuditOptions, skipped: [SkippedInput] = [], shard: ReportShard? = nil) {
        self.images = images
        self.options = options
        self.skipped = skipped
        self.shard = shard
    }

    /// The counts over `images`.
    public var summary: AuditSummary { AuditSummary(images: images) }
}
