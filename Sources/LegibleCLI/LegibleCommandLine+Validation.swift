import LegibleAudit

extension LegibleCommandLine {
    /// Parses and checks a command line as `run(arguments:console:)` would, without reading or
    /// writing any file or running any tool: nil when the arguments are valid, else the exit
    /// status after the usage error was written to `console`. `contrast`, `help` and `--version`
    /// touch no file, so they run as usual.
    public static func validate(arguments: [String], console: Console) -> ExitCode? {
        guard let first = arguments.first else { return run(arguments: arguments, console: console) }
        let rest = Array(arguments.dropFirst())
        func checked(_ spec: CommandSpec, _ make: (ParsedArguments) throws(ParseError) -> Void) -> ExitCode? {
            switch parse(rest, spec: spec, console: console) {
            case .finished(let status): return status
            case .parsed(let parsed):
                do { try make(parsed) } catch { return report(error, console: console) }
                return nil
            }
        }
        switch first {
        case AuditCommand.spec.name:
            return checked(AuditCommand.spec) { parsed throws(ParseError) in _ = try AuditInvocation(parsed, processorCount: 2) }
        case DetectCommand.spec.name:
            return checked(DetectCommand.spec) { parsed throws(ParseError) in _ = try DetectCommand.Invocation(parsed) }
        case SimulateCommand.spec.name:
            return checked(SimulateCommand.spec) { parsed throws(ParseError) in _ = try SimulateCommand.Invocation(parsed) }
        default:
            return run(arguments: arguments, console: console)
        }
    }
}
