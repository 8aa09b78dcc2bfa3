/// Why a manifest cannot be used. Every message names the file, where in it (line and column,
/// and the field as a path such as `regions[3].fontSize`) when the problem is in its text, the
/// problem, and the fix.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The manifest file (or, for a screen built in code, its image).
    public var file: String
    /// The region id (or `regions[3]` when it has no usable id), if the problem is in one.
    public var region: String?
    /// What is wrong and how to fix it.
    public var problem: String
    /// Where in the file's text, when the problem is in it (nil for a screen built in code, a
    /// file that cannot be read, or a box that falls outside its image).
    public var position: JSONPosition?
    /// The field the problem is in, as a path from the top of the document (`screens[1].scale`,
    /// `regions[3].fontSize`); nil for the document as a whole.
    public var field: String?

    public init(file: String, region: String? = nil, problem: String, position: JSONPosition? = nil, field: String? = nil) {
        self.file = file
        self.region = region
        self.problem = problem
        self.position = position
        self.field = field
    }

    /// `file, line 12, column 18: regions[3].fontSize: problem` for a problem in the text;
    /// `file: region id: problem` otherwise, as reports print it.
    public var description: String {
        if let position {
            return "\(file), \(position): " + (field.map { "\($0): " } ?? "") + problem
        }
        if let region { return "\(file): region \(region): \(problem)" }
        return "\(file): \(problem)"
    }
}
