/// Why a manifest cannot be used. Every message names the file, the region when there is one,
/// the problem, and the fix.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// The region id (or `regions[3]` when it has no usable id), if the problem is in one.
    public var region: String?
    public var problem: String

    public init(file: String, region: String? = nil, problem: String) {
        self.file = file
        self.region = region
        self.problem = problem
    }

    public var description: String {
        if let region { return "\(file): region \(region): \(problem)" }
        return "\(file): \(problem)"
    }
}
