import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegibleReport

/// `legible audit [options] <manifest.json | directory> ...` (Docs/CommandLine.md#audit).
enum AuditCommand {
    static let spec = CommandSpec(
        name: "audit",
        abstract: "Measure text contrast in screenshots described by manifests.",
        usage: "audit [options] <manifest.json | directory> ...",
        discussion: """
        A directory is searched recursively for *.json manifests (files holding "image" or "screens"); \
        hidden folders are skipped. Manifests are audited in parallel and reported in input order.

        EXIT STATUS: 0 every gated measurement passed or is baselined; 1 some gated measurement failed; \
        2 usage error or unreadable/invalid input, such as a box outside its image (every other file and \
        region is still audited; 2 wins over 1).

        BASELINES: --write-baseline FILE records the run's failures (image path relative to the manifest, \
        screen, region id, text) and counts them as known; --baseline FILE reports known failures as \
        baselined without failing the run, and lists entries that no longer fail as stale.

        SHARDS: --shard 2/7 audits one of 7 deterministic slices of the manifests found (by a stable hash of \
        each manifest's path relative to its input folder, so adding a screen moves only that screen); \
        'legible merge' joins the slices' JSON reports into any report one run would have written.

        WITHOUT A MANIFEST: --detect tesseract|image [--detect-scale N] takes screenshots instead of \
        manifests and audits the lines of text that the built-in detector finds in them, faint and \
        coloured text included; with tesseract (apt-get install tesseract-ocr) each line also gets the \
        text tesseract reads on it, while image needs no other tool. Both audit the same boxes \
        (see 'legible detect --help').

        EXAMPLES:
          legible audit Samples/checkout.json
          legible audit screenshots/ --format json --output report.json --format text
          legible audit screenshots/ --variants none --level AAA --jobs 4
          legible audit screenshots/ --baseline legible-baseline.json
          legible audit shot.png --detect tesseract --detect-scale 3
        """,
        options: [
            .value("format", short: "f", valueName: "format", repeatable: true, allowed: ReportFormat.allCases.map(\.rawValue),
                   help: "Report format; repeat for several reports.", default: "text"),
            .value("output", short: "o", valueName: "path", repeatable: true,
                   help: "Write the report of the --format just before to this file instead of standard output; - means standard output."),
            .value("variants", valueName: "list",
                   help: "Variants to measure: all, none (original only), or a comma-separated list of \(ValueParsers.variantNames.joined(separator: ", ")).",
                   default: "all"),
            .value("gate", valueName: "list",
                   help: "Variants whose failure fails the run: a comma-separated list (measured even if --variants leaves them out), all (every measured variant) or none.",
                   default: "original"),
            .value("metric", valueName: "metric", allowed: Metric.allCases.map(\.rawValue),
                   help: "Which measure gates the verdict; APCA is always reported.", default: "wcag"),
            .value("level", valueName: "level", allowed: ConformanceLevel.allCases.map(\.rawValue),
                   help: "Conformance level for every region, overriding the manifests.", default: "each region's level, AA"),
            .value("previews", valueName: "dir", help: "Write colour-blindness and overlay preview PNGs into this folder."),
            .value("baseline", valueName: "file", help: "Known failures that are reported but do not fail the run."),
            .value("write-baseline", valueName: "file", help: "Record this run's failures as a baseline file."),
            .value("jobs", short: "j", valueName: "n", help: "Screens audited at once; with fewer screens, their regions share the rest.", default: "all cores"),
            .value("percentile", valueName: "p", help: "Low percentile of per-pixel contrast taken as the worst case (0–100).",
                   default: "2"),
            .value("ring", valueName: "divisor", help: "Ring radius = max(2, round(box height / divisor)) pixels.", default: "6"),
            .value("severity", valueName: "s", help: "Severity of protanomaly, deuteranomaly and tritanomaly (0–1).",
                   default: "0.6"),
            .flag("fail-on-indeterminate", help: "Count regions with no separable text as failures."),
            .value("color", valueName: "when", allowed: AuditInvocation.ColourChoice.allCases.map(\.rawValue),
                   help: "ANSI colour in the text report on standard output; auto means a terminal and NO_COLOR unset.",
                   default: "auto"),
            .value("max-pixels", valueName: "n", help: "Refuse images above this many pixels (K and M suffixes allowed).",
                   default: "100M"),
            .value("shard", valueName: "index/count",
                   help: "Audit only slice INDEX of COUNT (a CI matrix); join the JSON reports with 'legible merge'."),
        ],
        positionals: [PositionalSpec("manifest.json | directory", help: "Manifest files, or folders searched for them.",
                                     count: 1...Int.max)])

    static func run(_ words: [String], console: Console) -> ExitCode {
        let parsed: ParsedArguments
        switch LegibleCommandLine.parse(words, spec: spec, console: console) {
        case .parsed(let value): parsed = value
        case .finished(let status): return status
        }
        let invocation: AuditInvocation
        do {
            invocation = try AuditInvocation(parsed, processorCount: BatchScheduler.processorCount)
        } catch {
            return LegibleCommandLine.report(error, console: console)
        }
        return run(invocation, console: console)
    }

    /// Runs a validated invocation: discover, audit in parallel, compare with the baseline,
    /// write reports, previews and the new baseline; returns the exit status.
    static func run(_ invocation: AuditInvocation, console: Console) -> ExitCode {
        // A bad baseline is caught before the (possibly long) audit, not after it.
        var baseline: Baseline?
        if let path = invocation.baselinePath {
            do { baseline = try Baseline.load(path: path) } catch { return fail(error.description, console: console) }
        }

        let found = ManifestDiscovery.discover(invocation.inputs)
        // A shard audits its slice, each manifest at its position among all found; a whole run
        // audits the list found as it is (no copy: a batch may list many thousands).
        let selected = invocation.shard.map { $0.select(found, inputs: invocation.inputs) }
        let skipped = found.compactMap { item -> SkippedInput? in if case .skipped(let input) = item { input } else { nil } }
        let shard = invocation.shard.flatMap { ReportShard(index: $0.index, count: $0.count, manifests: found.count - skipped.count) }
        let request = ReportPublisher.Request(command: spec.name, destinations: invocation.destinations,
                                              writeBaselinePath: invocation.writeBaselinePath, colour: invocation.colour,
                                              maxPixels: invocation.options.maxPixels)
        let publisher = ReportPublisher(run: ReportRun(options: invocation.options, skipped: skipped, shard: shard),
                                        baseline: baseline, request: request, console: console)
        // Screens are written into the reports as they finish; only previews need them all
        // (their file names depend on every path).
        var kept: [AuditedScreen] = []
        var auditor = Auditor(options: invocation.options)
        auditor.eachRegion = publisher.eachRegion
        BatchAudit.stream(selected?.map(\.item) ?? found, positions: selected?.map(\.position), auditor: auditor,
                          jobs: invocation.jobs, console: console) { screen in
            publisher.add(screen)
            if invocation.previewsDirectory != nil { kept.append(screen) }
        }
        var status = publisher.finish()
        if let directory = invocation.previewsDirectory {
            for problem in PreviewOutput.write(kept, options: invocation.options, to: directory, jobs: invocation.jobs) {
                status = max(status, fail(problem, console: console))
            }
        }
        return status
    }

    /// Prints an input or output error; returns status 2.
    private static func fail(_ message: String, console: Console) -> ExitCode {
        console.err("legible audit: error: \(message)\n")
        return .usageOrInput
    }
}
