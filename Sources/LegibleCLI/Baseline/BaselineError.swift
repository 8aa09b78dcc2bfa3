/// Why a baseline cannot be read or written (exit status 2).
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The baseline file.
    public var path: String
    /// What is wrong and how to fix it.
    public var problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `baseline <path>: <problem>`.
    public var description: String { "baseline \(path): \(problem)" }
}
