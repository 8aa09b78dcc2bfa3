import Foundation
import Testing
@testable import LegibleCLI
import LegibleReport

/// The CI recipes in Docs/ci/ are copied into other teams' pipelines: every `legible` command in
/// them must parse with the options the tool has today, and the files the later steps upload must
/// be the ones the audit writes. (Scripts/check-ci-recipes checks that they parse as YAML.)
@Suite("CI recipes in Docs/ci")
struct CIRecipeTests {
    /// A recipe, the report its CI system reads, and the key that names that report's file.
    struct Recipe: CustomTestStringConvertible, Sendable {
        var file: String
        var report: ReportFormat
        var reportKey: String
        var testDescription: String { file }
    }

    static let recipes = [
        Recipe(file: "github-actions.yml", report: .sarif, reportKey: "sarif_file"),
        Recipe(file: "gitlab-ci.yml", report: .junit, reportKey: "junit"),
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(of recipe: Recipe) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Docs/ci/\(recipe.file)"), encoding: .utf8)
    }

    @Test("Every legible audit command parses with the audit command's options", arguments: recipes)
    func auditCommandsParse(recipe: Recipe) throws {
        let commands = LegibleCommands.audits(in: try Self.text(of: recipe))
        try #require(!commands.isEmpty, "\(recipe.file) runs no legible audit")
        for words in commands {
            let parsed = try ArgumentParser.parse(words, spec: AuditCommand.spec)
            #expect(!parsed.positionals.isEmpty, "\(recipe.file): the audit names no screenshots")
        }
    }

    @Test("The report the CI system reads is the file the audit writes", arguments: recipes)
    func reportIsWritten(recipe: Recipe) throws {
        let text = try Self.text(of: recipe)
        let written = try LegibleCommands.audits(in: text).flatMap { words in
            LegibleCommands.outputs(of: try ArgumentParser.parse(words, spec: AuditCommand.spec))
        }
        let read = try #require(LegibleCommands.value(of: recipe.reportKey, in: text), "\(recipe.file) has no \(recipe.reportKey)")
        #expect(written.contains { $0.format == recipe.report && $0.path == read },
                "\(recipe.file) reads \(read), the audit writes \(written)")
    }

    @Test("The version to install is this version", arguments: recipes)
    func versionIsCurrent(recipe: Recipe) throws {
        let version = try #require(LegibleCommands.value(of: "LEGIBLE_VERSION", in: try Self.text(of: recipe)))
        #expect(version == ToolVersion.current)
    }

    @Test("A misspelt option in a recipe is caught")
    func misspeltOptionFails() throws {
        let recipe = """
              - name: Audit
                run: |
                  legible audit screenshots --format github \\
                    --formt sarif --output legible.sarif
            """
        let commands = LegibleCommands.audits(in: recipe)
        #expect(commands == [["screenshots", "--format", "github", "--formt", "sarif", "--output", "legible.sarif"]])
        #expect(throws: ParseError.self) { try ArgumentParser.parse(commands[0], spec: AuditCommand.spec) }
    }
}

/// Reads `legible` command lines and simple `key: value` lines out of a CI recipe's text.
enum LegibleCommands {
    /// The words after `legible audit` of every such command, with `\` continuations joined and
    /// shell quotes removed (the recipes use no variables or substitutions in these commands).
    static func audits(in text: String) -> [[String]] {
        var commands: [[String]] = []
        var pending: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- ") { line.removeFirst(2) }
            if line.hasPrefix("run: ") { line.removeFirst(5) }
            if pending == nil {
                guard line.hasPrefix("legible audit ") else { continue }
                pending = ""
            }
            let continued = line.hasSuffix("\\")
            pending! += " " + (continued ? String(line.dropLast()) : line)
            if !continued {
                commands.append(Array(shellWords(pending!).dropFirst(2)))
                pending = nil
            }
        }
        return commands
    }

    /// Splits a command line into words the way a shell does for plain and quoted words.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character?
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Each `--output` with the `--format` it follows.
    static func outputs(of parsed: ParsedArguments) -> [(format: ReportFormat, path: String)] {
        var format: ReportFormat?
        var outputs: [(format: ReportFormat, path: String)] = []
        for occurrence in parsed.occurrences {
            if occurrence.name == "format" { format = occurrence.value.flatMap(ReportFormat.init(rawValue:)) }
            if occurrence.name == "output", let format, let path = occurrence.value { outputs.append((format, path)) }
        }
        return outputs
    }

    /// The value of the first `key: value` line, unquoted.
    static func value(of key: String, in text: String) -> String? {
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix(key + ":") else { continue }
            let value = line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            return value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return nil
    }
}
