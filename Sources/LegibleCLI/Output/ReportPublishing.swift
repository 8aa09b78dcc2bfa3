import LegibleAudit
import LegibleImageIO
import LegibleReport

/// What `audit` and `merge` do once the results are known: compare them with the baseline,
/// write the new baseline, print the input errors and stale entries, write every report, and
/// decide the exit status. One function for both commands, so a merged run ends exactly as one
/// run over all the manifests would have.
enum ReportPublishing {
    /// Where the reports go and what else the command line asked for.
    struct Request: Sendable {
        /// `audit` or `merge`, for messages.
        var command: String
        var destinations: [ReportDestination]
        var writeBaselinePath: String?
        var colour: AuditInvocation.ColourChoice
        /// For decoding screenshots again (HTML crops).
        var maxPixels: Int
    }

    /// Publishes a report; returns the exit status (Docs/CommandLine.md#exit-status).
    static func publish(_ report: AuditReport, screens: [AuditedScreen], baseline: Baseline?, request: Request,
                        console: Console) -> ExitCode {
        var outcome = AuditOutcome(report: report, baseline: baseline)
        var status = ExitCode.success
        if let path = request.writeBaselinePath {
            // Writing a baseline accepts the current failures: they are known from now on.
            // Entries for images this run did not audit are kept; stale ones are dropped.
            let written = Baseline(entries: outcome.allFailures + outcome.unchecked)
            do { try written.write(to: path) } catch { status = fail(error.description, request: request, console: console) }
            outcome = AuditOutcome(report: report, baseline: written)
            outcome.stale = []
        }
        status = max(status, outcome.exitStatus)

        for image in report.images {
            if let error = image.error { console.err("legible \(request.command): error: \(error)\n") }
            for error in image.regionErrors { console.err("legible \(request.command): error: \(error.message)\n") }
        }
        for entry in outcome.stale {
            console.err("legible \(request.command): warning: baseline entry no longer fails: \(entry.label)\n")
        }
        return max(status, writeReports(report, outcome: outcome, screens: screens, request: request, console: console))
    }

    /// Writes every `--format` to its file or standard output; 2 when a file cannot be written.
    private static func writeReports(_ report: AuditReport, outcome: AuditOutcome, screens: [AuditedScreen],
                                     request: Request, console: Console) -> ExitCode {
        var status = ExitCode.success
        let context = ReportRendering.Context(workingDirectory: FileSystem.currentDirectory,
                                              colour: useColour(request.colour, console: console), outcome: outcome,
                                              screens: screens, maxPixels: request.maxPixels)
        for destination in request.destinations {
            var destinationContext = context
            // Colour codes are for terminals; a file is read later, elsewhere.
            if destination.path != nil { destinationContext.colour = false }
            let text = ReportRendering.render(report, as: destination.format, context: destinationContext)
            guard let path = destination.path else {
                console.out(text)
                continue
            }
            // A report beside the previews, or in a fresh reports/ folder, should just work.
            try? FileSystem.createDirectories(PathText.deletingLastComponent(path))
            do {
                try OutputFile.write(Array(text.utf8), to: path)
            } catch {
                status = fail("cannot write the \(destination.format.rawValue) report to \(path) (\(error.reason)); check that its folder is writable and has space",
                              request: request, console: console)
            }
        }
        return status
    }

    /// Prints an input or output error; returns status 2.
    static func fail(_ message: String, request: Request, console: Console) -> ExitCode {
        console.err("legible \(request.command): error: \(message)\n")
        return .usageOrInput
    }

    private static func useColour(_ choice: AuditInvocation.ColourChoice, console: Console) -> Bool {
        switch choice {
        case .auto: console.colourOnStdout
        case .always: true
        case .never: false
        }
    }
}
