import LegibleAudit

extension ReportStrategy {
    /// JUnit XML for CI test-result viewers.
    public static let junit = ReportStrategy { report, context in
        ReportStreams.render(report, as: .junit, context: context)
    }
}

/// JUnit XML: `<testsuites>` → one `<testsuite>` per image → one `<testcase>` per region
/// (`classname` = image path, `name` = region id).
///
/// - a failing region has `<failure type="rule id" message="figures">` with the full text;
/// - an indeterminate region is `<skipped>`, or a `<failure>` under `--fail-on-indeterminate`;
/// - a baselined failure is `<skipped>` with the reason, since it does not fail the run;
/// - an unreadable image is one `<testcase name="(image)">` with an `<error type="image-error">`;
/// - a region that could not be measured (box outside the image) is a `<testcase>` named after it
///   with an `<error type="region-error">`, after the image's measured regions.
///
/// Messages, and a passing case's `<system-out>`, end with the region's warnings and call a
/// detected region "Detected region".
///
/// Counts (`tests`, `failures`, `errors`, `skipped`) are on every suite and on the root.
public struct JUnitReport: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    public func render() -> String {
        ReportWriter.render(report, as: .junit, context: context)
    }
}

/// The JUnit report written screen by screen: the root's counts come first, so the suites wait
/// in a spool until the last screen is counted.
final class JUnitReportStream: StreamedReport {
    private let context: ReportContext
    private let sink: ReportSink
    private let suites: ReportSpool
    private var totals = Counts()

    init(run: ReportRun, context: ReportContext, sink: ReportSink) {
        self.context = context
        self.sink = sink
        suites = sink.makeSpool()
    }

    private enum Outcome {
        case passed
        case failure(type: String, message: String, detail: String)
        case skipped(message: String)
        case error(type: String, message: String)
    }

    private struct Case {
        var name: String
        var outcome: Outcome
        var output: String?
    }

    func add(_ screen: ReportScreen, tally: ReportTally) {
        let image = screen.image
        let name = context.displayPath(image) + (image.screenName.map { " (\($0))" } ?? "")
        let cases: [Case]
        if let error = image.error {
            cases = [Case(name: "(image)", outcome: .error(type: ContrastRule.imageError.id, message: error.description), output: nil)]
        } else {
            let errors = image.regionErrors.map {
                Case(name: $0.region, outcome: .error(type: ContrastRule.regionError.id, message: $0.message), output: nil)
            }
            cases = screen.findings.map(testCase) + errors
        }
        let counts = Counts(cases)
        totals.add(counts)
        var body = "  <testsuite name=\"\(x(name))\" id=\"\(screen.index)\" tests=\"\(counts.tests)\" "
            + "failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\" time=\"0\">\n"
        for c in cases {
            let open = "    <testcase classname=\"\(x(name))\" name=\"\(x(c.name))\" time=\"0\""
            var children = ""
            switch c.outcome {
            case .passed: break
            case .failure(let type, let message, let detail):
                children += "      <failure type=\"\(x(type))\" message=\"\(x(message))\">\(x(detail))</failure>\n"
            case .skipped(let message):
                children += "      <skipped message=\"\(x(message))\"/>\n"
            case .error(let type, let message):
                children += "      <error type=\"\(x(type))\" message=\"\(x(message))\">\(x(message))</error>\n"
            }
            if let output = c.output { children += "      <system-out>\(x(output))</system-out>\n" }
            body += children.isEmpty ? open + "/>\n" : open + ">\n" + children + "    </testcase>\n"
        }
        suites.append(body + "  </testsuite>\n")
    }

    func finish(_ tally: ReportTally) {
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"legible\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
            + "errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\" time=\"0\">\n")
        sink.copy(suites)
        sink.write("</testsuites>\n")
    }

    private func testCase(_ finding: RegionFinding) -> Case {
        let r = finding.region
        let summary = finding.keyMeasurement.map { RegionFinding.figures($0) }
        switch r.status {
        case .pass:
            return Case(name: r.id, outcome: .passed, output: finding.message)
        case .fail, .indeterminate:
            if finding.baselined {
                return Case(name: r.id, outcome: .skipped(message: "known failure (baseline): " + finding.message), output: nil)
            }
            if !finding.isFailure {
                return Case(name: r.id, outcome: .skipped(message: finding.message), output: nil)
            }
            let rule = finding.rule ?? .textContrast
            let short = summary.map { "\(rule.title): \($0)" } ?? rule.title
            return Case(name: r.id, outcome: .failure(type: rule.id, message: short, detail: finding.message), output: nil)
        }
    }

    private struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0

        init() {}

        init(_ cases: [Case]) {
            tests = cases.count
            for c in cases {
                switch c.outcome {
                case .passed: break
                case .failure: failures += 1
                case .skipped: skipped += 1
                case .error: errors += 1
                }
            }
        }

        mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            errors += other.errors
            skipped += other.skipped
        }
    }

    private func x(_ s: String) -> String { MarkupEscaping.xml(s) }
}
