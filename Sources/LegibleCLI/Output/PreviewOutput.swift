import LegibleAudit

/// The call site for `--previews DIR`: LegibleReport's `PreviewWriter` renders the PNGs.
enum PreviewOutput {
    static func write(_ report: AuditReport, to directory: String) throws(RenderError) {
        throw RenderError("--previews is not available in this build of legible yet (the preview writer has not landed)")
    }
}
