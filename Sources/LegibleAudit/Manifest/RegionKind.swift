/// What a region holds: text (4.5:1 / 3:1 large) or a non-text element (3:1, WCAG 1.4.11).
public enum RegionKind: String, Sendable, Codable, CaseIterable {
    case text
    case nonText
}
