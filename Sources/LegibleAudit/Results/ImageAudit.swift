/// The audit of one screenshot: where it came from, and its outcome.
///
/// Two kinds of input error: a `failed` outcome means the image or its manifest could not be
/// used at all; `ScreenResult.regionErrors` lists single regions that could not be measured
/// while the rest of the screen was.
public struct ImageAudit: Sendable, Equatable {
    /// The image path as given (relative to the working directory when the manifest was).
    public var path: String
    /// The manifest the screen came from.
    public var manifestPath: String
    /// The screen's name within a multi-screen manifest, else nil.
    public var screenName: String?
    /// The results, or the error that stopped them.
    public var outcome: ImageOutcome
    /// Where its manifest stands among every manifest the run found (from 0, in discovery
    /// order): the order that shards of one run are merged back in. Nil outside a batch.
    public var inputIndex: Int?

    public init(path: String, manifestPath: String, screenName: String? = nil, outcome: ImageOutcome,
                inputIndex: Int? = nil) {
        self.path = path
        self.manifestPath = manifestPath
        self.screenName = screenName
        self.outcome = outcome
        self.inputIndex = inputIndex
    }

    /// The results, when the image was decoded.
    public var decoded: ScreenResult? {
        guard case .decoded(let screen) = outcome else { return nil }
        return screen
    }

    /// The error that stopped the audit of this image, if one did.
    public var error: AuditError? {
        guard case .failed(let error) = outcome else { return nil }
        return error
    }

    /// The measured regions; empty when the image could not be used.
    public var regions: [RegionResult] { decoded?.regions ?? [] }

    /// Regions that could not be measured on a decoded image; empty when the image could not be used.
    public var regionErrors: [RegionError] { decoded?.regionErrors ?? [] }
}
