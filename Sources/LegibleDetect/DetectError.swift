import LegiblePixels

/// Why boxes could not be found: the file (or tool) involved, what went wrong, and how to fix it.
public struct DetectError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The input file, or the tool's name when no file is involved.
    public var file: String
    /// What went wrong, in a phrase that follows the file name.
    public var problem: String
    /// What the user can do about it.
    public var fix: String

    public init(file: String, problem: String, fix: String) {
        self.file = file
        self.problem = problem
        self.fix = fix
    }

    /// A number in the input that cannot be used: the number's file, place and value, and `fix`.
    public init(number: NumberError, fix: String) {
        self.init(file: number.place.file,
                  problem: "\(number.place.place): \"\(number.value.prefix(40))\" is not \(number.expected)", fix: fix)
    }

    public var description: String { "\(file): \(problem); \(fix)" }
}
