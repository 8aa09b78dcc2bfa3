import Foundation
import Testing
@testable import LegibleCLI

/// `--help`, `--version` and usage errors, through the real executable.
struct HelpAndUsageTests {
    @Test func versionPrintsNameAndVersion() throws {
        for words in [["--version"], ["version"]] {
            let result = try LegibleProcess.run(words)
            #expect(result.status == 0)
            #expect(result.stdout == "legible \(ToolVersion.current)\n")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func toolHelpListsCommandsAndExitStatus() throws {
        for words in [["--help"], ["-h"], ["help"]] {
            let result = try LegibleProcess.run(words)
            #expect(result.status == 0)
            for fragment in ["USAGE: legible <command>", "audit", "simulate", "contrast", "EXIT STATUS"] {
                #expect(result.stdout.contains(fragment), "\(words) help lacks \(fragment)")
            }
        }
    }

    @Test(arguments: [
        ("audit", ["--format <format>", "--output <path>", "--variants <list>", "--gate <list>", "--metric <metric>",
                   "--level <level>", "--previews <dir>", "--baseline <file>", "--write-baseline <file>", "--jobs <n>",
                   "--percentile <p>", "--ring <divisor>", "--severity <s>", "--fail-on-indeterminate",
                   "--max-pixels <n>", "text|json|sarif|junit|html|github", "wcag|apca|both", "AA|AAA"]),
        ("simulate", ["--as <variant>", "-o, --output <path>", "--severity <s>", "deuteranopia"]),
        ("contrast", ["<foreground>", "<background>", "--format <format>"]),
    ])
    func commandHelpListsEveryFlag(command: String, fragments: [String]) throws {
        for words in [[command, "--help"], [command, "-h"], ["help", command]] {
            let result = try LegibleProcess.run(words)
            #expect(result.status == 0)
            #expect(result.stdout.contains("USAGE: legible \(command)"))
            for fragment in fragments {
                #expect(result.stdout.contains(fragment), "\(words) help lacks \(fragment)")
            }
        }
    }

    @Test(arguments: [
        (["audit", "--formt", "json", "a.json"], ["unknown option '--formt'", "did you mean '--format'?"]),
        (["audit", "--format", "xml", "a.json"], ["invalid value 'xml' for '--format'", "text, json, sarif, junit, html, github"]),
        (["audit", "--metric", "wcag3", "a.json"], ["invalid value 'wcag3' for '--metric'", "wcag, apca, both"]),
        (["audit", "--variants", "protanopa", "a.json"], ["'protanopa'", "protanopia, deuteranopia"]),
        (["audit", "--jobs", "0", "a.json"], ["invalid value '0' for '--jobs'"]),
        (["audit", "a.json", "--jobs"], ["missing value for '--jobs'"]),
        (["audit", "--output", "--format", "json", "a.json"], ["missing value for '--output'"]),
        (["audit"], ["missing argument <manifest.json | directory>"]),
        (["audit", "--format", "json", "--format", "sarif", "a.json"], ["standard output", "--output PATH"]),
        (["audit", "--metric", "apca", "--metric", "wcag", "a.json"], ["'--metric' given more than once"]),
        (["adit", "a.json"], ["unknown command 'adit'", "did you mean 'audit'?"]),
        ([], ["missing command"]),
        (["--jobs", "2", "audit"], ["'--jobs' is an option of 'audit'"]),
        (["contrast", "#777"], ["missing argument <background>"]),
        (["contrast", "#777", "#fff", "#000"], ["unexpected argument '#000'"]),
        (["contrast", "#77", "#fff"], ["invalid value '#77' for '<foreground>'"]),
        (["simulate", "a.png", "-o", "b.png"], ["missing required option '--as <variant>'"]),
        (["simulate", "a.png", "--as", "invert"], ["missing required option '-o <out.png>'"]),
        (["simulate", "a.png", "--as", "sepia", "-o", "b.png"], ["invalid value 'sepia' for '--as'", "protanopia"]),
    ] as [([String], [String])])
    func usageErrorsExitTwoAndSayWhatWasWrong(words: [String], fragments: [String]) throws {
        let result = try LegibleProcess.run(words)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        for fragment in fragments {
            #expect(result.stderr.contains(fragment), "stderr was: \(result.stderr)")
        }
        #expect(result.stderr.contains("--help"), "a usage error points at the help")
    }
}
