/// Why a baseline cannot be read or written (exit status 2).
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "baseline \(path): \(problem)" }
}
