import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels

extension ReportStrategy {
    /// A self-contained HTML page.
    public static let html = ReportStrategy { report, context in
        ReportStreams.render(report, as: .html, context: context)
    }
}

/// A self-contained HTML report that works offline (inline CSS, images as `data:` URIs).
///
/// Per screen: every region that needs attention as a card — a zoomed crop with the box dashed
/// and the worst point circled, the text colour and worst background as swatches with hex, WCAG
/// and APCA figures against their requirements, and a strip of the region under every measured
/// variant — then the passing regions in a compact table. Status is always a word and a symbol
/// (✗ FAIL, ✓ PASS, ? INDETERMINATE, ✗ ERROR), never colour alone. Regions that could not be measured
/// (a box outside the image) are listed first, each with the message that names the fix. A
/// region's warnings are notes on its card or under its row; a detected region's id is
/// followed by "(detected)". Without rasters (`ReportContext.raster` returns nil) the cards show figures only.
public struct HTMLReport: Sendable {
    public var report: AuditReport
    public var context: ReportContext

    /// How wide the main crop is made (the zoom is a whole number, so crops come out near it).
    static let cropWidth = 560
    static let stripWidth = 260

    public init(report: AuditReport, context: ReportContext) {
        self.report = report
        self.context = context
    }

    public func render() -> String {
        ReportWriter.render(report, as: .html, context: context)
    }

    /// Everything before the screens' list: the title and verdict with the run's counts.
    fileprivate func head(_ tally: ReportTally) -> String {
        let summary = tally.summary
        var h = ""
        h += "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        h += "<meta name=\"generator\" content=\"legible \(e(context.toolVersion))\">\n"
        let failing = tally.failing
        h += "<title>Legible contrast report — \(failing == 0 ? "no failures" : "\(failing) failing")</title>\n"
        h += "<style>\n\(HTMLStylesheet.css)\n</style>\n</head>\n<body>\n<header>\n<h1>Legible contrast report</h1>\n"

        let verdict: (String, String)
        if failing > 0 {
            verdict = ("fail", "✗ FAIL")
        } else if summary.errors > 0 {
            verdict = ("error", "✗ ERROR")
        } else {
            verdict = ("pass", "✓ PASS")
        }
        let baselined = tally.baselined
        h += "<p class=\"verdict\"><span class=\"badge \(verdict.0)\">\(verdict.1)</span> "
        h += "\(TextReport.count(summary.regions, "region")) in \(TextReport.count(summary.images, "screen")): "
        h += "\(summary.failed) failed\(baselined > 0 ? " (\(baselined) known, baselined)" : ""), "
        h += "\(summary.indeterminate) indeterminate, \(summary.passed) passed, \(TextReport.count(summary.imageErrors, "unreadable image"))"
        if summary.regionErrors > 0 { h += ", \(TextReport.count(summary.regionErrors, "region")) not measured (input errors)" }
        h += ".</p>\n"
        let o = report.options
        h += "<p class=\"meta\">Variants measured: \(e(o.variants.map(\.rawValue).joined(separator: ", "))). "
        h += "Gated on: \(e(o.gate.map(\.rawValue).joined(separator: ", "))); metric: \(e(o.metric.rawValue.uppercased())). "
        h += "Worst case = the \(Self.ordinal(o.percentile)) percentile of contrast over the ring around the glyphs. legible \(e(context.toolVersion)).</p>\n"
        return h
    }

    /// A screen's line in the list of screens.
    fileprivate func navigationEntry(_ screen: ReportScreen) -> String {
        "<li><a href=\"#screen-\(screen.index)\">\(e(context.displayPath(screen.image)))</a> — \(screenCounts(screen.image, screen.findings))</li>\n"
    }

    static let footer = "</main>\n<footer>Ratios are WCAG 2 contrast ratios; Lc is APCA lightness contrast (signed: positive = dark text on light). "
        + "Figures are truncated, never rounded up past a threshold. Crops are enlarged without smoothing: each block is one screenshot pixel.</footer>\n"
        + "</body>\n</html>\n"

    // MARK: - Screens

    private func screenCounts(_ image: ImageAudit, _ findings: [RegionFinding]) -> String {
        guard let screen = image.decoded else { return "✗ could not be read" }
        let fail = findings.filter { $0.region.status == .fail }.count
        let unsure = findings.filter { $0.region.status == .indeterminate }.count
        let pass = findings.count - fail - unsure
        let errors = screen.regionErrors.isEmpty ? "" : ", \(screen.regionErrors.count) not measured"
        return "\(fail) failed, \(unsure) indeterminate, \(pass) passed\(errors)"
    }

    /// A screen's section. A repeat of a finding shown in full on an earlier screen is one line
    /// here (no crop); a screen whose regions are all repeats is never decoded again.
    fileprivate func screen(_ screen: ReportScreen) -> String {
        let image = screen.image, findings = screen.findings, index = screen.index
        var h = "<section id=\"screen-\(index)\" aria-labelledby=\"screen-\(index)-title\">\n"
        var title = context.displayPath(image)
        if let name = image.screenName { title += " (screen \(name))" }
        h += "<h2 id=\"screen-\(index)-title\">\(e(title))</h2>\n"
        let decoded: ScreenResult
        switch image.outcome {
        case .failed(let error):
            h += "<div class=\"error-box\"><p><span class=\"badge error\">✗ ERROR</span> This screenshot could not be audited.</p>"
            h += "<p class=\"mono\">\(e(error.description))</p></div>\n</section>\n"
            return h
        case .decoded(let value):
            decoded = value
        }
        let attention = findings.enumerated().filter { $0.element.region.status != .pass }
        let passing = findings.filter { $0.region.status == .pass }
        let full = attention.filter { (screen.placements[$0.offset]?.occurrence ?? 0) == 0 }
        let raster = full.isEmpty ? nil : screen.pictures.raster
        let layers = full.isEmpty ? nil : screen.pictures.layers

        h += "<div class=\"screen-head\">\n<div>\n"
        h += "<p class=\"meta\">\(decoded.width)×\(decoded.height) px · \(e(decoded.colourSpace)) · \(screenCounts(image, findings))</p>\n"
        if decoded.alphaComposited {
            h += "<p class=\"note\">Transparent pixels were composited over the manifest's backdrop colour before measuring.</p>\n"
        }
        for warning in decoded.warnings { h += "<p class=\"note\"><strong>Warning:</strong> \(e(warning))</p>\n" }
        if !attention.isEmpty { h += jumpList(attention.map(\.element), screen: index) }
        h += "</div>\n"
        if let raster { h += overview(image, raster: raster) }
        h += "</div>\n"

        if !decoded.regionErrors.isEmpty { h += regionErrors(decoded.regionErrors) }
        if !attention.isEmpty {
            h += "<h3>Needs attention (\(attention.count))</h3>\n"
            for (regionIndex, finding) in attention {
                if let placement = screen.placements[regionIndex], placement.occurrence > 0 {
                    h += repeatLine(finding, group: placement.group, screen: index)
                } else {
                    h += card(finding, raster: raster, layers: layers, regionIndex: regionIndex, screen: index)
                }
            }
        }
        if !passing.isEmpty {
            h += "<h3>Passing (\(passing.count))</h3>\n"
            h += passingTable(passing)
        }
        if findings.isEmpty && decoded.regionErrors.isEmpty { h += "<p>No regions in the manifest.</p>\n" }
        return h + "</section>\n"
    }

    /// Links to a screen's regions that need attention, with their ratios.
    private func jumpList(_ attention: [RegionFinding], screen index: Int) -> String {
        var h = "<ul class=\"jump\" aria-label=\"Regions that need attention\">\n"
        for finding in attention {
            h += "<li>\(badge(finding)) <a href=\"#screen-\(index)-\(anchor(finding.region.id))\"><code>\(e(finding.region.id))</code></a>"
            if let o = finding.keyMeasurement {
                h += " \(e(RegionFinding.figures(wcag: o.wcag, apca: o.apca, metric: finding.options.metric)))"
            }
            h += "</li>\n"
        }
        return h + "</ul>\n"
    }

    /// The whole screen, small, with every box outlined in its status's line style.
    private func overview(_ image: ImageAudit, raster: Raster) -> String {
        let maxWidth = 260, maxHeight = 440
        let fit = min(1, min(Double(maxWidth) / Double(max(1, raster.width)), Double(maxHeight) / Double(max(1, raster.height))))
        // Lines are drawn at full size, thick enough to survive the shrink.
        let lineScale = max(1, Int((1 / fit).rounded(.up)))
        let marked = OverlayRenderer.render(raster, audit: image, scale: lineScale, labels: false)
        let small = RasterScaling.fitting(marked, maxWidth: maxWidth, maxHeight: maxHeight)
        let alt = "The whole screen with the audited boxes outlined"
        return "<figure class=\"overview\">\(img(small, alt: alt, maxWidth: maxWidth))"
            + "<figcaption>Boxes: thick solid line = failed, dashed = indeterminate, thin = passed.</figcaption></figure>\n"
    }

    /// Regions that were not measured, each with the message naming the manifest and the fix.
    private func regionErrors(_ errors: [RegionError]) -> String {
        var h = "<div class=\"error-box\"><h3>Not measured (\(errors.count))</h3>\n<ul>\n"
        for error in errors {
            h += "<li><span class=\"badge error\">✗ ERROR</span> <code>\(e(error.region))</code>: "
            h += "<span class=\"mono\">\(e(error.message))</span></li>\n"
        }
        return h + "</ul>\n</div>\n"
    }

    // MARK: - Findings

    /// Beyond this many screens, the list of screens at the top is folded away.
    static let foldedNavigation = 50

    /// How many occurrences of a finding are shown as thumbnails at the top.
    static let thumbnailCount = 3
    static let thumbnailWidth = 200
    static let thumbnailHeight = 120
    /// Occurrence links listed before the rest are folded away.
    static let visibleOccurrences = 12

    /// The start of the findings section: each region that needs attention once.
    fileprivate func findingsIntroduction(count: Int) -> String {
        var h = "<section id=\"findings\" aria-labelledby=\"findings-title\">\n"
        h += "<h2 id=\"findings-title\">Findings (\(count))</h2>\n"
        h += "<p class=\"meta\">Each region that needs attention once, with the screens it recurs on (the same id and text, "
        h += "colours within \(FailureGroup.colourTolerance) levels, the same verdict). A repeat is one line in its screen's section.</p>\n"
        return h
    }

    /// A finding's card up to its thumbnails (`index`: its place in the order findings were found).
    fileprivate func findingCardOpening(_ group: FailureGroup, index: Int) -> String {
        let first = group.first
        var classes = ["finding", group.status.rawValue]
        if group.baselined == group.count { classes.append("known") }
        var h = "<article class=\"\(classes.joined(separator: " "))\" id=\"finding-\(index)\">\n"
        h += "<h3>\(badge(first)) \(e(group.sentence))</h3>\n"
        if let key = group.key {
            h += "<p><span class=\"swatch\" style=\"background:\(key.foreground.hex)\"></span><code>\(key.foreground.hex)</code> on "
            h += "<span class=\"swatch\" style=\"background:\(key.background.hex)\"></span><code>\(key.background.hex)</code>"
            if let rule = group.rule { h += " · <span class=\"rule\">\(e(rule.title))</span>" }
            h += "</p>\n"
        }
        return h + "<div class=\"thumbs\">\n"
    }

    /// A finding's card after its thumbnails: a link to every occurrence (`links`, kept aside
    /// as the screens came), the first few shown and the rest folded away.
    fileprivate func writeFindingCardClosing(_ group: FailureGroup, index: Int, links: FindingParts, to sink: ReportSink) {
        sink.write("</div>\n<ul class=\"occurrences\">\n")
        links.write(index, to: sink) { number in
            number == Self.visibleOccurrences
                ? "</ul>\n<details><summary>\(group.count - Self.visibleOccurrences) more screens</summary>\n<ul class=\"occurrences\">\n"
                : ""
        }
        sink.write(group.count > Self.visibleOccurrences ? "</ul>\n</details>\n</article>\n" : "</ul>\n</article>\n")
    }

    /// The link to one occurrence of a finding, in its card.
    fileprivate func occurrenceLink(_ finding: RegionFinding, screen: ReportScreen) -> String {
        "<li><a href=\"#screen-\(screen.index)-\(anchor(finding.region.id))\">"
            + "\(e(ReportPaths.relative(finding.image.path, to: context.workingDirectory)))</a></li>\n"
    }

    /// A small crop of one occurrence, linked to its screen.
    fileprivate func thumbnail(_ finding: RegionFinding, screen: ReportScreen) -> String {
        let link = "#screen-\(screen.index)-\(anchor(finding.region.id))"
        let label = e(context.displayPath(finding.image))
        guard let raster = screen.pictures.raster else {
            return "<figure><figcaption><a href=\"\(link)\">\(label)</a></figcaption></figure>\n"
        }
        let crop = RegionCrop(box: finding.region.box, imageBounds: raster.bounds)
        guard !crop.rect.isEmpty else { return "" }
        // Never wider than a thumbnail: shrunk to fit, or enlarged by a whole number that fits.
        let fit = min(Double(Self.thumbnailWidth) / Double(crop.rect.width), Double(Self.thumbnailHeight) / Double(crop.rect.height))
        let scale = fit < 1 ? fit : Double(min(4, Int(fit)))
        let image = crop.render(from: raster, variant: .original, severity: report.options.severity, scale: scale,
                                worstPoint: nil, mediaRegions: finding.image.decoded?.mediaRegions ?? [])
        let alt = "Region \(finding.region.id) on \(context.displayPath(finding.image))"
        return "<figure>\(img(image, alt: alt, maxWidth: Self.thumbnailWidth))<figcaption><a href=\"\(link)\">\(label)</a></figcaption></figure>\n"
    }

    /// A repeat of a finding, in its screen's section: the figures and a link to the finding.
    private func repeatLine(_ finding: RegionFinding, group: Int, screen: Int) -> String {
        let r = finding.region
        var h = "<p class=\"repeat\" id=\"screen-\(screen)-\(anchor(r.id))\">\(badge(finding)) <code>\(e(r.id))</code>\(finding.sourceNote)"
        if let o = finding.keyMeasurement {
            h += " \(e(RegionFinding.figures(wcag: o.wcag, apca: o.apca, metric: finding.options.metric))), "
            h += "<code>\(o.foreground.hex)</code> on <code>\(o.background.hex)</code>"
        }
        h += " — a repeat of <a href=\"#finding-\(group)\">a finding above</a></p>\n"
        return h + warnings(r)
    }

    // MARK: - Cards

    private func badge(_ finding: RegionFinding) -> String {
        switch finding.region.status {
        case .pass: return "<span class=\"badge pass\">✓ PASS</span>"
        case .indeterminate: return "<span class=\"badge indeterminate\">? INDETERMINATE</span>"
        case .fail:
            return finding.baselined
                ? "<span class=\"badge known\">✗ FAIL (known)</span>"
                : "<span class=\"badge fail\">✗ FAIL</span>"
        }
    }

    /// A region that needs attention, in full: its facts, crop, figures, fixes and variants.
    /// - Parameter layers: what its crops are drawn through (`regionIndex` finds its own).
    private func card(_ finding: RegionFinding, raster: Raster?, layers: CropLayers?, regionIndex: Int, screen: Int) -> String {
        let r = finding.region
        var classes = ["finding", r.status.rawValue]
        if finding.baselined { classes.append("known") }
        var h = "<article class=\"\(classes.joined(separator: " "))\" id=\"screen-\(screen)-\(anchor(r.id))\">\n"
        h += "<h4>\(badge(finding)) <code>\(e(r.id))</code>\(finding.sourceNote)"
        if let rule = finding.rule { h += " <span class=\"rule\">\(e(rule.title))</span>" }
        h += "</h4>\n"
        var facts: [String] = []
        if let text = r.text, !text.isEmpty { facts.append("Text “\(e(text))”") }
        facts.append(r.kind == .nonText ? "non-text element" : (r.largeText ? "large text" : "normal text"))
        if let size = r.fontSize { facts.append("\(JSONValue.format(size)) pt, weight \(r.fontWeight)") }
        facts.append("level \(r.level.rawValue)")
        facts.append("box x \(r.box.x), y \(r.box.y), \(r.box.width)×\(r.box.height) px")
        h += "<p class=\"meta\">\(facts.joined(separator: " · "))</p>\n"
        if finding.baselined { h += "<p>Known failure listed in the baseline: reported, but it does not fail the run.</p>\n" }
        if let reason = r.indeterminateReason {
            h += "<p><strong>Not measured:</strong> \(e(reason.description)). Check that the box sits on the text; if the text is really invisible, it fails.</p>\n"
        }
        h += warnings(r)

        let crop = raster.map { RegionCrop(box: r.box, imageBounds: $0.bounds) }
        h += "<div class=\"finding-body\">\n"
        if let raster, let crop, !crop.rect.isEmpty {
            let scale = crop.scale(targetWidth: Self.cropWidth)
            let key = finding.keyMeasurement
            let variant = finding.rule == .variantContrast ? key?.variant ?? .original : .original
            let image = crop.render(from: raster, variant: variant, severity: report.options.severity, scale: scale,
                                    worstPoint: key?.worstPoint, mediaRegions: finding.image.decoded?.mediaRegions ?? [],
                                    plans: layers?.inversionPlans ?? [])
            let seen = variant == .original ? "" : " as seen with \(variant.rawValue)"
            let size = scale >= 1 ? "enlarged \(Int(scale)) times" : "reduced to \(Int((scale * 100).rounded())) percent"
            var alt = "Region \(r.id)\(seen), \(size)"
            var caption = (scale >= 1 ? "Enlarged ×\(Int(scale))" : "Reduced to \(Int((scale * 100).rounded()))%") + "\(e(seen)). Dashed line: the box."
            if let p = key?.worstPoint {
                alt += ", worst point circled at x \(p.x), y \(p.y)"
                caption += " Circle: the worst point (\(p.x), \(p.y))."
            }
            h += "<figure class=\"zoom\">\(img(image, alt: alt, maxWidth: Self.cropWidth + 80))<figcaption>\(caption)</figcaption></figure>\n"
        } else if raster == nil && r.status != .indeterminate {
            h += "<p class=\"note\">The screenshot was not available to this report, so no crop is shown.</p>\n"
        }
        if let key = finding.keyMeasurement ?? r.original {
            h += figures(finding, key)
        }
        h += "</div>\n"
        h += fixes(finding, raster: raster, layers: layers?.suggestions[regionIndex], crop: crop)
        if let raster, let crop, !crop.rect.isEmpty, !r.variants.isEmpty {
            h += strip(r, raster: raster, crop: crop, mediaRegions: finding.image.decoded?.mediaRegions ?? [],
                       plans: layers?.inversionPlans ?? [])
        }
        return h + "</article>\n"
    }

    private func figures(_ finding: RegionFinding, _ m: VariantMeasurement) -> String {
        var h = "<div class=\"figures\">\n"
        if m.variant != .original {
            h += "<p>As seen with <strong>\(e(m.variant.rawValue))</strong> (it \(e(finding.originalVerdict))):</p>\n"
        }
        h += "<table>\n<thead><tr><th scope=\"col\">Measure</th><th scope=\"col\">Worst case</th><th scope=\"col\">Median</th><th scope=\"col\">Needs</th><th scope=\"col\">Verdict</th></tr></thead>\n<tbody>\n"
        let ratio = NumberFormatting.fixed(NumberFormatting.ratio(m.wcag, decimals: 2), decimals: 2)
        let median = NumberFormatting.fixed(NumberFormatting.truncated(m.wcag.median, decimals: 2), decimals: 2)
        h += "<tr><th scope=\"row\">WCAG 2 ratio</th><td class=\"num\">\(ratio):1</td><td class=\"num\">\(median):1</td>"
        h += "<td class=\"num\">\(NumberFormatting.requirement(m.wcag.required)):1</td><td>\(verdict(m.wcag.pass))</td></tr>\n"
        let lc = NumberFormatting.fixed(NumberFormatting.lc(m.apca), decimals: 1)
        let lcMedian = NumberFormatting.fixed(NumberFormatting.truncated(m.apca.median, decimals: 1), decimals: 1)
        h += "<tr><th scope=\"row\">APCA Lc</th><td class=\"num\">\(lc)</td><td class=\"num\">\(lcMedian)</td>"
        h += "<td class=\"num\">\(m.apca.required.map { NumberFormatting.requirement($0) } ?? "none allowed")</td><td>\(verdict(m.apca.pass))</td></tr>\n"
        h += "</tbody>\n</table>\n"
        h += "<p class=\"meta\">Verdict gated on \(e(report.options.metric.rawValue.uppercased())).</p>\n"
        h += "<div class=\"swatches\">"
        h += "<div><span class=\"swatch\" style=\"background:\(m.foreground.hex)\"></span>Text <code>\(m.foreground.hex)</code></div>"
        h += "<div><span class=\"swatch\" style=\"background:\(m.background.hex)\"></span>Worst background <code>\(m.background.hex)</code></div>"
        h += "</div>\n"
        h += "<p class=\"specimen\" style=\"color:\(m.foreground.hex);background:\(m.background.hex)\" aria-hidden=\"true\">"
        // Non-text regions are about shapes and edges, so the specimen shows shapes.
        let specimen = finding.region.kind == .nonText ? "■ ● ▲ ━" : "Aa " + RegionFinding.shortened(finding.region.text ?? "Sample text", limit: 28)
        h += "\(e(specimen))</p>\n"
        return h + "</div>\n"
    }

    private func strip(_ r: RegionResult, raster: Raster, crop: RegionCrop, mediaRegions: [PixelRect],
                       plans: [InversionPlan]) -> String {
        let scale = crop.scale(targetWidth: Self.stripWidth, maxHeight: 200, maxZoom: 6, shrinkBeyond: 1.5)
        var h = "<div class=\"strip\" role=\"group\" aria-label=\"The region under every measured variant\">\n"
        for m in r.variants {
            let image = crop.render(from: raster, variant: m.variant, severity: report.options.severity, scale: scale,
                                    worstPoint: m.worstPoint, mediaRegions: mediaRegions, plans: plans)
            let ratio = NumberFormatting.fixed(NumberFormatting.ratio(m.wcag, decimals: 2), decimals: 2)
            let lc = NumberFormatting.fixed(NumberFormatting.lc(m.apca), decimals: 1)
            let gated = report.options.gate.contains(m.variant) ? "" : " (not gated)"
            h += "<figure>\(img(image, alt: "Region \(r.id) as seen with \(m.variant.rawValue)", maxWidth: Self.stripWidth + 40))"
            h += "<figcaption><strong>\(e(m.variant.rawValue))</strong> \(verdict(m.pass))\(gated)<br>"
            h += "\(ratio):1 · Lc \(lc) · <code>\(m.foreground.hex)</code> on <code>\(m.background.hex)</code></figcaption></figure>\n"
        }
        return h + "</div>\n"
    }

    /// A failing region's fix suggestions: each as the crop redrawn with it (through the text
    /// mask and ring the audit measured), a swatch, and its figures; then what cannot help.
    private func fixes(_ finding: RegionFinding, raster: Raster?, layers: RegionLayers?, crop: RegionCrop?) -> String {
        guard let suggestions = finding.suggestions, let phrase = finding.suggestionPhrase else { return "" }
        var h = "<section class=\"fixes\" aria-label=\"Fix suggestions\">\n"
        h += "<h5>Fix suggestions</h5>\n<p>\(e(phrase.prefix(1).uppercased() + phrase.dropFirst())).</p>\n"
        h += "<div class=\"strip\">\n"
        for suggestion in suggestions.suggestions {
            h += "<figure>"
            if let raster, let crop, !crop.rect.isEmpty, let layers {
                var picture = raster.cropped(to: crop.rect)
                layers.draw(suggestion.change, into: &picture, origin: PixelPoint(x: crop.rect.x, y: crop.rect.y))
                let box = PixelRect(x: crop.box.x - crop.rect.x, y: crop.box.y - crop.rect.y,
                                    width: crop.box.width, height: crop.box.height)
                let local = RegionCrop(box: box, imageBounds: picture.bounds)
                let scale = local.scale(targetWidth: Self.stripWidth, maxHeight: 200, maxZoom: 6, shrinkBeyond: 1.5)
                let image = local.render(from: picture, variant: .original, severity: report.options.severity,
                                         scale: scale, worstPoint: nil)
                h += img(image, alt: "Region \(finding.region.id) redrawn with \(RegionFinding.phrase(suggestion, metric: report.options.metric))",
                         maxWidth: Self.stripWidth + 40)
            }
            h += "<figcaption>\(swatch(suggestion)) \(e(RegionFinding.phrase(suggestion, metric: report.options.metric)))</figcaption></figure>\n"
        }
        return h + "</div>\n</section>\n"
    }

    /// The suggested colour; a scrim's at its opacity, over the page.
    private func swatch(_ suggestion: Suggestion) -> String {
        let c = suggestion.colour
        let fill = suggestion.opacity.map { "rgba(\(c.r),\(c.g),\(c.b),\(JSONValue.format($0)))" } ?? c.hex
        return "<span class=\"swatch\" style=\"background:\(fill)\"></span>"
    }

    /// One note per warning, as the image's own warnings are shown.
    private func warnings(_ r: RegionResult) -> String {
        r.warnings.map { "<p class=\"note\"><strong>Warning:</strong> \(e($0.message))</p>\n" }.joined()
    }

    private func passingTable(_ findings: [RegionFinding]) -> String {
        var h = "<div class=\"scroll\">\n<table class=\"passing\">\n<thead><tr><th scope=\"col\">Status</th><th scope=\"col\">Region</th>"
        h += "<th scope=\"col\">WCAG (needs)</th><th scope=\"col\">APCA Lc (needs)</th><th scope=\"col\">Colours</th><th scope=\"col\">Fails as (not gated)</th></tr></thead>\n<tbody>\n"
        for finding in findings {
            let r = finding.region
            h += "<tr><td>\(badge(finding))</td><td><code>\(e(r.id))</code>\(finding.sourceNote)"
            if let text = r.text, !text.isEmpty { h += "<br><span class=\"meta\">“\(e(RegionFinding.shortened(text, limit: 40)))”</span>" }
            h += warnings(r)
            h += "</td>"
            if let o = r.original {
                let ratio = NumberFormatting.fixed(NumberFormatting.ratio(o.wcag, decimals: 2), decimals: 2)
                let lc = NumberFormatting.fixed(NumberFormatting.lc(o.apca), decimals: 1)
                h += "<td class=\"num\">\(ratio):1 (\(NumberFormatting.requirement(o.wcag.required)))</td>"
                h += "<td class=\"num\">\(lc) (\(NumberFormatting.requirement(o.apca.required)))</td>"
                h += "<td><span class=\"swatch\" style=\"background:\(o.foreground.hex)\"></span><code>\(o.foreground.hex)</code> on "
                h += "<span class=\"swatch\" style=\"background:\(o.background.hex)\"></span><code>\(o.background.hex)</code></td>"
            } else {
                h += "<td>—</td><td>—</td><td>—</td>"
            }
            let failing = finding.failingVariants.map(\.variant.rawValue)
            h += "<td>\(failing.isEmpty ? "—" : e(failing.joined(separator: ", ")))</td></tr>\n"
        }
        return h + "</tbody>\n</table>\n</div>\n"
    }

    // MARK: - Helpers

    /// `1st`, `2nd`, `3rd`, `11th`, `2.5th`.
    static func ordinal(_ value: Double) -> String {
        let text = JSONValue.format(value)
        guard value == value.rounded(), let n = Int(exactly: value) else { return text + "th" }
        if (11...13).contains(n % 100) { return text + "th" }
        switch n % 10 {
        case 1: return text + "st"
        case 2: return text + "nd"
        case 3: return text + "rd"
        default: return text + "th"
        }
    }

    private func verdict(_ pass: Bool) -> String {
        pass ? "<span class=\"ok\">✓ pass</span>" : "<span class=\"bad\">✗ fail</span>"
    }

    /// An `<img>` with the raster as an inline PNG, or nothing when it cannot be encoded.
    /// Shown at most `maxWidth` CSS pixels wide (large regions are shrunk by the browser, not
    /// resampled here, so every pixel is still in the file for a closer look).
    private func img(_ raster: Raster, alt: String, maxWidth: Int) -> String {
        guard let png = try? PNGEncoder.encode(raster, alpha: false) else { return "" }
        let width = min(raster.width, maxWidth)
        let height = max(1, raster.height * width / max(1, raster.width))
        return "<img src=\"data:image/png;base64,\(Base64.encode(png))\" width=\"\(width)\" "
            + "height=\"\(height)\" alt=\"\(e(alt))\">"
    }

    /// An id fragment: letters, digits, `-` and `_`; other characters as their code point.
    private func anchor(_ id: String) -> String {
        var out = ""
        for scalar in id.unicodeScalars {
            if (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_") && scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                out += "_\(String(scalar.value, radix: 16))"
            }
        }
        return out
    }

    private func e(_ s: String) -> String { MarkupEscaping.html(s) }
}

/// The HTML report written screen by screen. Its head holds the run's counts, so the list of
/// screens, the findings' thumbnails and the screens' sections wait in spools (in memory or on
/// disk, as the sink is) until the last screen; then the page is written in order.
final class HTMLReportStream: StreamedReport {
    private let report: HTMLReport
    private let sink: ReportSink
    private let navigation: ReportSpool
    private let sections: ReportSpool
    /// The first few occurrences of each finding as pictures, and a link to every one.
    private let thumbnails: FindingParts
    private let links: FindingParts

    init(run: ReportRun, context: ReportContext, sink: ReportSink) {
        report = HTMLReport(report: AuditReport(images: [], options: run.options), context: context)
        self.sink = sink
        navigation = sink.makeSpool()
        sections = sink.makeSpool()
        thumbnails = FindingParts(sink: sink)
        links = FindingParts(sink: sink)
    }

    func add(_ screen: ReportScreen, tally: ReportTally) {
        navigation.append(report.navigationEntry(screen))
        // The first few occurrences of each finding are its thumbnails at the top; each one is a link.
        for (regionIndex, finding) in screen.findings.enumerated() {
            guard let placement = screen.placements[regionIndex] else { continue }
            if placement.occurrence < HTMLReport.thumbnailCount {
                thumbnails.append(report.thumbnail(finding, screen: screen), finding: placement.group)
            }
            links.append(report.occurrenceLink(finding, screen: screen), finding: placement.group)
        }
        sections.append(report.screen(screen))
    }

    func finish(_ tally: ReportTally) {
        sink.write(report.head(tally))
        if tally.images > HTMLReport.foldedNavigation {
            // Thousands of screens: folded, so that the findings come first on the page.
            sink.write("<nav aria-label=\"Screens\">\n<details><summary>All \(tally.images) screens</summary>\n<ul>\n")
            sink.copy(navigation)
            sink.write("</ul>\n</details>\n</nav>\n")
        } else if tally.images > 1 {
            sink.write("<nav aria-label=\"Screens\">\n<ul>\n")
            sink.copy(navigation)
            sink.write("</ul>\n</nav>\n")
        }
        sink.write("</header>\n<main>\n")
        let groups = tally.groups
        if !groups.all.isEmpty {
            sink.write(report.findingsIntroduction(count: groups.all.count))
            for (index, group) in groups.ranked {
                sink.write(report.findingCardOpening(group, index: index))
                thumbnails.write(index, to: sink)
                report.writeFindingCardClosing(group, index: index, links: links, to: sink)
            }
            sink.write("</section>\n")
        }
        sink.copy(sections)
        sink.write(HTMLReport.footer)
    }
}
