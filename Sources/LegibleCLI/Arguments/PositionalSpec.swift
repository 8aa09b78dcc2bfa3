/// Declares the positional arguments of a command, for parsing and help.
public struct PositionalSpec: Sendable, Equatable {
    /// The placeholder shown in usage and messages (`manifest.json | directory`).
    public var name: String
    /// One-line help.
    public var help: String
    /// How many may be given; `1...1` for exactly one, `1...Int.max` for one or more.
    public var count: ClosedRange<Int>

    public init(_ name: String, help: String, count: ClosedRange<Int> = 1...1) {
        self.name = name
        self.help = help
        self.count = count
    }
}
