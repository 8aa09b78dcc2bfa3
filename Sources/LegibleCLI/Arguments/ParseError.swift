/// A usage error: the command line itself is wrong. Always exit status 2
/// (Docs/CommandLine.md#exit-status).
///
/// Every message says what was wrong and what would be right, so that a CI log alone is
/// enough to fix the invocation.
public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Sendable, Equatable {
        /// `--formt`: with the nearest known option, if one is close.
        case unknownOption(String, suggestion: String?)
        /// `legible adit`: with the nearest command, if one is close.
        case unknownCommand(String, suggestion: String?)
        /// No command word at all.
        case missingCommand
        /// `--format` at the end of the line, or followed by another option.
        case missingValue(option: String, valueName: String)
        /// A value outside an option's allowed set, or of the wrong type.
        case invalidValue(option: String, value: String, expected: String)
        /// A required positional is absent.
        case missingArgument(String)
        /// A required option is absent (`simulate` without `--as`); carries its synopsis.
        case missingOption(String)
        /// More positionals than the command takes.
        case unexpectedArgument(String)
        /// A non-repeatable option given twice.
        case duplicateOption(String)
        /// `--fail-on-indeterminate=yes`: a flag given a value.
        case flagWithValue(String)
        /// Options that make sense alone but not together; the message explains.
        case conflict(String)
    }

    /// What was wrong, with the pieces the message quotes.
    public var kind: Kind
    /// The command being parsed (`audit`), or nil for the tool itself.
    public var command: String?

    public init(_ kind: Kind, command: String? = nil) {
        self.kind = kind
        self.command = command
    }

    /// The message, without the `legible <command>: error:` prefix the command line adds.
    public var description: String {
        switch kind {
        case .unknownOption(let option, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown option '\(option)'\(hint)"
        case .unknownCommand(let word, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown command '\(word)'\(hint)"
        case .missingCommand:
            return "missing command; expected one of: \(LegibleCommandLine.commandNames.joined(separator: ", "))"
        case .missingValue(let option, let valueName):
            return "missing value for '\(option)'; expected \(option) <\(valueName)>"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for '\(option)'; expected \(expected)"
        case .missingArgument(let name):
            return "missing argument <\(name)>"
        case .missingOption(let synopsis):
            return "missing required option '\(synopsis)'"
        case .unexpectedArgument(let value):
            return "unexpected argument '\(value)'"
        case .duplicateOption(let option):
            return "'\(option)' given more than once; give it once"
        case .flagWithValue(let option):
            return "'\(option)' is a switch and takes no value"
        case .conflict(let message):
            return message
        }
    }
}
