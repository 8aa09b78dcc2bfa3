/// `legible help [command]`: the same text as `--help`.
enum HelpCommand {
    static let spec = CommandSpec(
        name: "help", abstract: "Show help for the tool or one command.", usage: "help [<command>]",
        options: [], positionals: [PositionalSpec("command", help: "The command to explain.", count: 0...1)])

    static func run(_ words: [String], console: Console) -> ExitCode {
        let parsed: ParsedArguments
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed(let value): parsed = value
        case .finished(let status): return status
        }
        guard let name = parsed.positionals.first else {
            console.out(LegibleCommandLine.toolHelp)
            return .success
        }
        guard let command = LegibleCommandLine.commands.first(where: { $0.name == name }) else {
            let suggestion = NearestMatch.suggestion(for: name, among: LegibleCommandLine.commandNames)
            return LegibleCommandLine.report(ParseError(.unknownCommand(name, suggestion: suggestion), command: spec.name),
                                             console: console)
        }
        console.out(HelpFormatter.help(for: command))
        return .success
    }
}
