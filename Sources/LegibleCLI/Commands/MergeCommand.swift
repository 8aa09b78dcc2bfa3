import LegibleAudit
import LegibleImageIO
import LegibleReport

/// `legible merge [options] <report.json> ...` (Docs/CommandLine.md#shards-and-merge): joins the JSON
/// reports of `audit --shard` slices into any report format.
enum MergeCommand {
    static let spec = CommandSpec(
        name: "merge",
        abstract: "Join the JSON reports of audit --shard slices into one report of any format.",
        usage: "merge [options] <report.json> ...",
        discussion: """
        Reads the JSON reports of every slice of one 'legible audit --shard I/N' split and writes what one \
        audit over all the manifests would have written: JSON, SARIF, JUnit, text and GitHub output byte for \
        byte, in the same order, with the same exit status. The HTML report decodes the screenshots again for \
        its crops, so run it where they are. Reports from another Legible version, measured with other \
        options, or a split with a slice missing are refused (exit 2). Reports that are not shards are \
        joined one after another.

        EXIT STATUS: as 'legible audit' over all the manifests: 0 pass, 1 gated failures, 2 input errors in \
        any slice (or reports that cannot be merged).

        EXAMPLES:
          legible merge shard-*.json --format sarif --output legible.sarif --format text
          legible merge reports/*.json --baseline legible-baseline.json
        """,
        options: [
            .value("format", short: "f", valueName: "format", repeatable: true, allowed: ReportFormat.allCases.map(\.rawValue),
                   help: "Report format; repeat for several reports.", default: "text"),
            .value("output", short: "o", valueName: "path", repeatable: true,
                   help: "Write the report of the --format just before to this file instead of standard output; - means standard output."),
            .value("baseline", valueName: "file", help: "Known failures that are reported but do not fail the run."),
            .value("write-baseline", valueName: "file", help: "Record the merged run's failures as a baseline file."),
            .value("color", valueName: "when", allowed: AuditInvocation.ColourChoice.allCases.map(\.rawValue),
                   help: "ANSI colour in the text report on standard output; auto means a terminal and NO_COLOR unset.",
                   default: "auto"),
        ],
        positionals: [PositionalSpec("report.json", help: "JSON reports written by 'legible audit --format json'.",
                                     count: 1...Int.max)])

    static func run(_ words: [String], console: Console) -> ExitCode {
        let parsed: ParsedArguments
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed(let value): parsed = value
        case .finished(let status): return status
        }
        let destinations: [ReportDestination]
        do { destinations = try AuditInvocation.destinations(parsed.occurrences, command: spec.name) } catch {
            return LegibleCommandLine.report(error, console: console)
        }
        var request = ReportPublisher.Request(command: spec.name, destinations: destinations,
                                               writeBaselinePath: parsed.value("write-baseline"),
                                               colour: parsed.value("color").flatMap(AuditInvocation.ColourChoice.init(rawValue:)) ?? .auto,
                                               maxPixels: AuditOptions().maxPixels)
        var baseline: Baseline?
        if let path = parsed.value("baseline") {
            do { baseline = try Baseline.load(path: path) } catch {
                return ReportPublisher.fail(error.description, command: spec.name, console: console)
            }
        }
        let report: MergedReport
        switch merged(parsed.positionals) {
        case .success(let value): report = value
        case .failure(let message): return ReportPublisher.fail(message.text, command: spec.name, console: console)
        }
        request.maxPixels = report.options.maxPixels
        return publish(report, request: request, baseline: baseline, console: console)
    }

    /// Writes the merged screens into every report as they are read; a screen that cannot be
    /// read back stops the merge before any report is written.
    static func publish(_ merged: sending MergedReport, request: ReportPublisher.Request, baseline: Baseline?,
                        console: Console) -> ExitCode {
        let publisher = ReportPublisher(run: ReportRun(options: merged.options, skipped: merged.skipped),
                                        baseline: baseline, request: request, console: console)
        var screens = request.destinations.contains(where: { $0.format == .html }) ? MergedScreens(options: merged.options) : nil
        // Reading the shards back is half the work: it runs on a thread of its own, a few
        // screens ahead of the reports being written.
        let reading = ReadAhead(depth: readAheadScreens) { () throws(ReportReadingError) -> ImageAudit? in try merged.next() }
        var status = ExitCode.success
        while true {
            let image: ImageAudit
            do {
                guard let next = try reading.next() else { break }
                image = next
            } catch {
                return ReportPublisher.fail(error.description, command: spec.name, console: console)
            }
            guard let found = screens?.screen(for: image) else {
                publisher.add(AuditedScreen(audit: image, screen: nil))
                continue
            }
            if let problem = found.problem { status = max(status, ReportPublisher.fail(problem, command: spec.name, console: console)) }
            publisher.add(found.screen, pictures: found.pictures)
        }
        return max(status, publisher.finish())
    }

    /// Screens read back ahead of the writing: enough to ride over a large screen, few enough
    /// that memory stays flat.
    static let readAheadScreens = 16

    /// A message that stops the merge.
    struct Message: Error {
        var text: String
    }

    /// Opens every report and joins them; their screens are read as the merge writes them.
    static func merged(_ paths: [String]) -> Result<MergedReport, Message> {
        var reports: [JSONReportFile] = []
        for path in paths {
            do { reports.append(try JSONReportFile(path: path)) } catch {
                return .failure(Message(text: error.description))
            }
        }
        do {
            return .success(try ReportMerger.merge(reports, toolVersion: ToolVersion.current))
        } catch {
            return .failure(Message(text: error.description))
        }
    }
}
