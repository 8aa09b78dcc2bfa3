import Testing
@testable import LegibleCLI

/// Numbers on the command line that do not fit what they are for: each is a usage error (status
/// 2) naming the option and the value, checked before any file is read.
@Suite("Hostile arguments")
struct HostileArgumentTests {
    private func validate(_ words: [String]) -> (status: ExitCode?, err: String) {
        let captured = CapturedConsole()
        let status = LegibleCommandLine.validate(arguments: words, console: captured.console)
        return (status, captured.standardError)
    }

    @Test("out-of-range numbers are usage errors naming the option and the value", arguments: [
        (["simulate", "shot.png", "--as", "invert", "-o", "o.png", "--media", "9223372036854775807,0,1,1"],
         "'--media'", "9223372036854775807,0,1,1"),
        (["simulate", "shot.png", "--as", "invert", "-o", "o.png", "--media", "0,0,1073741825,1"], "'--media'", "0,0,1073741825,1"),
        (["simulate", "shot.png", "--as", "invert", "-o", "o.png", "--media", "0,0,-1,1"], "'--media'", "0,0,-1,1"),
        (["audit", "a.json", "--jobs", "99999999999999999999"], "'--jobs'", "99999999999999999999"),
        (["audit", "a.json", "--jobs", "100000"], "'--jobs'", "100000"),
        (["audit", "a.json", "--max-pixels", "99999999999999999M"], "'--max-pixels'", "99999999999999999M"),
        (["audit", "a.json", "--percentile", "1e999"], "'--percentile'", "1e999"),
        (["audit", "a.json", "--ring", "nan"], "'--ring'", "nan"),
        (["detect", "shot.png", "--from", "tsv", "s.tsv", "--scale", "inf"], "'--scale'", "inf"),
    ])
    func outOfRange(words: [String], option: String, value: String) {
        let result = validate(words)
        #expect(result.status == .usageOrInput)
        #expect(result.err.contains(option) && result.err.contains(value), "\(result.err)")
    }

    @Test("valid command lines pass validation without running anything")
    func valid() {
        #expect(validate(["audit", "a.json", "--jobs", "4096", "--max-pixels", "5G".replacingOccurrences(of: "G", with: "000M")]).status == nil)
        #expect(validate(["simulate", "s.png", "--as", "invert", "-o", "o.png", "--media", "0,0,1073741824,1"]).status == nil)
    }

    @Test("an unknown variant's error offers only the keywords its option takes", arguments: [
        (["simulate", "s.png", "--as", "sepia", "-o", "o.png"], "'--as'", "expected all, or a comma-separated list of: original"),
        (["audit", "a.json", "--variants", "sepia"], "'--variants'", "expected all, none, or a comma-separated list of: original"),
        (["audit", "a.json", "--gate", "sepia"], "'--gate'", "expected all, none, or a comma-separated list of: original"),
    ])
    func unknownVariant(words: [String], option: String, expected: String) {
        let result = validate(words)
        #expect(result.status == .usageOrInput)
        #expect(result.err.contains(option) && result.err.contains(expected), "\(result.err)")
    }
}
