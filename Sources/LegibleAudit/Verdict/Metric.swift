/// Which measure gates the verdict (`--metric`). APCA is always reported.
public enum Metric: String, Sendable, Codable, CaseIterable {
    case wcag
    case apca
    case both
}
