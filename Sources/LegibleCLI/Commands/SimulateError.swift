/// Why `simulate` could not produce its PNG (exit status 2).
struct SimulateError: Error, Sendable, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
