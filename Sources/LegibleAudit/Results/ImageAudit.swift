import LegiblePixels

/// The audit of one screenshot: its regions, or the error that stopped it.
///
/// Two kinds of input error: `error` means the image or its manifest could not be used at all
/// (no regions were measured); `regionErrors` lists single regions that could not be measured
/// while the rest of the screen was.
public struct ImageAudit: Sendable, Equatable {
    /// The image path as given (relative to the working directory when the manifest was).
    public var path: String
    /// The manifest the screen came from.
    public var manifestPath: String
    /// The screen's name within a multi-screen manifest, else nil.
    public var screenName: String?
    public var width: Int
    public var height: Int
    /// `sRGB`, `Display P3`, … as found in the file.
    public var colourSpace: String
    /// True when some pixels had alpha < 255 and were composited over the backdrop.
    public var alphaComposited: Bool
    /// Warnings that did not stop the audit (unknown ICC profile, …).
    public var warnings: [String]
    /// Set when the image or its manifest could not be read; `regions` is then empty.
    public var error: String?
    public var regions: [RegionResult]
    /// Regions that were not measured because their boxes cannot be used on this image (outside
    /// it); every other region of the screen is in `regions`. Empty when `error` is set.
    public var regionErrors: [RegionError]
    /// The screen's `mediaRegions` in image pixels: Smart Invert leaves them alone, in the
    /// measurement and in every picture of it.
    public var mediaRegions: [PixelRect] = []

    public init(path: String, manifestPath: String, screenName: String? = nil, width: Int = 0,
                height: Int = 0, colourSpace: String = "sRGB", alphaComposited: Bool = false,
                warnings: [String] = [], error: String? = nil, regions: [RegionResult] = [],
                regionErrors: [RegionError] = []) {
        self.path = path
        self.manifestPath = manifestPath
        self.screenName = screenName
        self.width = width
        self.height = height
        self.colourSpace = colourSpace
        self.alphaComposited = alphaComposited
        self.warnings = warnings
        self.error = error
        self.regions = regions
        self.regionErrors = regionErrors
    }
}
