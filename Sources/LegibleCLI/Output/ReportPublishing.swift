import LegibleAudit
import LegibleImageIO
import LegiblePixels
import LegibleReport
import Synchronization

/// What `audit` and `merge` do with the results, screen by screen as they come: compare them
/// with the baseline, write them into every report, and at the end write the new baseline,
/// print the input errors and stale entries, finish the reports and decide the exit status.
/// One type for both commands, so a merged run ends exactly as one run over all the manifests
/// would have. Nothing of a screen is kept once it is written but what the closing parts need
/// (Docs/Performance.md#scale).
final class ReportPublisher {
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

    private let request: Request
    private let console: Console
    private let options: AuditOptions
    private var outcome: AuditOutcome
    /// Failures reported as known: what the baseline matched so far, or, when this run writes
    /// the baseline, every failure (it is known from now on).
    private let known = KnownFailures()
    private let outputs: [ReportOutput]
    private let streams: ReportStreams
    /// Input errors, printed when the reports are done (a progress line may be on the terminal).
    private var errors: [String] = []

    init(run: ReportRun, baseline: Baseline?, request: Request, console: Console) {
        self.request = request
        self.console = console
        options = run.options
        // Failures are listed only to write them into a new baseline.
        outcome = AuditOutcome(baseline: baseline, recordingFailures: request.writeBaselinePath != nil)
        outputs = request.destinations.map(ReportOutput.init)
        let known = self.known
        let context = ReportContext(toolVersion: ToolVersion.current, workingDirectory: FileSystem.currentDirectory,
                                    isBaselined: { image, region in known.contains(RegionFingerprint(image: image, region: region)) })
        let colour = Self.useColour(request.colour, console: console)
        // Colour codes are for terminals; a file is read later, elsewhere.
        streams = ReportStreams(run: run, context: context, outputs: outputs.map {
            (format: $0.destination.format, sink: $0.sink, useColour: $0.destination.path == nil && colour)
        })
    }

    /// What the reports write of each region on the worker that measured it (`Auditor.eachRegion`).
    var eachRegion: (@Sendable (RegionResult, RegionPlace) -> Void)? { streams.eachRegion }

    /// Reports one more screen, in report order.
    /// - Parameter pictures: what its HTML crops are drawn from; by default the screenshot
    ///   decoded again and the layers in its results.
    func add(_ screen: AuditedScreen, pictures: ScreenPictures? = nil) {
        let image = screen.audit
        let matched = outcome.add(image, options: options)
        if request.writeBaselinePath != nil {
            let failing = image.regions.filter { AuditOutcome.failsRun($0, options: options) }
            known.insert(failing.map { RegionFingerprint(image: image, region: $0) })
        } else if !matched.isEmpty {
            known.insert(matched)
        }
        if let error = image.error { errors.append("legible \(request.command): error: \(error)\n") }
        for error in image.regionErrors { errors.append("legible \(request.command): error: \(error.message)\n") }
        let maxPixels = request.maxPixels
        streams.add(image, pictures: pictures ?? ScreenPictures(measured: image, raster: {
            try? ScreenRaster.load(screen, maxPixels: maxPixels)
        }))
    }

    /// Finishes everything; returns the exit status (Docs/CommandLine.md#exit-status).
    func finish() -> ExitCode {
        outcome.close()
        var status = ExitCode.success
        if let path = request.writeBaselinePath {
            // Writing a baseline accepts the current failures: they are known from now on.
            // Entries for images this run did not audit are kept; stale ones are dropped.
            let written = Baseline(entries: outcome.allFailures + outcome.unchecked)
            do { try written.write(to: path) } catch { status = fail(error.description) }
            outcome.acceptFailures()
        }
        status = max(status, outcome.exitStatus)
        for error in errors { console.err(error) }
        for entry in outcome.stale {
            console.err("legible \(request.command): warning: baseline entry no longer fails: \(entry.label)\n")
        }
        streams.finish()
        for output in outputs {
            if output.destination.format == .text && !outcome.stale.isEmpty {
                var text = "\nStale baseline entries (they no longer fail; rewrite the baseline with --write-baseline):\n"
                for entry in outcome.stale { text += "  \(entry.label)\n" }
                output.sink.write(text)
            }
            if let problem = output.publish(console: console) { status = max(status, fail(problem)) }
        }
        return status
    }

    /// Prints an input or output error; returns status 2.
    @discardableResult
    func fail(_ message: String) -> ExitCode {
        Self.fail(message, command: request.command, console: console)
    }

    /// Prints an input or output error of `command`; returns status 2.
    static func fail(_ message: String, command: String, console: Console) -> ExitCode {
        console.err("legible \(command): error: \(message)\n")
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

/// The failures reported as known, read by the report writers' `isBaselined`.
final class KnownFailures: Sendable {
    private let set = Mutex<Set<RegionFingerprint>>([])

    func insert(_ fingerprints: [RegionFingerprint]) {
        set.withLock { $0.formUnion(fingerprints) }
    }

    func contains(_ fingerprint: RegionFingerprint) -> Bool {
        set.withLock { $0.contains(fingerprint) }
    }
}

/// One report on its way out. A report to a file (new, or a regular file it replaces) is
/// written straight into the temporary file that is renamed over the target at the end, so a
/// 200 MB report is written once, not spooled and copied. A report to standard output or a
/// device goes into a spool as the screens come (a temporary file, or memory if none can be
/// made) and is copied out whole at the end, so that a progress line never cuts into it.
final class ReportOutput {
    let destination: ReportDestination
    let sink: ReportSink
    private let spool: SpoolFile?
    private let file: OutputFileWriter?

    init(_ destination: ReportDestination) {
        self.destination = destination
        if let path = destination.path, let file = Self.openedAtOnce(path) {
            self.file = file
            spool = nil
            sink = ReportSink { (bytes: [UInt8]) throws(OutputFileError) in try file.write(bytes) }
            return
        }
        file = nil
        let spool = try? SpoolFile()
        self.spool = spool
        if let spool {
            sink = ReportSink { (bytes: [UInt8]) throws(OutputFileError) in _ = try spool.append(bytes) }
        } else {
            sink = ReportSink()
        }
    }

    /// The file at `path` opened to be written as the report is made, when it is new or a
    /// regular file; nil for a device or pipe (opening one may wait for a reader) and when it
    /// cannot be opened now (`publish` then tries again and says why it failed).
    private static func openedAtOnce(_ path: String) -> OutputFileWriter? {
        guard FileSystem.kind(of: path) ?? .file == .file else { return nil }
        // A report beside the previews, or in a fresh reports/ folder, should just work.
        try? FileSystem.createDirectories(PathText.deletingLastComponent(path))
        return try? OutputFileWriter(path: path)
    }

    /// Writes the report to its destination; the message for a failure, nil on success.
    func publish(console: Console) -> String? {
        var failure = sink.failure
        if failure == nil {
            if let file {
                do { try file.commit() } catch { failure = error }
            } else if let path = destination.path {
                failure = write(to: path)
            } else {
                copy { console.out($0) }
            }
        }
        guard let failure else { return nil }
        let path = destination.path ?? "standard output"
        return "cannot write the \(destination.format.rawValue) report to \(path) (\(failure.reason)); check that its folder is writable and has space"
    }

    private func write(to path: String) -> OutputFileError? {
        try? FileSystem.createDirectories(PathText.deletingLastComponent(path))
        do {
            let file = try OutputFileWriter(path: path)
            guard let spool else {
                try file.write(sink.text)
                try file.commit()
                return nil
            }
            try spool.forEachChunk { (bytes: [UInt8]) throws(OutputFileError) in try file.write(bytes) }
            try file.commit()
            return nil
        } catch {
            return error
        }
    }

    /// The report as text, in pieces cut only between characters.
    private func copy(_ body: (String) -> Void) {
        guard let spool else { return body(sink.text) }
        var carried: [UInt8] = []
        try? spool.forEachChunk { (bytes: [UInt8]) throws(OutputFileError) in
            var piece = carried + bytes
            carried = UTF8Boundary.trailingPartial(of: piece)
            piece.removeLast(carried.count)
            body(String(decoding: piece, as: UTF8.self))
        }
        if !carried.isEmpty { body(String(decoding: carried, as: UTF8.self)) }
    }
}

/// Where UTF-8 text may be cut without splitting a character.
enum UTF8Boundary {
    /// The bytes at the end of `bytes` that start a character without finishing it.
    static func trailingPartial(of bytes: [UInt8]) -> [UInt8] {
        // A character is at most 4 bytes: look for the last lead byte among the last 4.
        for back in 1...min(4, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                return length > back ? Array(bytes.suffix(back)) : []
            }
        }
        return []
    }
}
