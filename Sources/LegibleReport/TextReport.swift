import LegibleAudit
import LegibleColour

extension ReportStrategy {
    /// A table for a person at a terminal.
    public static let text = ReportStrategy { report, context in
        ReportStreams.render(report, as: .text, context: context)
    }
}

/// The human-readable report: per image a header and one row per region (status symbol and word,
/// id, WCAG worst case and requirement, APCA Lc and requirement, text colour on the worst
/// background, failing variants), a detail line under each non-pass, a `warning:` line under a
/// region for each of its warnings, and a closing summary. A detected region's id is followed
/// by `(detected)`.
///
/// Regions that could not be measured (a box outside the image) follow as ERROR rows, each with
/// the message naming the manifest, the region and the fix under it.
///
/// Status is carried by the words PASS, FAIL, ???? (indeterminate) and ERROR; colour only
/// reinforces it.
public struct TextReport: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    public func render() -> String {
        ReportWriter.render(report, as: .text, context: context)
    }

    // MARK: - Images

    fileprivate func imageSection(_ image: ImageAudit, findings: [RegionFinding], style: TerminalStyle) -> [String] {
        var header = style.apply(.bold, context.displayPath(image))
        if let screen = image.screenName { header += " (screen \(screen))" }
        let screen: ScreenResult
        switch image.outcome {
        case .failed(let error):
            return [header, "  " + style.apply(.boldRed, "✗ ERROR") + "  " + error.description]
        case .decoded(let decoded):
            screen = decoded
        }
        var counts = Self.count(screen.regions.count, "region")
        if !screen.regionErrors.isEmpty { counts += ", " + Self.count(screen.regionErrors.count, "region error") }
        header += style.apply(.dim, "  \(screen.width)×\(screen.height) px, \(screen.colourSpace), \(counts)")
        var lines = [header]
        if screen.alphaComposited {
            lines.append("  note: transparent pixels were composited over the manifest's backdrop before measuring")
        }
        for warning in screen.warnings { lines.append("  " + style.apply(.yellow, "warning:") + " " + warning) }
        guard !findings.isEmpty || !screen.regionErrors.isEmpty else {
            lines.append("  (no regions)")
            return lines
        }

        let rows = findings.map(row)
        let errorRows = screen.regionErrors.map(errorRow)
        let titles = ["STATUS", "REGION", "WCAG", "NEED", "APCA Lc", "NEED", "COLOURS", "FAILS AS"]
        // Numbers read best right-aligned; words left-aligned.
        let rightAligned: Set<Int> = [2, 3, 4, 5]
        var widths = titles.map(\.count)
        for row in rows + errorRows {
            for (i, cell) in row.cells.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        widths[1] = min(widths[1], 32)

        func layout(_ cells: [String], statusStyle: TerminalStyle.Tone?) -> String {
            var parts: [String] = []
            for (i, cell) in cells.enumerated() {
                let last = i == cells.count - 1
                var text = Self.pad(cell, to: widths[i], right: rightAligned.contains(i), last: last)
                if i == 0, let statusStyle { text = style.apply(statusStyle, text) }
                parts.append(text)
            }
            return ("  " + parts.joined(separator: "  ")).trimmingTrailingSpaces()
        }
        func append(_ row: Row, statusStyle: TerminalStyle.Tone) {
            lines.append(layout(row.cells, statusStyle: statusStyle))
            let indent = String(repeating: " ", count: widths[0] + 4)
            for detail in row.details { lines.append(indent + style.apply(.dim, detail)) }
            for warning in row.warnings { lines.append(indent + style.apply(.yellow, "warning:") + " " + warning) }
        }

        lines.append(style.apply(.dim, layout(titles, statusStyle: nil)))
        for (finding, row) in zip(findings, rows) { append(row, statusStyle: Self.statusStyle(finding.region.status)) }
        for row in errorRows { append(row, statusStyle: .boldRed) }
        return lines
    }

    private struct Row {
        var cells: [String]
        var details: [String]
        /// Lines after the details, each marked as a warning.
        var warnings: [String] = []
    }

    private func row(_ finding: RegionFinding) -> Row {
        let r = finding.region
        let status: String = switch r.status {
        case .pass: "✓ PASS"
        case .fail: "✗ FAIL"
        case .indeterminate: "? ????"
        }
        let name = r.id + finding.sourceNote
        let warnings = r.warnings.map(\.message)
        let o: VariantMeasurement
        switch r.outcome {
        case .indeterminate(let reason):
            return Row(cells: [status, name, "—", "—", "—", "—", "—", "—"],
                       details: ["indeterminate: \(reason)"] + (finding.baselined ? ["known failure (baseline): does not fail the run"] : []),
                       warnings: warnings)
        case .measured(let measurement):
            o = measurement.original
        }
        let failing = finding.failingVariants.map(\.variant.rawValue)
        let cells = [
            status, name,
            NumberFormatting.fixed(NumberFormatting.ratio(o.wcag, decimals: 2), decimals: 2),
            NumberFormatting.requirement(o.wcag.required),
            NumberFormatting.fixed(NumberFormatting.lc(o.apca), decimals: 1),
            NumberFormatting.requirement(o.apca.required),
            "\(o.foreground.hex) on \(o.background.hex)",
            failing.isEmpty ? "—" : failing.joined(separator: ", "),
        ]
        var details: [String] = []
        if let colours = r.measurement?.colours, colours.count > 1 {
            details.append("\(colours.count) text colours: \(RegionFinding.colourList(colours, metric: finding.options.metric))")
        }
        if r.status != .pass {
            details.append("worst point (\(o.worstPoint.x), \(o.worstPoint.y)) in box \(finding.boxDescription)"
                + (r.text.map { " — \"\(RegionFinding.shortened($0, limit: 40))\"" } ?? ""))
            if finding.rule == .variantContrast, let key = finding.keyMeasurement {
                details.append("\(finding.originalVerdict); fails as \(key.variant.rawValue): \(RegionFinding.figures(key))")
            }
            if let phrase = finding.suggestionPhrase { details.append(phrase) }
            if finding.baselined { details.append("known failure (baseline): does not fail the run") }
        }
        return Row(cells: cells, details: details, warnings: warnings)
    }

    /// A region that was not measured: the message says which file, which region and the fix.
    private func errorRow(_ error: RegionError) -> Row {
        Row(cells: ["✗ ERROR", error.region, "—", "—", "—", "—", "—", "—"],
            details: ["not measured: " + error.message])
    }

    private static func statusStyle(_ status: Status) -> TerminalStyle.Tone {
        switch status {
        case .pass: .green
        case .fail: .boldRed
        case .indeterminate: .yellow
        }
    }

    // MARK: - Summary

    /// Failures that recur on several screens, each once with its count, most frequent first;
    /// nothing when no failure recurs (the rows above say it all).
    fileprivate static func findingsSummary(_ groups: FailureGroups, style: TerminalStyle) -> [String] {
        let ranked = groups.ranked.map(\.group)
        let repeated = ranked.filter { $0.count > 1 }
        guard !repeated.isEmpty else { return [] }
        var lines = [style.apply(.bold, "Findings that recur on several screens (\(repeated.count) of \(Self.count(ranked.count, "finding"))):")]
        for group in repeated {
            let tone: TerminalStyle.Tone = group.status == .fail ? .boldRed : .yellow
            lines.append("  " + style.apply(tone, group.status == .fail ? "✗" : "?") + " " + group.sentence)
        }
        let single = ranked.count - repeated.count
        if single > 0 { lines.append("  and \(Self.count(single, "finding")) on one screen each (listed above)") }
        lines.append("")
        return lines
    }

    fileprivate static func summaryLine(_ tally: ReportTally, style: TerminalStyle) -> String {
        let s = tally.summary
        let baselined = tally.baselined
        var parts = ["\(s.passed) passed", "\(s.failed) failed" + (baselined > 0 ? " (\(baselined) baselined)" : "")]
        parts.append("\(s.indeterminate) indeterminate")
        parts.append(Self.count(s.imageErrors, "image error"))
        if s.regionErrors > 0 { parts.append(Self.count(s.regionErrors, "region error")) }
        let counts = "\(Self.count(s.regions, "region")) in \(Self.count(s.images, "image")): "
            + parts.joined(separator: ", ")
        let verdict: String
        if tally.failing > 0 {
            verdict = style.apply(.boldRed, "✗ FAIL")
        } else if s.errors > 0 {
            verdict = style.apply(.boldRed, "✗ ERROR")
        } else {
            verdict = style.apply(.green, "✓ PASS")
        }
        return "\(verdict)  \(counts)"
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// Pads to a width in characters; the last column is not padded, and an over-long cell in a
    /// capped column is shortened with an ellipsis.
    static func pad(_ text: String, to width: Int, right: Bool, last: Bool) -> String {
        var text = text
        if text.count > width { text = String(text.prefix(width - 1)) + "…" }
        if last { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return right ? fill + text : text + fill
    }
}

/// The text report written screen by screen: each image's section as it comes, then the files
/// not audited, the findings that recur and the summary line.
final class TextReportStream: StreamedReport {
    private let run: ReportRun
    private let report: TextReport
    private let sink: ReportSink
    private let style: TerminalStyle

    init(run: ReportRun, context: ReportContext, sink: ReportSink) {
        self.run = run
        report = TextReport(report: AuditReport(images: [], options: run.options), context: context)
        self.sink = sink
        style = TerminalStyle(enabled: context.useColour)
    }

    func add(_ screen: ReportScreen, tally: ReportTally) {
        let lines = report.imageSection(screen.image, findings: screen.findings, style: style) + [""]
        sink.write(lines.map { $0 + "\n" }.joined())
    }

    func finish(_ tally: ReportTally) {
        var lines: [String] = []
        let skipped = run.skipped
        if !skipped.isEmpty {
            lines.append("Not audited (\(skipped.count) *.json \(skipped.count == 1 ? "file is" : "files are") not manifests):")
            lines += skipped.map { "  \(ReportPaths.relative($0.path, to: report.context.workingDirectory)): \($0.reason)" }
            lines.append("")
        }
        lines += TextReport.findingsSummary(tally.groups, style: style)
        if let shard = run.shard, tally.images == 0 {
            lines.append("note: \(shard.label) holds none of the \(TextReport.count(shard.manifests, "manifest")) found; nothing to audit here")
            lines.append("")
        }
        lines.append(TextReport.summaryLine(tally, style: style))
        sink.write(lines.map { $0 + "\n" }.joined())
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.hasSuffix(" ") { s = s.dropLast() }
        return String(s)
    }
}
