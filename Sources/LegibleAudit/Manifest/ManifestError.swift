/// Why a manifest cannot be used. Every message names the file, the region when there is one,
/// the problem, and the fix.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The manifest file (or, for a screen built in code, its image).
    public var file: String
    /// The region id (or `regions[3]` when it has no usable id), if the problem is in one.
    public var region: String?
    /// What is wrong and how to fix it.
    public var problem: String

    public init(file: String, region: String? = nil, problem: String) {
        self.file = file
        self.region = region
        self.problem = problem
    }

    /// `file: region id: problem`, as reports print it.
    public var description: String {
        if let region { return "\(file): region \(region): \(problem)" }
        return "\(file): \(problem)"
    }
}
