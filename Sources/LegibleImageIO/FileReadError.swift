/// Why a file could not be read: the path and the C library's reason.
public struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot read \(path) (\(reason))" }
}
