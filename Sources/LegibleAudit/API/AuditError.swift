import LegibleImageIO

/// Why a screenshot could not be audited at all. Every message names the file, the problem
/// and the fix.
public enum AuditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The manifest cannot be read or is invalid.
    case manifest(ManifestError)
    /// The screenshot cannot be read or decoded.
    case image(ImageError)
    /// A path named as input is unusable before any manifest is read (it does not exist, or a
    /// folder holds no manifests).
    case input(path: String, problem: String)
    /// An error read back from a report (`legible merge`): only its message survives, and it
    /// is printed exactly as the run that met the error printed it.
    case recorded(message: String)

    /// The message naming the file, the problem and the fix.
    public var description: String {
        switch self {
        case .manifest(let error): error.description
        case .image(let error): error.description
        case .input(let path, let problem): "\(path): \(problem)"
        case .recorded(let message): message
        }
    }
}
