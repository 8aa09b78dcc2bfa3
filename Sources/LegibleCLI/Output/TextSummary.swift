import LegibleAudit
import LegibleColor

/// The human-readable report: one line per region, failures first in each image, and a
/// summary line that counts baselined failures separately (SPEC §3 `--baseline`).
enum TextSummary {
    static func render(_ report: AuditReport, context: RenderContext) -> String {
        let style = Style(enabled: context.colour)
        let known = Set(context.outcome.baselined)
        var lines: [String] = []
        for image in report.images {
            var title = image.path
            if let screen = image.screenName { title += " [\(screen)]" }
            if let error = image.namedError {
                lines.append(style.red("ERROR") + " \(error)")
                continue
            }
            lines.append(style.bold(title) + " (\(image.width)×\(image.height), \(image.colorSpace))")
            for warning in image.warnings { lines.append("  " + style.yellow("warning:") + " \(warning)") }
            for region in image.regions {
                let fingerprint = BaselineFingerprint(image: image, region: region)
                let failsRun = AuditOutcome.failsRun(region, options: report.options)
                let label: String
                if failsRun && known.contains(fingerprint) {
                    label = style.yellow("KNOWN")
                } else if failsRun {
                    label = style.red("FAIL ")
                } else if region.status == .indeterminate {
                    label = style.yellow("INDET")
                } else {
                    label = style.green("PASS ")
                }
                lines.append("  \(label) \(describe(region))" + (failsRun && known.contains(fingerprint) ? " (baselined)" : ""))
            }
        }
        let outcome = context.outcome
        if !outcome.stale.isEmpty {
            lines.append("")
            lines.append("Stale baseline entries (no longer fail; remove them or rewrite the baseline):")
            for entry in outcome.stale { lines.append("  \(entry.label)") }
        }
        lines.append("")
        lines.append(summaryLine(report, outcome: outcome))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 images, 12 regions: 9 passed, 2 failed, 1 baselined, 0 indeterminate, 1 error`.
    static func summaryLine(_ report: AuditReport, outcome: AuditOutcome) -> String {
        let summary = report.summary
        var parts = ["\(summary.passed) passed", "\(outcome.newFailures.count) failed"]
        if !outcome.baselined.isEmpty || !outcome.stale.isEmpty { parts.append("\(outcome.baselined.count) baselined") }
        parts.append("\(summary.indeterminate) indeterminate")
        parts.append("\(summary.errors) \(summary.errors == 1 ? "error" : "errors")")
        if !outcome.stale.isEmpty { parts.append("\(outcome.stale.count) stale baseline \(outcome.stale.count == 1 ? "entry" : "entries")") }
        let images = "\(summary.images) \(summary.images == 1 ? "image" : "images")"
        let regions = "\(summary.regions) \(summary.regions == 1 ? "region" : "regions")"
        return "\(images), \(regions): " + parts.joined(separator: ", ")
    }

    private static func describe(_ region: RegionResult) -> String {
        var text = region.id
        if let quoted = region.text { text += " \"\(quoted)\"" }
        guard let original = region.original else {
            return text + ": indeterminate" + (region.reason.map { " (\($0))" } ?? "")
        }
        text += String(format: ": %@ on %@, WCAG %.2f:1 (needs %g), APCA Lc %.1f", original.foreground.hex,
                       original.background.hex, original.wcag.ratio, original.wcag.required, original.apca.lc)
        if let required = original.apca.required { text += String(format: " (needs %g)", required) }
        text += " at (\(original.worstPoint.x), \(original.worstPoint.y))"
        let failing = region.variants.filter { $0.variant != .original && !$0.pass }.map(\.variant.rawValue)
        if !failing.isEmpty { text += "; fails under " + failing.joined(separator: ", ") }
        return text
    }

    /// ANSI styling, or none.
    struct Style {
        var enabled: Bool
        func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func red(_ text: String) -> String { wrap(text, "31") }
        func green(_ text: String) -> String { wrap(text, "32") }
        func yellow(_ text: String) -> String { wrap(text, "33") }
        func bold(_ text: String) -> String { wrap(text, "1") }
    }
}
