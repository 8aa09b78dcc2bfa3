import LegiblePixels

/// The audit of one screenshot that could be decoded: its regions' results, and the regions
/// that could not be measured on it.
public struct ScreenResult: Sendable, Equatable {
    /// The decoded image's width and height in pixels (after EXIF orientation).
    public var width: Int
    public var height: Int
    /// `sRGB`, `Display P3`, … as found in the file; the pixels are measured in sRGB.
    public var colourSpace: String
    /// True when some pixels had alpha < 255 and were composited over the screen's backdrop.
    public var alphaComposited: Bool
    /// What the decoder noticed without stopping (an unknown ICC profile, …).
    public var warnings: [String]
    /// The measured regions, in manifest order.
    public var regions: [RegionResult]
    /// Regions that were not measured because their boxes cannot be used on this image (they
    /// lie outside it); every other region of the screen is in `regions`.
    public var regionErrors: [RegionError]
    /// The screen's `mediaRegions` in image pixels: Smart Invert leaves them alone, in the
    /// measurement and in every picture of it.
    public var mediaRegions: [PixelRect]

    public init(width: Int, height: Int, colourSpace: String = "sRGB", alphaComposited: Bool = false,
                warnings: [String] = [], regions: [RegionResult] = [], regionErrors: [RegionError] = [],
                mediaRegions: [PixelRect] = []) {
        self.width = width
        self.height = height
        self.colourSpace = colourSpace
        self.alphaComposited = alphaComposited
        self.warnings = warnings
        self.regions = regions
        self.regionErrors = regionErrors
        self.mediaRegions = mediaRegions
    }

    /// The result of the region with this id, if it was measured.
    public func region(_ id: String) -> RegionResult? {
        regions.first { $0.id == id }
    }
}
