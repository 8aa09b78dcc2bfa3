/// Where a region measured by `Auditor.audit(manifest:)` belongs: its screen's image and
/// manifest (as `ImageAudit` names them) and its index in the screen's `regions`. Given to
/// `Auditor.eachRegion`, which runs before the screen's results exist.
public struct RegionPlace: Sendable, Hashable {
    /// `ImageAudit.path`.
    public var imagePath: String
    /// `ImageAudit.manifestPath`.
    public var manifestPath: String
    /// `ImageAudit.screenName`.
    public var screenName: String?
    /// The region's index in `ScreenResult.regions`.
    public var index: Int

    public init(imagePath: String, manifestPath: String, screenName: String?, index: Int) {
        self.imagePath = imagePath
        self.manifestPath = manifestPath
        self.screenName = screenName
        self.index = index
    }
}

/// `Auditor.eachRegion` with the place of the screen being measured.
struct RegionFollowUp: Sendable {
    let place: RegionPlace
    let body: @Sendable (RegionResult, RegionPlace) -> Void

    /// Runs the follow-up on region `index`'s result.
    func callAsFunction(_ result: RegionResult, index: Int) {
        var place = place
        place.index = index
        body(result, place)
    }
}
