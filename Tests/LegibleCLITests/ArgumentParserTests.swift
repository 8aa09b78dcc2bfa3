import Testing
@testable import LegibleCLI

/// A small command used to exercise the parser apart from the real commands.
private let sample = CommandSpec(
    name: "sample", abstract: "A test command.", usage: "sample [options] <input> ...",
    options: [
        .value("format", short: "f", valueName: "format", repeatable: true, allowed: ["text", "json"], help: "Format."),
        .value("output", short: "o", valueName: "path", repeatable: true, help: "Output."),
        .value("jobs", short: "j", valueName: "n", help: "Jobs."),
        .flag("strict", help: "Strict."),
    ],
    positionals: [PositionalSpec("input", help: "Inputs.", count: 1...Int.max)])

typealias Occurrence = ParsedArguments.Occurrence

struct ArgumentTokenTests {
    @Test(arguments: [
        ("--format", ArgumentToken.long(name: "format", value: nil)),
        ("--format=json", .long(name: "format", value: "json")),
        ("--output=a=b", .long(name: "output", value: "a=b")),
        ("--output=", .long(name: "output", value: "")),
        ("-o", .short("o", attached: nil)),
        ("-j4", .short("j", attached: "4")),
        ("-j=4", .short("j", attached: "4")),
        ("--", .terminator),
        ("-", .positional("-")),
        ("-5", .positional("-5")),
        ("file.json", .positional("file.json")),
        ("#777", .positional("#777")),
    ])
    func classifies(word: String, token: ArgumentToken) {
        #expect(ArgumentToken(word) == token)
    }
}

struct ArgumentParserTests {
    @Test(arguments: [
        (["a.json"], [], ["a.json"]),
        (["--format", "json", "a.json"], [Occurrence(name: "format", value: "json")], ["a.json"]),
        (["a.json", "--format=json"], [Occurrence(name: "format", value: "json")], ["a.json"]),
        (["-f", "JSON", "a", "b"], [Occurrence(name: "format", value: "json")], ["a", "b"]),
        (["--format", "json", "-o", "r.json", "--format", "text", "a"],
         [Occurrence(name: "format", value: "json"), Occurrence(name: "output", value: "r.json"),
          Occurrence(name: "format", value: "text")], ["a"]),
        (["-j2", "--strict", "a"], [Occurrence(name: "jobs", value: "2"), Occurrence(name: "strict", value: nil)], ["a"]),
        (["--", "--strict", "-x"], [], ["--strict", "-x"]),
        (["--output", "-", "a"], [Occurrence(name: "output", value: "-")], ["a"]),
    ] as [([String], [Occurrence], [String])])
    func parsesValid(words: [String], occurrences: [Occurrence], positionals: [String]) throws {
        let parsed = try ArgumentParser.parse(words, spec: sample)
        #expect(parsed.occurrences == occurrences)
        #expect(parsed.positionals == positionals)
        #expect(!parsed.helpRequested)
    }

    @Test(arguments: [
        (["--formt", "json", "a"], ParseError.Kind.unknownOption("--formt", suggestion: "--format")),
        (["--strct", "a"], .unknownOption("--strct", suggestion: "--strict")),
        (["--zzzzzzzz", "a"], .unknownOption("--zzzzzzzz", suggestion: nil)),
        (["-x", "a"], .unknownOption("-x", suggestion: nil)),
        (["a", "--format"], .missingValue(option: "--format", valueName: "format")),
        (["--format", "--strict", "a"], .missingValue(option: "--format", valueName: "format")),
        (["--format", "xml", "a"], .invalidValue(option: "--format", value: "xml", expected: "one of: text, json")),
        ([], .missingArgument("input")),
        (["--strict"], .missingArgument("input")),
        (["--jobs", "1", "--jobs", "2", "a"], .duplicateOption("--jobs")),
        (["--strict=yes", "a"], .flagWithValue("--strict")),
    ] as [([String], ParseError.Kind)])
    func rejectsInvalid(words: [String], kind: ParseError.Kind) {
        #expect(throws: ParseError(kind, command: "sample")) {
            try ArgumentParser.parse(words, spec: sample)
        }
    }

    @Test(arguments: [["--help"], ["-h"], ["--formt", "--help"], ["a", "--jobs", "-h"]])
    func helpWinsOverOtherProblems(words: [String]) throws {
        #expect(try ArgumentParser.parse(words, spec: sample).helpRequested)
    }

    @Test func helpAfterTerminatorIsPositional() throws {
        let parsed = try ArgumentParser.parse(["--", "--help"], spec: sample)
        #expect(!parsed.helpRequested)
        #expect(parsed.positionals == ["--help"])
    }

    @Test func tooManyOrTooFewPositionals() {
        let two = CommandSpec(name: "two", abstract: "", usage: "two <a> <b>", options: [],
                              positionals: [PositionalSpec("a", help: ""), PositionalSpec("b", help: "")])
        #expect(throws: ParseError(.unexpectedArgument("c"), command: "two")) {
            try ArgumentParser.parse(["a", "b", "c"], spec: two)
        }
        #expect(throws: ParseError(.missingArgument("b"), command: "two")) {
            try ArgumentParser.parse(["a"], spec: two)
        }
    }

    @Test(arguments: [
        ("--formt", ["--format", "--output"], "--format"),
        ("--fromat", ["--format", "--output"], "--format"),
        ("--form", ["--format", "--output"], "--format"),
        ("--variant", ["--variants", "--gate"], "--variants"),
        ("adit", ["audit", "simulate", "contrast"], "audit"),
        ("contrst", ["audit", "simulate", "contrast"], "contrast"),
        ("xyzzy", ["audit", "simulate", "contrast"], nil),
    ] as [(String, [String], String?)])
    func suggestsNearest(word: String, candidates: [String], expected: String?) {
        #expect(NearestMatch.suggestion(for: word, among: candidates) == expected)
    }

    @Test func errorMessagesSayWhatWasWrong() {
        #expect(ParseError(.unknownOption("--formt", suggestion: "--format")).description
                == "unknown option '--formt'; did you mean '--format'?")
        #expect(ParseError(.invalidValue(option: "--metric", value: "x", expected: "one of: wcag, apca, both")).description
                == "invalid value 'x' for '--metric'; expected one of: wcag, apca, both")
        #expect(ParseError(.missingValue(option: "--jobs", valueName: "n")).description
                == "missing value for '--jobs'; expected --jobs <n>")
    }
}
