import LegibleAudit

/// What the HTML report draws a screen's crops through besides its pixels: where each failing
/// region's text and ring lie (to redraw it with a fix suggestion) and the regions' Smart Invert
/// plans. An audit keeps both in its results; a report read back from JSON keeps neither, so a
/// merge finds them again from the pixels, for the screens whose crops are drawn.
public struct CropLayers: Sendable {
    /// By region index in the screen's results.
    public var suggestions: [Int: RegionLayers]
    public var inversionPlans: [InversionPlan]

    public init(suggestions: [Int: RegionLayers], inversionPlans: [InversionPlan]) {
        self.suggestions = suggestions
        self.inversionPlans = inversionPlans
    }

    /// The layers kept in an audit's results.
    public init(measured image: ImageAudit) {
        let regions = image.regions
        var suggestions: [Int: RegionLayers] = [:]
        for (index, region) in regions.enumerated() {
            if let layers = region.measurement?.suggestions?.layers { suggestions[index] = layers }
        }
        self.init(suggestions: suggestions, inversionPlans: regions.compactMap(\.inversion))
    }
}
