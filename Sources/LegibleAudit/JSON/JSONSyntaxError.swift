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

    /// The error at byte `offset` of `bytes`; lines and columns are counted only now, once,
    /// so reading a valid document costs nothing for them.
    init(at offset: Int, in bytes: [UInt8], problem: String) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // UTF-8 continuation bytes belong to the character their lead byte started.
                column += 1
            }
        }
        self.init(line: line, column: column, problem: problem)
    }

    public var description: String { "line \(line), column \(column): \(problem)" }
}
