import LegibleAudit
import LegibleColour
import LegiblePixels

extension ReportStrategy {
    /// The JSON report (Docs/Reports.md#json).
    public static let json = ReportStrategy { report, context in
        JSONReport(report: report, context: context).document.serialized() + "\n"
    }
}

/// The JSON report, every key described in Docs/Reports.md#json. Keys are always present (null
/// when there is no value, e.g. `error` of a readable image, `wcag` of an indeterminate region);
/// the keys beyond the fixed ones are also commented in place: among them an image's `errors`,
/// one `{"region", "message"}` per region that could not be measured (its box lies outside the
/// image) while the others were.
/// Ratios carry 3 decimals and Lc 1, truncated (see `NumberFormatting`).
public struct JSONReport: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    /// The whole document.
    public var document: JSONValue {
        let perImage = RegionFinding.perImage(in: report, context: context)
        let summary = report.summary
        return .object([
            "version": .int(1),
            "tool": .object(["name": .string("legible"), "version": .string(context.toolVersion)]),
            "options": options,
            "images": .array(zip(report.images, perImage).map { self.image($0, findings: $1) }),
            "summary": .object([
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
                "baselined": .int(perImage.joined().filter(\.isBaselinedFailure).count),
            ]),
        ])
    }

    private var options: JSONValue {
        let o = report.options
        return .object([
            "variants": .array(o.variants.map { .string($0.rawValue) }),
            "gate": .array(o.gate.map { .string($0.rawValue) }),
            "metric": .string(o.metric.rawValue),
            "level": .string(o.level?.rawValue),
            "percentile": .number(o.percentile),
            "severity": .number(o.severity),
            "failOnIndeterminate": .bool(o.failOnIndeterminate),
        ])
    }

    private func image(_ image: ImageAudit, findings: [RegionFinding]) -> JSONValue {
        let decoded = image.width > 0 && image.height > 0
        return .object([
            "path": .string(context.displayPath(image)),
            // An image that was never decoded has no size or colour space: null, not 0 and sRGB.
            "width": decoded ? .int(image.width) : .null,
            "height": decoded ? .int(image.height) : .null,
            "colorSpace": decoded ? .string(image.colourSpace) : .null,
            "error": .string(image.error),
            // Extra: regions not measured (box outside the image) while the rest were; `error`
            // stays null, since the image itself was read.
            "errors": .array(image.regionErrors.map {
                .object(["region": .string($0.region), "message": .string($0.message)])
            }),
            "manifest": .string(ReportPaths.relative(image.manifestPath, to: context.workingDirectory)),
            "screen": .string(image.screenName),
            "alphaComposited": .bool(image.alphaComposited),
            "warnings": .array(image.warnings.map { .string($0) }),
            "regions": .array(findings.map(region)),
        ])
    }

    private func region(_ finding: RegionFinding) -> JSONValue {
        let r = finding.region
        let o = r.original
        // The fixed keys first, in their documented order; the further keys after them.
        return .object([
            "id": .string(r.id),
            "box": .object(["x": .int(r.box.x), "y": .int(r.box.y),
                            "width": .int(r.box.width), "height": .int(r.box.height)]),
            "foreground": .string(o?.foreground.hex),
            "background": .string(o?.background.hex),
            "wcag": o.map { Self.wcag($0.wcag) } ?? .null,
            "apca": o.map { Self.apca($0.apca) } ?? .null,
            "worstPoint": o.map { Self.point($0.worstPoint) } ?? .null,
            "variants": .object(r.variants.map {
                JSONMember($0.variant.rawValue, Self.variant($0))
            }),
            "status": .string(r.status.rawValue),
            "pass": .bool(r.pass),
            "reason": .string(r.reason),
            "baselined": .bool(finding.baselined),
            "rule": .string(finding.rule?.id),
            "text": .string(r.text),
            "kind": .string(r.kind.rawValue),
            "fontSize": .number(r.fontSize),
            "fontWeight": .int(r.fontWeight),
            "level": .string(r.level.rawValue),
            "largeText": .bool(r.largeText),
            // The baseline's identity of the region, hashed: the same as SARIF's partialFingerprints.
            "fingerprint": .string(RegionFingerprint(image: finding.image, region: r).stableHash),
            "textPixels": .int(r.textPixels),
            "ringPixels": .int(r.ringPixels),
        ])
    }

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

    static func point(_ p: PixelPoint) -> JSONValue {
        .object(["x": .int(p.x), "y": .int(p.y)])
    }

    /// Every measured variant, `original` included (it is one of `--variants`' names).
    /// A variant's fixed keys are terse (`wcag`, `apca`, `pass`); the colours and worst point
    /// as seen under the variant follow.
    static func variant(_ m: VariantMeasurement) -> JSONValue {
        .object([
            "wcag": .number(NumberFormatting.ratio(m.wcag)),
            "apca": .number(NumberFormatting.lc(m.apca)),
            "pass": .bool(m.pass),
            "foreground": .string(m.foreground.hex),
            "background": .string(m.background.hex),
            "worstPoint": point(m.worstPoint),
        ])
    }
}
