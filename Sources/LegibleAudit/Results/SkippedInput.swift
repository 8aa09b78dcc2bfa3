/// A `*.json` file found in an input folder that was not audited because it is not a manifest
/// (valid JSON naming neither `image` nor `screens`): listed in the reports, so that nothing is
/// left out without a word. A file that looks like a manifest but cannot be read is never skipped:
/// it is an input error (exit status 2).
public struct SkippedInput: Sendable, Hashable {
    /// The file's path as found.
    public var path: String
    /// Why it was not audited.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
