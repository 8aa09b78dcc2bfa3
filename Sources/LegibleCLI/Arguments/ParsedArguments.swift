/// The result of parsing one command's arguments: options in the order given, and positionals.
///
/// Order matters because `--output PATH` belongs to the `--format` just before it
/// (Docs/CommandLine.md#audit).
public struct ParsedArguments: Sendable, Equatable {
    /// One occurrence of an option on the command line.
    public struct Occurrence: Sendable, Equatable {
        /// The option's long name (`format`), even when given by its short alias.
        public var name: String
        /// The value; nil for flags.
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// Every option given, in command-line order.
    public var occurrences: [Occurrence]
    /// The arguments that are not options, in order.
    public var positionals: [String]
    /// True when `--help`/`-h` appeared anywhere: the command prints help instead of running.
    public var helpRequested: Bool

    public init(occurrences: [Occurrence] = [], positionals: [String] = [], helpRequested: Bool = false) {
        self.occurrences = occurrences
        self.positionals = positionals
        self.helpRequested = helpRequested
    }

    /// Every value given for an option, in order.
    public func values(_ name: String) -> [String] {
        occurrences.filter { $0.name == name }.compactMap(\.value)
    }

    /// The value of a non-repeatable option, if given.
    public func value(_ name: String) -> String? {
        values(name).last
    }

    /// Whether a flag (or any option) was given.
    public func has(_ name: String) -> Bool {
        occurrences.contains { $0.name == name }
    }
}
