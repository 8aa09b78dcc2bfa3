import Testing
@testable import LegibleCLI

/// `LegibleCommandLine.run(arguments:console:)` in-process: the library API the executable wraps.
struct InProcessTests {
    private func run(_ words: [String]) -> (status: ExitCode, out: String, err: String) {
        let captured = CapturedConsole()
        let status = LegibleCommandLine.run(arguments: words, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    @Test func versionAndHelp() {
        #expect(run(["--version"]) == (.success, "legible \(ToolVersion.current)\n", ""))
        let help = run(["help", "contrast"])
        #expect(help.status == .success)
        #expect(help.out == HelpFormatter.help(for: ContrastCommand.spec))
    }

    @Test func usageErrorsGoToStandardErrorWithStatusTwo() {
        let result = run(["audit", "--levle", "AAA", "a.json"])
        #expect(result.status == .usageOrInput)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("legible audit: error: unknown option '--levle'; did you mean '--level'?\n"))
        #expect(result.err.contains("Usage: legible audit [options]"))
    }

    @Test func helpNamesAnUnknownCommand() {
        let result = run(["help", "simulat"])
        #expect(result.status == .usageOrInput)
        #expect(result.err.contains("did you mean 'simulate'?"))
    }

    @Test func colourIsChosenByFlagOrTerminal() {
        // A missing manifest still makes a text report (with an ERROR line) to colour.
        let always = run(["audit", "--color", "always", "/nonexistent/legible.json"])
        #expect(always.status == .usageOrInput)
        #expect(always.out.contains("\u{1B}["))
        let never = run(["audit", "--color", "never", "/nonexistent/legible.json"])
        #expect(!never.out.contains("\u{1B}["))
        #expect(never.out.contains("/nonexistent/legible.json"))
        let auto = run(["audit", "/nonexistent/legible.json"])
        #expect(!auto.out.contains("\u{1B}["), "captured output is not a terminal")
    }

    @Test func everyCommandHasHelpThatListsItsOptions() {
        for spec in LegibleCommandLine.commands {
            let help = HelpFormatter.help(for: spec)
            for option in spec.options { #expect(help.contains(option.displayName), "\(spec.name) help lacks \(option.displayName)") }
            #expect(help.contains("USAGE: legible \(spec.usage)"))
        }
    }

    @Test func statusOrderLetsInputErrorsWin() {
        #expect(max(ExitCode.failure, .usageOrInput) == .usageOrInput)
        #expect(max(ExitCode.success, .failure) == .failure)
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 2])
    }
}
