/// Where a region's box came from. Reports say so beside detected regions: a box found by OCR
/// or a view dump is an estimate, and text it missed was never measured.
public enum RegionSource: String, Sendable, Codable, CaseIterable {
    /// Written by the manifest's author (or the UI test that wrote the manifest): the default.
    case manifest
    /// Found by `legible detect` (OCR, a view dump, a web page), as the manifest's `"source":
    /// "detected"` says.
    case detected
}
