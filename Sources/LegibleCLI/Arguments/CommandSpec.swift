/// Everything the parser and the help printer need to know about one command.
public struct CommandSpec: Sendable, Equatable {
    /// The subcommand word (`audit`).
    public var name: String
    /// One line for the tool's command list.
    public var abstract: String
    /// The usage line after `legible ` (`audit [options] <manifest.json | directory> ...`).
    public var usage: String
    /// Paragraphs printed after the options in `--help`.
    public var discussion: String
    /// Options in the order help lists them.
    public var options: [OptionSpec]
    /// Positionals in order; only the last may take more than one value.
    public var positionals: [PositionalSpec]

    public init(name: String, abstract: String, usage: String, discussion: String = "",
                options: [OptionSpec], positionals: [PositionalSpec]) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
    }

    /// The option a long name or short letter refers to, if any.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    func option(short letter: Character) -> OptionSpec? {
        options.first { $0.short == letter }
    }
}
