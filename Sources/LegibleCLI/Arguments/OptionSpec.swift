/// Declares one option a command accepts: its names, whether it takes a value, and its help.
///
/// Specs are plain values so that parsing, help text and "did you mean" suggestions all read
/// the same table and can never drift apart.
public struct OptionSpec: Sendable, Equatable {
    /// What follows the option name on the command line.
    public enum Kind: Sendable, Equatable {
        /// A switch: present or absent, never takes a value (`--fail-on-indeterminate`).
        case flag
        /// Takes exactly one value, `--name value` or `--name=value`; the string names it in help.
        case value(String)
    }

    /// The long name without dashes (`format` for `--format`).
    public var name: String
    /// An optional one-letter alias (`o` for `-o`).
    public var short: Character?
    /// Switch or value-taking.
    public var kind: Kind
    /// May be given more than once (`--format`); otherwise a second occurrence is a usage error.
    public var repeatable: Bool
    /// When set, the value must be one of these (compared case-insensitively); the error lists them.
    public var allowedValues: [String]?
    /// One-line help.
    public var help: String
    /// What applies when the option is absent, for help text only.
    public var defaultDescription: String?

    public init(_ name: String, short: Character? = nil, kind: Kind, repeatable: Bool = false,
                allowedValues: [String]? = nil, help: String, defaultDescription: String? = nil) {
        self.name = name
        self.short = short
        self.kind = kind
        self.repeatable = repeatable
        self.allowedValues = allowedValues
        self.help = help
        self.defaultDescription = defaultDescription
    }

    /// A value-taking option.
    public static func value(_ name: String, short: Character? = nil, valueName: String, repeatable: Bool = false,
                             allowed: [String]? = nil, help: String, default defaultDescription: String? = nil) -> OptionSpec {
        OptionSpec(name, short: short, kind: .value(valueName), repeatable: repeatable, allowedValues: allowed,
                   help: help, defaultDescription: defaultDescription)
    }

    /// A switch.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }

    /// `--name`, as users type it and as messages quote it.
    public var displayName: String { "--\(name)" }

    /// Whether a value follows the option.
    public var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// `--format <format>` / `-o, --output <path>`, for help text.
    var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += displayName
        if case .value(let valueName) = kind { text += " <\(valueName)>" }
        return text
    }
}
