import LegibleAudit
import LegiblePixels

/// What a report needs beyond the audit results: facts about the run that only the caller knows.
///
/// The command line fills this in; the report writers only honour it (they never read the
/// environment themselves), which keeps their output reproducible in tests.
public struct ReportContext: Sendable {
    /// The tool's version, written into SARIF and report headers.
    public var toolVersion: String
    /// Where the tool's documentation lives (SARIF `informationUri`); omitted when nil.
    public var informationURI: String?
    /// Image paths inside this directory are written relative to it (SARIF and GitHub
    /// annotations need repository-relative paths). Absolute, without a trailing slash.
    public var workingDirectory: String
    /// ANSI colour in the text report: the caller decides (a terminal, and `NO_COLOR` unset).
    /// Status is always also written as a word, so nothing depends on colour.
    public var useColour: Bool
    /// Whether a failing region is a known failure listed in the baseline: it is still reported,
    /// marked as baselined, and does not count against the run.
    public var isBaselined: @Sendable (ImageAudit, RegionResult) -> Bool
    /// The decoded, opaque sRGB raster of a screen, for the crops in the HTML report; nil when it
    /// is not available (the HTML report then shows figures without pictures).
    public var raster: @Sendable (ImageAudit) -> Raster?

    /// A context with a baseline given as the fingerprints of its known failures.
    public init(toolVersion: String, informationURI: String? = nil, workingDirectory: String,
                useColour: Bool = false, baseline: Set<RegionFingerprint> = [],
                raster: @escaping @Sendable (ImageAudit) -> Raster? = { _ in nil }) {
        self.init(toolVersion: toolVersion, informationURI: informationURI, workingDirectory: workingDirectory,
                  useColour: useColour,
                  isBaselined: { image, region in baseline.contains(RegionFingerprint(image: image, region: region)) },
                  raster: raster)
    }

    /// A context with any baseline rule.
    public init(toolVersion: String, informationURI: String? = nil, workingDirectory: String,
                useColour: Bool = false, isBaselined: @escaping @Sendable (ImageAudit, RegionResult) -> Bool,
                raster: @escaping @Sendable (ImageAudit) -> Raster? = { _ in nil }) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.workingDirectory = workingDirectory
        self.useColour = useColour
        self.isBaselined = isBaselined
        self.raster = raster
    }

    /// An image path as reports print it: relative to the working directory when inside it.
    public func displayPath(_ image: ImageAudit) -> String {
        ReportPaths.relative(image.path, to: workingDirectory)
    }
}
