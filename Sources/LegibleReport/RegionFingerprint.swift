import LegibleAudit

/// A stable identity for a region across runs: what SARIF `partialFingerprints` and baselines use.
///
/// Built from the image path relative to its manifest, the region id and the region's text —
/// never from pixels, so a fix that changes the colours keeps the same fingerprint and a known
/// failure stays known while it is being worked on.
public enum RegionFingerprint {
    /// 16 hex digits (FNV-1a 64 of the three fields).
    public static func of(_ region: RegionResult, in image: ImageAudit) -> String {
        let imagePath = ReportPaths.manifestRelative(image: image.path, manifest: image.manifestPath)
        return StableHash.hex([imagePath, region.id, region.text ?? ""])
    }

    /// The `partialFingerprints` key this fingerprint is written under in SARIF.
    public static let sarifKey = "legibleRegion/v1"
}
