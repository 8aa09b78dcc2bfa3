/// `legible --version` and `legible version`: prints `legible <version>`.
enum VersionCommand {
    static let spec = CommandSpec(name: "version", abstract: "Print the version.", usage: "version",
                                  options: [], positionals: [])

    static func run(_ words: [String], console: Console) -> ExitCode {
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed: break
        case .finished(let status): return status
        }
        console.out("legible \(ToolVersion.current)\n")
        return .success
    }
}
