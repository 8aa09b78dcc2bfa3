/// Parses one command's words against its `CommandSpec`.
///
/// Conventions (those of most Unix tools and of swift-argument-parser's user-facing behaviour):
/// `--name value` and `--name=value`; short aliases `-o value` / `-ovalue`; options and
/// positionals in any order; `--` ends options; `-h`/`--help` anywhere asks for help.
public enum ArgumentParser {
    /// The words that ask for help in every command.
    static let helpWords: Set<String> = ["--help", "-h"]

    /// Parses `words` (the arguments after the command word) against `spec`.
    /// - Throws: a `ParseError` naming the first problem found.
    public static func parse(_ words: [String], spec: CommandSpec) throws(ParseError) -> ParsedArguments {
        // Help wins over every other problem on the line: someone asking for help with a
        // half-typed command wants the help, not an error about the half-typed part.
        if let terminator = words.firstIndex(of: "--") {
            if words[..<terminator].contains(where: helpWords.contains) { return ParsedArguments(helpRequested: true) }
        } else if words.contains(where: helpWords.contains) {
            return ParsedArguments(helpRequested: true)
        }

        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            let token = optionsEnded ? .positional(word) : ArgumentToken(word)
            switch token {
            case .terminator:
                optionsEnded = true
            case .positional(let value):
                result.positionals.append(value)
            case .long(let name, let attached):
                guard let option = spec.option(named: name) else {
                    let names = spec.options.map(\.displayName) + ["--help"]
                    throw ParseError(.unknownOption("--\(name)", suggestion: NearestMatch.suggestion(for: "--\(name)", among: names)),
                                     command: spec.name)
                }
                try record(option, attached: attached, words: words, index: &index, into: &result, spec: spec)
            case .short(let letter, let attached):
                guard let option = spec.option(short: letter) else {
                    // One letter is too little to guess from: any other letter is one edit away.
                    throw ParseError(.unknownOption("-\(letter)", suggestion: nil), command: spec.name)
                }
                try record(option, attached: attached, words: words, index: &index, into: &result, spec: spec)
            }
        }
        try checkPositionals(result.positionals, spec: spec)
        return result
    }

    /// Adds one option occurrence, reading its value from the word or the next word.
    private static func record(_ option: OptionSpec, attached: String?, words: [String], index: inout Int,
                               into result: inout ParsedArguments, spec: CommandSpec) throws(ParseError) {
        if !option.repeatable, result.has(option.name) {
            throw ParseError(.duplicateOption(option.displayName), command: spec.name)
        }
        switch option.kind {
        case .flag:
            guard attached == nil else { throw ParseError(.flagWithValue(option.displayName), command: spec.name) }
            result.occurrences.append(.init(name: option.name, value: nil))
        case .value(let valueName):
            var value: String
            if let attached {
                value = attached
            } else {
                // A following word that is itself an option means the value was forgotten;
                // taking it as the value would hide the mistake.
                guard index < words.count, !ArgumentToken(words[index]).isOption, words[index] != "--" else {
                    throw ParseError(.missingValue(option: option.displayName, valueName: valueName), command: spec.name)
                }
                value = words[index]
                index += 1
            }
            if let allowed = option.allowedValues {
                guard let canonical = allowed.first(where: { $0.lowercased() == value.lowercased() }) else {
                    throw ParseError(.invalidValue(option: option.displayName, value: value,
                                                   expected: "one of: \(allowed.joined(separator: ", "))"),
                                     command: spec.name)
                }
                value = canonical
            }
            result.occurrences.append(.init(name: option.name, value: value))
        }
    }

    private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(ParseError) {
        var remaining = positionals.count
        for positional in spec.positionals {
            if remaining < positional.count.lowerBound {
                throw ParseError(.missingArgument(positional.name), command: spec.name)
            }
            remaining -= min(remaining, positional.count.upperBound)
        }
        if remaining > 0 {
            throw ParseError(.unexpectedArgument(positionals[positionals.count - remaining]), command: spec.name)
        }
    }
}
