/// The report formats of `audit --format` (SPEC §3). The names are fixed by the spec.
public enum AuditFormat: String, Sendable, CaseIterable, Equatable {
    case text
    case json
    case sarif
    case junit
    case html
    case github
}
