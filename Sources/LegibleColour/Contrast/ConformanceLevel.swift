/// A WCAG 2 conformance level for contrast (success criteria 1.4.3 and 1.4.6).
public enum ConformanceLevel: String, CaseIterable, Sendable {
    case AA
    case AAA
}
