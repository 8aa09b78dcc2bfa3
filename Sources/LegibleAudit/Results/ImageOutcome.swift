/// What became of one screenshot: decoded and audited, or stopped by an input error.
public enum ImageOutcome: Sendable, Equatable {
    /// The image was read; its regions were measured (those that could be).
    case decoded(ScreenResult)
    /// The image or its manifest could not be used: no region was measured.
    case failed(AuditError)
}
