/// Why a document is not JSON, and where: line and column (both from 1; columns count
/// characters, so a message points at what an editor shows).
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// What was wrong or expected there.
    public var problem: String

    public init(line: Int, column: Int, problem: String) {
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// The error at byte `offset` of `bytes`.
    init(at offset: Int, in bytes: [UInt8], problem: String) {
        let position = JSONPosition(offset: offset, in: bytes)
        self.init(line: position.line, column: position.column, problem: problem)
    }

    public var description: String { "line \(line), column \(column): \(problem)" }
}
