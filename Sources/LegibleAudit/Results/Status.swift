/// The gated verdict of one region.
public enum Status: String, Sendable, Codable, CaseIterable {
    case pass
    case fail
    /// No separable text in the box: never a silent pass (Docs/Measurement.md#indeterminate).
    case indeterminate
}
