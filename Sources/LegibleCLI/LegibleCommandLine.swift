/// The `legible` command line: the executable's `main.swift` only calls `run(arguments:)`.
///
/// ```
/// legible audit [options] <manifest.json | directory> ...
/// legible merge [options] <report.json> ...
/// legible detect <image> --from tesseract|tsv|hocr|uiautomator [<file>] [-o manifest.json]
/// legible simulate <image> --as <variant> -o out.png
/// legible contrast <fg> <bg> [--format json]
/// legible --help | --version
/// ```
public enum LegibleCommandLine {
    /// Every command, in the order `--help` lists them.
    public static let commands: [CommandSpec] = [
        AuditCommand.spec, MergeCommand.spec, DetectCommand.spec, SimulateCommand.spec, ContrastCommand.spec, HelpCommand.spec, VersionCommand.spec,
    ]

    static var commandNames: [String] { commands.map(\.name) }

    /// Runs the tool with the process's own streams; returns the exit status for `exit(_:)`.
    /// - Parameter arguments: the arguments after the program name.
    public static func run(arguments: [String]) -> Int32 {
        let status = run(arguments: arguments, console: .standard)
        // A report that did not reach standard output is a lost report: an error, never a pass.
        if let failure = StandardStreams.shared.outputFailure {
            StandardStreams.shared.write("legible: error: cannot write standard output (\(failure)); the report is incomplete\n", to: 2)
            return max(status, .usageOrInput).rawValue
        }
        return status.rawValue
    }

    /// Runs the tool, writing to `console`.
    public static func run(arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.err(toolUsage)
            return report(ParseError(.missingCommand), console: console)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            console.out(toolHelp)
            return .success
        case "--version":
            return VersionCommand.run(rest, console: console)
        case AuditCommand.spec.name:
            return DetectedAudit.run(rest, console: console) ?? AuditCommand.run(rest, console: console)
        case MergeCommand.spec.name:
            return MergeCommand.run(rest, console: console)
        case DetectCommand.spec.name:
            return DetectCommand.run(rest, console: console)
        case SimulateCommand.spec.name:
            return SimulateCommand.run(rest, console: console)
        case ContrastCommand.spec.name:
            return ContrastCommand.run(rest, console: console)
        case HelpCommand.spec.name:
            return HelpCommand.run(rest, console: console)
        case VersionCommand.spec.name:
            return VersionCommand.run(rest, console: console)
        default:
            if first.hasPrefix("-") {
                return report(unknownToolOption(first), console: console)
            }
            let suggestion = NearestMatch.suggestion(for: first, among: commandNames)
            return report(ParseError(.unknownCommand(first, suggestion: suggestion)), console: console)
        }
    }

    /// An option before the command word: most often a command's option put too early.
    private static func unknownToolOption(_ word: String) -> ParseError {
        let name = String(word.split(separator: "=", maxSplits: 1).first ?? Substring(word))
        if let owner = commands.first(where: { spec in spec.options.contains { $0.displayName == name } }) {
            return ParseError(.conflict("'\(name)' is an option of '\(owner.name)'; put it after the command: legible \(owner.name) \(name) …"))
        }
        let suggestion = NearestMatch.suggestion(for: name, among: ["--help", "--version"])
        return ParseError(.unknownOption(name, suggestion: suggestion))
    }

    /// Prints a usage error the same way for every command, and returns status 2.
    static func report(_ error: ParseError, console: Console) -> ExitCode {
        let prefix = error.command.map { "legible \($0)" } ?? "legible"
        let spec = error.command.flatMap { name in commands.first { $0.name == name } }
        var text = "\(prefix): error: \(error.description)\n"
        if let spec {
            text += "Usage: legible \(spec.usage)\nSee 'legible \(spec.name) --help'.\n"
        } else {
            text += "See 'legible --help'.\n"
        }
        console.err(text)
        return .usageOrInput
    }

    /// Parses a command's words, printing help or a usage error when that is the outcome.
    /// - Returns: the parsed arguments, or the exit status to return right away.
    static func parse(_ words: [String], spec: CommandSpec, console: Console) -> ParseOutcome {
        do {
            let parsed = try ArgumentParser.parse(words, spec: spec)
            if parsed.helpRequested {
                console.out(HelpFormatter.help(for: spec))
                return .finished(.success)
            }
            return .parsed(parsed)
        } catch {
            return .finished(report(error, console: console))
        }
    }

    /// Parsed arguments to run with, or the status to exit with (help printed, usage error).
    enum ParseOutcome {
        case parsed(ParsedArguments)
        case finished(ExitCode)
    }

    static var toolUsage: String {
        "Usage: legible <command> [options] ...\n"
    }

    /// `legible --help`.
    public static var toolHelp: String {
        var lines = [
            "OVERVIEW: Audit text contrast in screenshots (WCAG 2 and APCA, with colour-vision deficiencies and inversion).",
            "",
            "USAGE: legible <command> [options] ...",
            "",
            "COMMANDS:",
        ]
        lines += HelpFormatter.table(commands.map { ($0.name, $0.abstract) })
        lines += [
            "",
            "OPTIONS:",
        ]
        lines += HelpFormatter.table([("-h, --help", "Show this help."), ("--version", "Print the version.")])
        lines += [
            "",
            "EXIT STATUS:",
            "  0  every gated measurement passed (or is in the baseline)",
            "  1  some gated measurement failed",
            "  2  usage error, or unreadable or invalid input",
            "",
            "See 'legible <command> --help' for a command's options.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
