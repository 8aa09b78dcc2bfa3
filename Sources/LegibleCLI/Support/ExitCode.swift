/// The process exit status (Docs/CommandLine.md#exit-status). When several apply, the highest wins.
public enum ExitCode: Int32, Sendable, Comparable, CaseIterable {
    /// Every gated measurement passed, or its failure is in the baseline.
    case success = 0
    /// Some gated measurement failed.
    case failure = 1
    /// A usage error, or input that could not be read or is invalid.
    case usageOrInput = 2

    /// Orders by severity, so `max` picks the status that wins.
    public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
