import LegibleAudit

extension ReportStrategy {
    /// GitHub Actions workflow commands, one annotation per finding.
    public static let github = ReportStrategy { report, context in
        ReportStreams.render(report, as: .github, context: context)
    }
}

/// GitHub Actions workflow commands: printed to stdout in a workflow step, each line becomes an
/// annotation on the image file in the run summary and the pull request.
///
/// - `::error` for each failing region and each unreadable image, and for each region that could
///   not be measured (box outside the image), on the manifest, where the fix is;
/// - `::warning` for indeterminate regions (`::error` under `--fail-on-indeterminate`);
/// - `::notice` for baselined failures, which do not fail the run;
/// - `::warning` titled "Warning" for a passing region that carries warnings.
/// Other passing regions print nothing. Messages end with the region's warnings, and a
/// detected region's title says "(detected)".
public struct GitHubAnnotations: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    public func render() -> String {
        ReportWriter.render(report, as: .github, context: context)
    }

    /// One image's lines.
    static func lines(_ image: ImageAudit, findings: [RegionFinding], context: ReportContext) -> [String] {
        var lines: [String] = []
        let file = context.displayPath(image)
        if let error = image.error {
            return [command("error", properties: [("file", file), ("title", ContrastRule.imageError.title)], message: error.description)]
        }
        for finding in findings where finding.region.status != .pass || !finding.region.warnings.isEmpty {
            let command: String
            if finding.region.status == .pass {
                command = "warning"
            } else if finding.baselined {
                command = "notice"
            } else if finding.isFailure {
                command = "error"
            } else {
                command = "warning"
            }
            let title = finding.rule?.title ?? "Warning"
            lines.append(Self.command(command, properties: [("file", file), ("title", "\(title): \(finding.region.id)\(finding.sourceNote)")],
                                      message: finding.message))
        }
        let manifest = ReportPaths.relative(image.manifestPath, to: context.workingDirectory)
        for error in image.regionErrors {
            let title = "\(ContrastRule.regionError.title): \(error.region)"
            lines.append(Self.command("error", properties: [("file", manifest), ("title", title)], message: error.message))
        }
        return lines
    }

    /// `::name key=value,…::message`, escaped as the Actions runner unescapes.
    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let props = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(props.isEmpty ? "" : " " + props)::\(escapeData(message))"
    }

    /// Message text: `%`, CR and LF are percent-encoded (so a message stays on one line).
    static func escapeData(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Property values: as data, plus `:` and `,`, which would end the value.
    static func escapeProperty(_ s: String) -> String {
        var out = ""
        for c in escapeData(s).unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

/// The annotations written screen by screen: each image's lines as it comes.
final class GitHubAnnotationsStream: StreamedReport {
    private let context: ReportContext
    private let sink: ReportSink

    init(run: ReportRun, context: ReportContext, sink: ReportSink) {
        self.context = context
        self.sink = sink
    }

    func add(_ screen: ReportScreen, tally: ReportTally) {
        sink.write(GitHubAnnotations.lines(screen.image, findings: screen.findings, context: context).map { $0 + "\n" }.joined())
    }

    func finish(_ tally: ReportTally) {}
}
