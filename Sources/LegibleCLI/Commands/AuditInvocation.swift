import LegibleAudit
import LegibleColour
import LegibleReport

/// A fully validated `legible audit` command line: what to read, how to measure, where to write.
///
/// Built from `ParsedArguments` so every value error is a usage error (exit 2) before any
/// image is touched.
public struct AuditInvocation: Sendable, Equatable {
    /// Manifest files and directories, as given.
    public var inputs: [String]
    /// Reports to write, in the order given.
    public var destinations: [ReportDestination]
    /// How to measure and gate, passed to `Auditor`.
    public var options: AuditOptions
    /// `--previews DIR`.
    public var previewsDirectory: String?
    /// `--baseline FILE`: known failures.
    public var baselinePath: String?
    /// `--write-baseline FILE`: where to record this run's failures.
    public var writeBaselinePath: String?
    /// How many screens are audited at once.
    public var jobs: Int
    /// ANSI colour in a text report on standard output.
    public var colour: ColourChoice
    /// `--shard INDEX/COUNT`: audit one slice of the manifests found; nil for all of them.
    public var shard: ManifestShard?

    /// `--color`: whether the text report on standard output uses ANSI colour.
    public enum ColourChoice: String, Sendable, CaseIterable {
        /// When standard output is a terminal and `NO_COLOR` is unset.
        case auto
        case always
        case never
    }

    public init(inputs: [String], destinations: [ReportDestination] = [ReportDestination(format: .text)],
                options: AuditOptions = AuditOptions(), previewsDirectory: String? = nil, baselinePath: String? = nil,
                writeBaselinePath: String? = nil, jobs: Int = 1, colour: ColourChoice = .auto, shard: ManifestShard? = nil) {
        self.inputs = inputs
        self.destinations = destinations
        self.options = options
        self.previewsDirectory = previewsDirectory
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.jobs = jobs
        self.colour = colour
        self.shard = shard
    }

    /// Validates parsed `audit` arguments.
    /// - Parameter processorCount: the default for `--jobs` (all cores).
    public init(_ parsed: ParsedArguments, processorCount: Int) throws(ParseError) {
        let command = AuditCommand.spec.name
        inputs = parsed.positionals
        destinations = try Self.destinations(parsed.occurrences, command: command)

        var options = AuditOptions()
        var measured = Variant.defaultSet
        if let text = parsed.value("variants") {
            switch text.lowercased() {
            case "all": measured = Variant.defaultSet
            case "none", "original": measured = [.original]
            default: measured = [.original] + (try ValueParsers.variants(text, option: "--variants", command: command))
            }
        }
        var gate: [Variant] = [.original]
        if let text = parsed.value("gate") {
            switch text.lowercased() {
            case "all": gate = measured
            case "none": gate = []
            default: gate = try ValueParsers.variants(text, option: "--gate", command: command)
            }
        }
        // A gated variant must be measured; asking to gate on it is asking to measure it.
        for variant in gate where !measured.contains(variant) { measured.append(variant) }
        options.variants = Self.originalFirst(measured)
        options.gate = gate
        if let text = parsed.value("metric") { options.metric = Metric(rawValue: text) ?? .wcag }
        if let text = parsed.value("level") { options.level = ConformanceLevel(rawValue: text) }
        if let text = parsed.value("percentile") {
            options.percentile = try ValueParsers.double(text, in: 0...100, option: "--percentile", command: command)
        }
        if let text = parsed.value("ring") {
            options.ringDivisor = try ValueParsers.double(text, in: 0...Double.greatestFiniteMagnitude, option: "--ring",
                                                          command: command, openLowerBound: true)
        }
        if let text = parsed.value("severity") {
            options.severity = try ValueParsers.double(text, in: 0...1, option: "--severity", command: command)
        }
        if let text = parsed.value("max-pixels") {
            options.maxPixels = try ValueParsers.pixelCount(text, option: "--max-pixels", command: command)
        }
        options.failOnIndeterminate = parsed.has("fail-on-indeterminate")
        self.options = options

        previewsDirectory = parsed.value("previews")
        baselinePath = parsed.value("baseline")
        writeBaselinePath = parsed.value("write-baseline")
        jobs = try parsed.value("jobs").map { (text) throws(ParseError) in
            try ValueParsers.positiveInt(text, option: "--jobs", command: command)
        } ?? max(1, processorCount)
        colour = parsed.value("color").flatMap(ColourChoice.init(rawValue:)) ?? .auto
        shard = try parsed.value("shard").map { (text) throws(ParseError) in
            try ManifestShard.parse(text, option: "--shard", command: command)
        }
    }

    private static func originalFirst(_ variants: [Variant]) -> [Variant] {
        [.original] + variants.filter { $0 != .original }
    }

    /// What `--output` takes to mean standard output, as most command-line tools do.
    static let standardOutput = "-"

    /// Pairs each `--output` with the `--format` before it (Docs/CommandLine.md#audit);
    /// `--output -` keeps that format on standard output.
    static func destinations(_ occurrences: [ParsedArguments.Occurrence],
                             command: String = AuditCommand.spec.name) throws(ParseError) -> [ReportDestination] {
        var result: [ReportDestination] = []
        // Whether each destination has had its --output: `--output -` leaves `path` nil, so the
        // path alone cannot tell a second --output for the same format from the first.
        var paired: [Bool] = []
        var sawFormat = false
        for occurrence in occurrences {
            guard let value = occurrence.value else { continue }
            switch occurrence.name {
            case "format":
                sawFormat = true
                result.append(ReportDestination(format: ReportFormat(rawValue: value) ?? .text))
                paired.append(false)
            case "output":
                let path = value == standardOutput ? nil : value
                if result.isEmpty {
                    // `--output PATH` alone writes the default text report there.
                    result.append(ReportDestination(format: .text, path: path))
                    paired.append(true)
                } else if !paired[paired.count - 1] {
                    result[result.count - 1].path = path
                    paired[paired.count - 1] = true
                } else {
                    let format = sawFormat ? "--format \(result[result.count - 1].format.rawValue)" : "the text report"
                    let target = result[result.count - 1].path.map { "'\($0)'" } ?? "standard output"
                    throw ParseError(.conflict("'--output \(value)' follows \(format), which already writes to \(target); an --output belongs to the --format just before it"),
                                     command: command)
                }
            default:
                continue
            }
        }
        if result.isEmpty { return [ReportDestination(format: .text)] }
        let toStdout = result.filter { $0.path == nil }
        if toStdout.count > 1 {
            let names = toStdout.map { "--format \($0.format.rawValue)" }.joined(separator: " and ")
            throw ParseError(.conflict("\(names) would each write to standard output; put '--output PATH' after each --format except at most one (--output - is standard output)"),
                             command: command)
        }
        var seen: Set<String> = []
        for path in result.compactMap(\.path) where !seen.insert(path).inserted {
            throw ParseError(.conflict("two reports would be written to '\(path)'; give each --format its own --output"), command: command)
        }
        return result
    }
}
