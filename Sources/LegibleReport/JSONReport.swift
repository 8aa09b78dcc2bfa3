import LegibleAudit
import LegibleColour
import LegiblePixels

extension ReportStrategy {
    /// The JSON report (Docs/Reports.md#json).
    public static let json = ReportStrategy { report, context in
        ReportStreams.render(report, as: .json, context: context)
    }
}

/// The JSON report, every key described in Docs/Reports.md#json. Keys are always present (null
/// when there is no value, e.g. `error` of a readable image, `wcag` of an indeterminate region);
/// the keys beyond the fixed ones are also commented in place: among them an image's `errors`,
/// one `{"region", "message"}` per region that could not be measured (its box lies outside the
/// image) while the others were. Every region says where its box came from (`"source"`:
/// `manifest` or `detected`); `"warnings"` (their messages) is there only when it has some, and
/// `"media": true` only for a region the manifest marks so.
/// Ratios carry 3 decimals and Lc 1, truncated (see `NumberFormatting`).
public struct JSONReport: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    /// The whole document, as the report's text reads back.
    public var document: JSONValue {
        (try? JSONReader.parse(ReportWriter.render(report, as: .json, context: context))) ?? .null
    }
}

/// The JSON report written screen by screen: the document's keys up to `images`, each image as
/// it comes, then `skipped`, `findings` and `summary`.
final class JSONReportStream: StreamedReport {
    private let run: ReportRun
    private let context: ReportContext
    private let sink: ReportSink
    private var json = JSONStream()
    private let prepared = WrittenRegions()
    /// Each finding's `occurrences` elements, written as their screens come.
    private let occurrences: FindingParts
    /// How deep an occurrence sits: in the document, `findings`, its finding, `occurrences`.
    static let occurrenceIndent = 8

    init(run: ReportRun, context: ReportContext, sink: ReportSink) {
        self.run = run
        self.context = context
        self.sink = sink
        occurrences = FindingParts(sink: sink)
        var h = json.open("{")
        h += json.value(.int(1), key: "version")
        h += json.value(.object(["name": .string("legible"), "version": .string(context.toolVersion)]), key: "tool")
        h += json.value(options, key: "options")
        // Extra: the slice of the manifests this report covers (`--shard`), null for all.
        h += json.value(run.shard.map { .object(["index": .int($0.index), "count": .int($0.count),
                                                 "manifests": .int($0.manifests)]) } ?? .null, key: "shard")
        h += json.open("[", key: "images")
        sink.write(h)
    }

    /// The image's object written member by member, so that each region's part written by the
    /// worker that measured it (`eachRegion`) goes in as it is.
    func add(_ screen: ReportScreen, tally: ReportTally) {
        let image = screen.image
        let members = imageMembers(image)
        var text = Array(json.open("{").utf8)
        for member in members.beforeRegions { text += json.value(member.value, key: member.key).utf8 }
        text += json.open("[", key: "regions").utf8
        let written = prepared.take(screenOf: RegionPlace(imagePath: image.path, manifestPath: image.manifestPath,
                                                          screenName: image.screenName, index: 0))
        for (index, finding) in screen.findings.enumerated() {
            text += json.start().utf8
            if json.indent == Self.regionIndent, let region = written[index], region.matches(finding) {
                text += region.bytes
            } else {
                text += Self.region(finding).serializedBytes(indentedBy: json.indent)
            }
        }
        text += json.close().utf8
        for member in members.afterRegions { text += json.value(member.value, key: member.key).utf8 }
        sink.write(text + json.close().utf8)
        keepOccurrences(screen)
    }

    /// Each region of the screen that is a finding's occurrence, kept for the findings at the end.
    private func keepOccurrences(_ screen: ReportScreen) {
        for (regionIndex, finding) in screen.findings.enumerated() {
            guard let placement = screen.placements[regionIndex] else { continue }
            let occurrence: JSONValue = .object([
                "image": .string(ReportPaths.relative(finding.image.path, to: context.workingDirectory)),
                "screen": .string(finding.image.screenName),
                "region": .string(finding.region.id),
                "box": JSONReport.box(finding.region.box),
            ])
            occurrences.append(occurrence.serialized(indentedBy: Self.occurrenceIndent), finding: placement.group)
        }
    }

    /// How deep a region's object sits: in the document's `images`, in an image's `regions`.
    static let regionIndent = 8

    /// Writes each region's object as soon as it is measured, on the worker that measured it;
    /// `add` uses it when the screen comes and nothing it depends on has changed meanwhile.
    var eachRegion: (@Sendable (RegionResult, RegionPlace) -> Void)? {
        let prepared = self.prepared, options = run.options, context = self.context
        return { region, place in
            // The screen's results do not exist yet: the finding knows its image by name alone.
            let image = ImageAudit(path: place.imagePath, manifestPath: place.manifestPath, screenName: place.screenName,
                                   outcome: .decoded(ScreenResult(width: 0, height: 0)))
            let finding = RegionFinding(region: region, image: image, options: options, context: context)
            prepared.put(WrittenRegion(finding: finding, bytes: Self.region(finding).serializedBytes(indentedBy: Self.regionIndent)),
                         at: place)
        }
    }

    func finish(_ tally: ReportTally) {
        var t = json.close()
        // Extra: *.json files in input folders that are not manifests, and why.
        t += json.value(.array(run.skipped.map { .object(["path": .string($0.path), "reason": .string($0.reason)]) }), key: "skipped")
        // Extra: every region that needs attention once, with the screens it recurs on.
        t += json.open("[", key: "findings")
        sink.write(t)
        // One occurrence at a time: a finding on every screen lists every screen.
        for (index, group) in tally.groups.all.enumerated() { write(group, index: index) }
        t = json.close()
        let summary = tally.summary
        t += json.value(.object([
            "images": .int(summary.images),
            "regions": .int(summary.regions),
            "failed": .int(summary.failed),
            "indeterminate": .int(summary.indeterminate),
            "errors": .int(summary.errors),
            // Extra: `errors` split into unreadable images and unmeasured regions.
            "imageErrors": .int(summary.imageErrors),
            "regionErrors": .int(summary.regionErrors),
            // Extra: how the run's verdict was reached.
            "passed": .int(summary.passed),
            // Of `failed`, how many the baseline lists.
            "baselined": .int(tally.baselined),
        ]), key: "summary")
        sink.write(t + json.close() + "\n")
    }

    private var options: JSONValue {
        let o = run.options
        return .object([
            "variants": .array(o.variants.map { .string($0.rawValue) }),
            "gate": .array(o.gate.map { .string($0.rawValue) }),
            "metric": .string(o.metric.rawValue),
            "level": .string(o.level?.rawValue),
            "percentile": .number(o.percentile),
            "severity": .number(o.severity),
            "failOnIndeterminate": .bool(o.failOnIndeterminate),
            // Extra: the rest of what decides the figures, so `merge` can refuse reports that
            // were measured differently.
            "ring": .number(o.ringDivisor),
            "maxPixels": .int(o.maxPixels),
        ])
    }

    /// An image's members, those before its `regions` and those after.
    private func imageMembers(_ image: ImageAudit)
        -> (beforeRegions: KeyValuePairs<String, JSONValue>, afterRegions: KeyValuePairs<String, JSONValue>) {
        let screen = image.decoded
        let before: KeyValuePairs<String, JSONValue> = [
            "path": .string(context.displayPath(image)),
            // An image that was never decoded has no size or colour space: null, not 0 and sRGB.
            "width": screen.map { .int($0.width) } ?? .null,
            "height": screen.map { .int($0.height) } ?? .null,
            "colorSpace": .string(screen?.colourSpace),
            "error": .string(image.error?.description),
            // Extra: regions not measured (box outside the image) while the rest were; `error`
            // stays null, since the image itself was read.
            "errors": .array(image.regionErrors.map {
                .object(["region": .string($0.region), "message": .string($0.message)])
            }),
            "manifest": .string(ReportPaths.relative(image.manifestPath, to: context.workingDirectory)),
            "screen": .string(image.screenName),
            "alphaComposited": .bool(screen?.alphaComposited ?? false),
            "warnings": .array((screen?.warnings ?? []).map { .string($0) }),
        ]
        // Then "regions"; then extra: boxes Smart Invert leaves alone, in image pixels (pictures
        // of the screen need them), and the manifest's place among every manifest the run found
        // (null outside a batch), which `merge` puts shards back in order by.
        let after: KeyValuePairs<String, JSONValue> = [
            "mediaRegions": .array((screen?.mediaRegions ?? []).map(JSONReport.box)),
            "input": image.inputIndex.map { .int($0) } ?? .null,
        ]
        return (before, after)
    }

    private static func region(_ finding: RegionFinding) -> JSONValue {
        let r = finding.region
        let m = r.measurement
        let o = m?.original
        // The fixed keys first, in their documented order; the further keys after them.
        var members: [JSONMember] = [
            JSONMember("id", .string(r.id)),
            JSONMember("box", JSONReport.box(r.box)),
            JSONMember("foreground", .string(o?.foreground.hex)),
            JSONMember("background", .string(o?.background.hex)),
            JSONMember("wcag", o.map { JSONReport.wcag($0.wcag) } ?? .null),
            JSONMember("apca", o.map { JSONReport.apca($0.apca) } ?? .null),
            JSONMember("worstPoint", o.map { JSONReport.point($0.worstPoint) } ?? .null),
            JSONMember("variants", .object(r.variants.map { JSONMember($0.variant.rawValue, JSONReport.variant($0)) })),
            JSONMember("status", .string(r.status.rawValue)),
            JSONMember("pass", .bool(r.pass)),
            JSONMember("source", .string(r.source.rawValue)),
        ]
        if !r.warnings.isEmpty {
            members.append(JSONMember("warnings", .array(r.warnings.map { .string($0.message) })))
        }
        // Only when set: the manifest marks the region as part of a picture.
        if r.media { members.append(JSONMember("media", .bool(true))) }
        // Text of several colours: each colour's figures, against the background around its own glyphs.
        if let colours = m?.colours, colours.count > 1 {
            members.append(JSONMember("colours", .array(colours.map(JSONReport.colour))))
        }
        if let suggestions = finding.suggestions {
            members.append(JSONMember("suggestions", .array(suggestions.suggestions.map(JSONReport.suggestion)
                + (suggestions.textSize.map { [JSONReport.suggestion($0)] } ?? []))))
            if !suggestions.gaps.isEmpty {
                members.append(JSONMember("suggestionGaps", .array(suggestions.gaps.map(JSONReport.gap))))
            }
        }
        members += [
            JSONMember("reason", .string(r.indeterminateReason?.description)),
            JSONMember("baselined", .bool(finding.baselined)),
            JSONMember("rule", .string(finding.rule?.id)),
            JSONMember("text", .string(r.text)),
            JSONMember("kind", .string(r.kind.rawValue)),
            JSONMember("fontSize", .number(r.fontSize)),
            JSONMember("fontWeight", .int(r.fontWeight)),
            JSONMember("level", .string(r.level.rawValue)),
            JSONMember("largeText", .bool(r.largeText)),
            // The baseline's identity of the region, hashed: the same as SARIF's partialFingerprints.
            JSONMember("fingerprint", .string(RegionFingerprint(image: finding.image, region: r).stableHash)),
            JSONMember("textPixels", .int(m?.textPixels ?? 0)),
            JSONMember("ringPixels", .int(m?.ringPixels ?? 0)),
        ]
        return .object(members)
    }

    /// One finding: what the regions share, the worst figures among them, and where each is.
    private func write(_ group: FailureGroup, index: Int) {
        let key = group.key
        var h = json.open("{")
        h += json.value(.string(group.id), key: "id")
        h += json.value(.string(group.text), key: "text")
        h += json.value(.string(key?.foreground.hex), key: "foreground")
        h += json.value(.string(key?.background.hex), key: "background")
        h += json.value(.string(group.status.rawValue), key: "status")
        h += json.value(.string(group.rule?.id), key: "rule")
        h += json.value(.string(key?.variant.rawValue), key: "variant")
        h += json.value(group.worst.map { .number(NumberFormatting.ratio($0.wcag)) } ?? .null, key: "wcag")
        h += json.value(group.worst.map { .number(NumberFormatting.lc($0.apca)) } ?? .null, key: "apca")
        h += json.value(.string(group.first.region.indeterminateReason?.description), key: "reason")
        h += json.value(.int(group.count), key: "screens")
        h += json.value(.int(group.baselined), key: "baselined")
        sink.write(h + json.open("[", key: "occurrences"))
        occurrences.write(index, to: sink) { _ in
            let start = json.start()
            precondition(json.indent == Self.occurrenceIndent, "an occurrence written at indent \(json.indent)")
            return start
        }
        sink.write(json.close() + json.close())
    }
}

extension JSONReport {
    static func wcag(_ f: WCAGFigures) -> JSONValue {
        .object([
            "ratio": .number(NumberFormatting.ratio(f)),
            "median": .number(NumberFormatting.truncated(f.median, decimals: 3)),
            "required": .number(f.required),
            "pass": .bool(f.pass),
        ])
    }

    static func apca(_ f: APCAFigures) -> JSONValue {
        .object([
            "lc": .number(NumberFormatting.lc(f)),
            "median": .number(NumberFormatting.truncated(f.median, decimals: 1)),
            "required": .number(f.required),
            "pass": .bool(f.pass),
        ])
    }

    static func box(_ r: PixelRect) -> JSONValue {
        .object(["x": .int(r.x), "y": .int(r.y), "width": .int(r.width), "height": .int(r.height)])
    }

    /// `{ "kind": "scrim", "colour": "#000000", "opacity": 0.42, "wcag": 4.523, "apca": -61.2 }`;
    /// `"variant"` only when the figures are for a variant, not the original.
    static func suggestion(_ s: Suggestion) -> JSONValue {
        var members = [JSONMember("kind", .string(s.kind.rawValue)), JSONMember("colour", .string(s.colour.hex))]
        if let opacity = s.opacity { members.append(JSONMember("opacity", .number(opacity))) }
        members += [
            JSONMember("wcag", .number(NumberFormatting.ratio(s.wcag))),
            JSONMember("apca", .number(NumberFormatting.lc(s.apca))),
        ]
        if s.variant != .original { members.append(JSONMember("variant", .string(s.variant.rawValue))) }
        return .object(members)
    }

    /// `{ "kind": "textSize", "fontSize": 24, "wcag": 2.291, "apca": 66.7 }`: the measured
    /// figures, which pass at that size.
    static func suggestion(_ s: TextSizeSuggestion) -> JSONValue {
        var members = [
            JSONMember("kind", .string(Suggestion.Kind.textSize.rawValue)),
            JSONMember("fontSize", .number(s.fontSize)),
            JSONMember("wcag", .number(NumberFormatting.ratio(s.wcag))),
            JSONMember("apca", .number(NumberFormatting.lc(s.apca))),
        ]
        if s.variant != .original { members.append(JSONMember("variant", .string(s.variant.rawValue))) }
        return .object(members)
    }

    /// `{ "kind": "scrim", "message": "no black or white scrim up to 90% opacity makes it pass" }`.
    static func gap(_ g: SuggestionGap) -> JSONValue {
        .object([JSONMember("kind", .string(g.kind.rawValue)), JSONMember("message", .string(g.message))])
    }

    static func point(_ p: PixelPoint) -> JSONValue {
        .object(["x": .int(p.x), "y": .int(p.y)])
    }

    /// One text colour of a region of several, in the original.
    static func colour(_ m: VariantMeasurement) -> JSONValue {
        .object([
            "foreground": .string(m.foreground.hex),
            "background": .string(m.background.hex),
            "wcag": wcag(m.wcag),
            "apca": apca(m.apca),
            "worstPoint": point(m.worstPoint),
            "pass": .bool(m.pass),
        ])
    }

    /// Every measured variant, `original` included (it is one of `--variants`' names).
    /// A variant's fixed keys are terse (`wcag`, `apca`, `pass`); the colours and worst point
    /// as seen under the variant follow, then the medians and requirements.
    static func variant(_ m: VariantMeasurement) -> JSONValue {
        .object([
            "wcag": .number(NumberFormatting.ratio(m.wcag)),
            "apca": .number(NumberFormatting.lc(m.apca)),
            "pass": .bool(m.pass),
            "foreground": .string(m.foreground.hex),
            "background": .string(m.background.hex),
            "worstPoint": point(m.worstPoint),
            "wcagMedian": .number(NumberFormatting.truncated(m.wcag.median, decimals: 3)),
            "apcaMedian": .number(NumberFormatting.truncated(m.apca.median, decimals: 1)),
            "wcagRequired": .number(m.wcag.required),
            "apcaRequired": .number(m.apca.required),
        ])
    }
}
