// Interim definition so the layers above can build; the colour core replaces this file.
/// WCAG conformance level.
public enum ConformanceLevel: String, Sendable, CaseIterable, Codable {
    case AA
    case AAA
}
