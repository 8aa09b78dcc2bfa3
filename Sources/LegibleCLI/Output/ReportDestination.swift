import LegibleReport

/// One report the `audit` command writes: a format, and a file or standard output.
public struct ReportDestination: Sendable, Equatable {
    /// The report format (`--format`).
    public var format: ReportFormat
    /// The file to write; nil for standard output (no `--output`, or `--output -`).
    public var path: String?

    public init(format: ReportFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }
}
