/// A region that was not measured because its manifest entry cannot be used with its image
/// (a box outside the image). Only that region is lost: the rest of the screen is measured, and
/// the run still ends with exit status 2 (invalid input, Docs/CommandLine.md#exit-status).
public struct RegionError: Sendable, Equatable {
    /// The region's id; a media box without one is named by its place, `mediaRegions[2]`.
    public var region: String
    /// The whole message: the manifest file, the region, the problem and the fix.
    public var message: String

    public init(region: String, message: String) {
        self.region = region
        self.message = message
    }

    /// The error of a manifest problem in one region.
    public init(_ error: ManifestError) {
        self.init(region: error.region ?? "", message: error.description)
    }
}
