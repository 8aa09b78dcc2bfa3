import LegibleAudit

extension ReportStrategy {
    /// SARIF 2.1.0 for GitHub code scanning.
    public static let sarif = ReportStrategy { report, context in
        ReportStreams.render(report, as: .sarif, context: context)
    }
}

/// SARIF 2.1.0 (OASIS errata 01) as GitHub code scanning accepts it.
///
/// One run; the driver lists every rule Legible can report (`text-contrast`,
/// `large-text-contrast`, `non-text-contrast`, `cvd-contrast`, `indeterminate`, `image-error`,
/// `region-error`) with the descriptions and help GitHub shows. One result per failing region,
/// per indeterminate region (level `note`, or `error` under `--fail-on-indeterminate`), per
/// unreadable image, and per region that could not be measured (its box lies outside the
/// image; located in the manifest, where the fix is).
///
/// Locations: screenshots have no lines, but GitHub needs `region.startLine` to place an alert,
/// so every result points at line 1 of the image; the pixel box travels in `region.properties`
/// and, in SARIF's own vocabulary for images, as a `rectangle` of a result `attachment`.
/// Baselined failures carry an external suppression and `baselineState: unchanged`, so code
/// scanning shows them as dismissed rather than new. A region's warnings end its result's
/// message and are listed in its properties, beside its `source` (`manifest` or `detected`).
public struct SARIFReport: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    /// The whole document, as the report's text reads back.
    public var document: JSONValue {
        (try? JSONReader.parse(ReportWriter.render(report, as: .sarif, context: context))) ?? .null
    }

    /// The document's opening, up to the results: the tool with every rule, and the source root.
    func opening(_ json: inout JSONStream) -> String {
        var driver: [JSONMember] = [
            JSONMember("name", .string("legible")),
            JSONMember("version", .string(context.toolVersion)),
            JSONMember("semanticVersion", .string(context.toolVersion)),
        ]
        if let uri = context.informationURI { driver.append(JSONMember("informationUri", .string(uri))) }
        driver.append(JSONMember("rules", .array(ContrastRule.allCases.map(Self.rule))))

        let workingURI = "file://" + ReportPaths.percentEncoded(context.workingDirectory)
            + (context.workingDirectory.hasSuffix("/") ? "" : "/")
        var h = json.open("{")
        h += json.value(.string(Self.schemaURI), key: "$schema")
        h += json.value(.string("2.1.0"), key: "version")
        h += json.open("[", key: "runs")
        h += json.open("{")
        h += json.value(.object(["driver": .object(driver)]), key: "tool")
        h += json.value(.object([Self.sourceRoot: .object(["uri": .string(workingURI)])]), key: "originalUriBaseIds")
        return h + json.open("[", key: "results")
    }

    /// One image's results: an unreadable image, or its regions that need attention and its
    /// regions that could not be measured.
    func results(_ image: ImageAudit, findings: [RegionFinding]) -> [JSONValue] {
        if let error = image.error {
            return [.object([
                "ruleId": .string(ContrastRule.imageError.id),
                "ruleIndex": .int(Self.index(of: .imageError)),
                "level": .string("error"),
                "message": .object(["text": .string(error.description)]),
                "locations": .array([location(image, region: nil)]),
                // The image itself has no region: its path and screen, marked as such.
                "partialFingerprints": .object([RegionFingerprint.sarifKey: .string(
                    StableHash.hex([RegionFingerprint.relativeImagePath(image), image.screenName ?? "", "(image)"]))]),
            ])]
        }
        return findings.filter { $0.region.status != .pass }.map(result) + image.regionErrors.map { result($0, in: image) }
    }

    /// A region that was not measured: an input error located in the manifest, where the fix is.
    private func result(_ error: RegionError, in image: ImageAudit) -> JSONValue {
        let manifest = ReportPaths.relative(image.manifestPath, to: context.workingDirectory)
        return .object([
            "ruleId": .string(ContrastRule.regionError.id),
            "ruleIndex": .int(Self.index(of: .regionError)),
            "level": .string("error"),
            "message": .object(["text": .string(error.message)]),
            "locations": .array([.object([
                "physicalLocation": .object([
                    "artifactLocation": artifactLocation(manifest),
                    "region": .object(["startLine": .int(1)]),
                ]),
            ])]),
            "partialFingerprints": .object([RegionFingerprint.sarifKey: .string(
                RegionFingerprint(image: image, regionError: error).stableHash)]),
            "properties": .object(["regionId": .string(error.region)]),
        ])
    }

    private func result(_ finding: RegionFinding) -> JSONValue {
        let rule = finding.rule ?? .textContrast
        let r = finding.region
        let level = finding.isFailure ? "error" : rule.defaultLevel
        var members: [JSONMember] = [
            JSONMember("ruleId", .string(rule.id)),
            JSONMember("ruleIndex", .int(Self.index(of: rule))),
            JSONMember("level", .string(level)),
            JSONMember("message", .object(["text": .string(finding.message)])),
            JSONMember("locations", .array([location(finding.image, region: r)])),
            JSONMember("partialFingerprints", .object([
                RegionFingerprint.sarifKey: .string(RegionFingerprint(image: finding.image, region: r).stableHash),
            ])),
        ]
        if let fixes = fixes(finding) { members.append(JSONMember("fixes", fixes)) }
        if finding.baselined {
            members.append(JSONMember("baselineState", .string("unchanged")))
            members.append(JSONMember("suppressions", .array([
                .object(["kind": .string("external"), "justification": .string("Listed in the Legible baseline file as a known failure.")]),
            ])))
        }
        members.append(JSONMember("attachments", .array([
            .object([
                "description": .object(["text": .string("The region's box in the screenshot, in pixels.")]),
                "artifactLocation": artifactLocation(finding.image),
                "rectangles": .array([
                    .object([
                        "top": .int(r.box.y), "left": .int(r.box.x),
                        "bottom": .int(r.box.maxY), "right": .int(r.box.maxX),
                        "message": .object(["text": .string(r.id)]),
                    ]),
                ]),
            ]),
        ])))
        var properties: [JSONMember] = [
            JSONMember("regionId", .string(r.id)),
            JSONMember("status", .string(r.status.rawValue)),
            JSONMember("source", .string(r.source.rawValue)),
        ]
        if let o = finding.keyMeasurement {
            properties += [
                JSONMember("variant", .string(o.variant.rawValue)),
                JSONMember("wcag", JSONReport.wcag(o.wcag)),
                JSONMember("apca", JSONReport.apca(o.apca)),
                JSONMember("foreground", .string(o.foreground.hex)),
                JSONMember("background", .string(o.background.hex)),
                JSONMember("worstPoint", JSONReport.point(o.worstPoint)),
            ]
        }
        let failing = finding.failingVariants.map { JSONValue.string($0.variant.rawValue) }
        if !failing.isEmpty { properties.append(JSONMember("failingVariants", .array(failing))) }
        if let reason = r.indeterminateReason { properties.append(JSONMember("reason", .string(reason.description))) }
        if !r.warnings.isEmpty { properties.append(JSONMember("warnings", .array(r.warnings.map { .string($0.message) }))) }
        members.append(JSONMember("properties", .object(properties)))
        return .object(members)
    }

    /// A fix per suggestion. A screenshot is not edited in place: each fix's one replacement
    /// deletes and inserts nothing (an empty byte range at the start of the image, as the schema
    /// needs one), and its description and properties say what to change in the design.
    private func fixes(_ finding: RegionFinding) -> JSONValue? {
        guard let found = finding.suggestions else { return nil }
        let metric = finding.options.metric
        let fixes = found.suggestions.map { (RegionFinding.phrase($0, metric: metric), $0.variant, JSONReport.suggestion($0)) }
            + (found.textSize.map { [(RegionFinding.phrase($0, metric: metric), $0.variant, JSONReport.suggestion($0))] } ?? [])
        guard !fixes.isEmpty else { return nil }
        let box = finding.region.box
        return .array(fixes.map { words, variant, properties in
            let seen = variant == .original ? "" : " (as \(variant.rawValue) sees it)"
            return .object([
                "description": .object(["text": .string("Use \(words)\(seen) in the box x \(box.x), y \(box.y), \(box.width)×\(box.height) px.")]),
                "artifactChanges": .array([.object([
                    "artifactLocation": artifactLocation(finding.image),
                    "replacements": .array([.object(["deletedRegion": .object(["byteOffset": .int(0), "byteLength": .int(0)])])]),
                ])]),
                "properties": properties,
            ])
        })
    }

    private func artifactLocation(_ image: ImageAudit) -> JSONValue {
        artifactLocation(context.displayPath(image))
    }

    /// A file as SARIF names it: relative to the source root when inside it, else a `file:` URI.
    private func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") {
            return .object(["uri": .string(ReportPaths.uri(path))])
        }
        return .object(["uri": .string(ReportPaths.uri(path)), "uriBaseId": .string(Self.sourceRoot)])
    }

    private func location(_ image: ImageAudit, region: RegionResult?) -> JSONValue {
        var regionMembers: [JSONMember] = [JSONMember("startLine", .int(1))]
        if let region {
            regionMembers.append(JSONMember("properties", .object([
                "box": .object(["x": .int(region.box.x), "y": .int(region.box.y),
                                "width": .int(region.box.width), "height": .int(region.box.height)]),
            ])))
        }
        return .object([
            "physicalLocation": .object([
                "artifactLocation": artifactLocation(image),
                "region": .object(regionMembers),
            ]),
        ])
    }

    static func index(of rule: ContrastRule) -> Int {
        ContrastRule.allCases.firstIndex(of: rule) ?? 0
    }

    static func rule(_ rule: ContrastRule) -> JSONValue {
        var members: [JSONMember] = [
            JSONMember("id", .string(rule.id)),
            JSONMember("name", .string(rule.name)),
            JSONMember("shortDescription", .object(["text": .string(rule.title)])),
            JSONMember("fullDescription", .object(["text": .string(rule.fullDescription)])),
            JSONMember("help", .object(["text": .string(rule.helpText), "markdown": .string(rule.helpMarkdown)])),
        ]
        if let uri = rule.helpURI { members.append(JSONMember("helpUri", .string(uri))) }
        members.append(JSONMember("defaultConfiguration", .object(["level": .string(rule.defaultLevel)])))
        members.append(JSONMember("properties", .object([
            "tags": .array(rule.tags.map { .string($0) }),
            "precision": .string("high"),
            "problem.severity": .string(rule.defaultLevel == "note" ? "recommendation" : "error"),
        ])))
        return .object(members)
    }
}

/// The SARIF report written screen by screen: the tool and rules, each image's results as it
/// comes, then the run's closing keys.
final class SARIFReportStream: StreamedReport {
    private let report: SARIFReport
    private let sink: ReportSink
    private var json = JSONStream()

    init(run: ReportRun, context: ReportContext, sink: ReportSink) {
        report = SARIFReport(report: AuditReport(images: [], options: run.options), context: context)
        self.sink = sink
        sink.write(report.opening(&json))
    }

    func add(_ screen: ReportScreen, tally: ReportTally) {
        for result in report.results(screen.image, findings: screen.findings) { sink.write(json.value(result)) }
    }

    func finish(_ tally: ReportTally) {
        var t = json.close()
        t += json.value(.string("unicodeCodePoints"), key: "columnKind")
        sink.write(t + json.close() + json.close() + json.close() + "\n")
    }
}
