import LegiblePixels

/// One screenshot and its boxes.
public struct Screen: Sendable, Equatable {
    /// Optional name, for multi-screen manifests.
    public var name: String?
    /// The image path exactly as written in the manifest (relative to the manifest file).
    public var image: String
    /// Device pixels per manifest unit.
    public var scale: Double
    /// What transparent pixels are composited over.
    public var backdrop: RGB8
    /// The boxes to measure, in manifest units.
    public var regions: [Region]
    /// Boxes of photos and video that Smart Invert leaves alone, in manifest units.
    public var mediaRegions: [Region]

    public init(name: String? = nil, image: String, scale: Double = 1, backdrop: RGB8 = RGB8(grey: 255),
                regions: [Region], mediaRegions: [Region] = []) {
        self.name = name
        self.image = image
        self.scale = scale
        self.backdrop = backdrop
        self.regions = regions
        self.mediaRegions = mediaRegions
    }
}
