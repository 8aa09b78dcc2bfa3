import LegibleAudit

extension RegionFingerprint {
    /// The `partialFingerprints` key SARIF results carry `stableHash` under. v2: the identity
    /// baselines use (with the screen name); v1 hashed path, id and text only.
    public static let sarifKey = "legibleRegion/v2"
}
