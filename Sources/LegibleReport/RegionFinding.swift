import LegibleAudit
import LegibleColour

/// One region as the report formats see it: its verdict in the run's terms (gate, baseline,
/// `--fail-on-indeterminate`), the rule it breaks, and sentences describing it.
///
/// Every format words findings the same way because they all go through this type.
struct RegionFinding: Sendable {
    let image: ImageAudit
    let region: RegionResult
    let options: AuditOptions
    /// A failure that the baseline lists (never true for passing regions).
    let baselined: Bool

    init(region: RegionResult, image: ImageAudit, options: AuditOptions, context: ReportContext) {
        self.image = image
        self.region = region
        self.options = options
        baselined = region.status != .pass && context.isBaselined(image, region)
    }

    /// The region fails the run's gate (indeterminate counts only with `--fail-on-indeterminate`).
    var isFailure: Bool {
        switch region.status {
        case .pass: false
        case .fail: true
        case .indeterminate: options.failOnIndeterminate
        }
    }

    /// A `fail` the baseline lists (what summaries count as baselined, within `failed`).
    var isBaselinedFailure: Bool { baselined && region.status == .fail }

    /// A failure that is not baselined: what makes the run fail.
    var failsRun: Bool { isFailure && !baselined }

    /// The rule a non-passing region breaks; nil for a pass.
    var rule: ContrastRule? {
        switch region.status {
        case .pass: return nil
        case .indeterminate: return .indeterminate
        case .fail:
            if let original = region.original, !original.pass, options.gate.contains(.original) {
                return sizeRule
            }
            return gatedFailures.isEmpty ? sizeRule : .variantContrast
        }
    }

    private var sizeRule: ContrastRule {
        if region.kind == .nonText { return .nonTextContrast }
        return region.largeText ? .largeTextContrast : .textContrast
    }

    /// Variants other than the original that fail under the run's metric, in measured order.
    var failingVariants: [VariantMeasurement] {
        region.variants.filter { $0.variant != .original && !$0.pass }
    }

    /// Failing variants that gate the run.
    var gatedFailures: [VariantMeasurement] {
        failingVariants.filter { options.gate.contains($0.variant) }
    }

    /// The measurement a failure is about: the original, or the worst gated variant (by APCA
    /// |Lc| when APCA alone gates, else by WCAG ratio).
    var keyMeasurement: VariantMeasurement? {
        guard rule == .variantContrast else { return region.original }
        if options.metric == .apca {
            return gatedFailures.min { abs($0.apca.lc) < abs($1.apca.lc) }
        }
        return gatedFailures.min { $0.wcag.ratio < $1.wcag.ratio }
    }

    // MARK: - Words

    /// How the original fared, for variant-only failures: usually it passes; when the original is
    /// not gated it may fail too without being the reason.
    var originalVerdict: String {
        guard let original = region.original else { return "not measured in the original" }
        return original.pass ? "passes in the original" : "also fails in the original, which is not gated"
    }

    /// `"title" ("Choose delivery")`.
    var name: String {
        var s = "\"\(region.id)\""
        if let text = region.text, !text.isEmpty { s += " (\"\(Self.shortened(text))\")" }
        return s
    }

    /// `Region "title" ("Choose delivery")`; `Detected region …` when detection placed the box.
    var subject: String {
        (region.source == .detected ? "Detected region " : "Region ") + name
    }

    /// ` (detected)` after a detected region's id, else nothing.
    var sourceNote: String {
        region.source == .detected ? " (detected)" : ""
    }

    /// ` Warning: the glyphs' height … .` for each warning, to end a message with.
    var warningSentences: String {
        region.warnings.map { " Warning: \($0.message)." }.joined()
    }

    /// `x 48, y 360, 720×123 px`.
    var boxDescription: String {
        "x \(region.box.x), y \(region.box.y), \(region.box.width)×\(region.box.height) px"
    }

    /// `WCAG 2.41:1 (needs 4.5:1), APCA Lc -48.3 (needs 60), #FFFFFF on #9AA7B0`.
    static func figures(_ m: VariantMeasurement) -> String {
        let ratio = NumberFormatting.fixed(NumberFormatting.ratio(m.wcag, decimals: 2), decimals: 2)
        let lc = NumberFormatting.fixed(NumberFormatting.lc(m.apca), decimals: 1)
        return "WCAG \(ratio):1 (needs \(NumberFormatting.requirement(m.wcag.required)):1), "
            + "APCA Lc \(lc) (needs \(NumberFormatting.requirement(m.apca.required))), "
            + "\(m.foreground.hex) on \(m.background.hex)"
    }

    /// `protanopia 2.39:1, smart-invert 2.60:1`: each variant's figure under the run's metric.
    static func variantList(_ list: [VariantMeasurement], metric: Metric) -> String {
        list.map { "\($0.variant.rawValue) \(figures(wcag: $0.wcag, apca: $0.apca, metric: metric))" }
            .joined(separator: ", ")
    }

    /// One sentence or three: what is wrong, with the figures a person needs to fix it.
    var message: String {
        var s: String
        switch region.outcome {
        case .indeterminate(let reason):
            s = "\(subject) at \(boxDescription): contrast could not be measured: \(reason)."
        case .measured(let measurement):
            let original = measurement.original
            let verdict = region.status == .pass ? "passes" : "fails"
            if rule == .variantContrast, let key = keyMeasurement {
                s = "\(subject) at \(boxDescription) fails as \(key.variant.rawValue): \(Self.figures(key)); "
                    + "worst point (\(key.worstPoint.x), \(key.worstPoint.y)). It \(originalVerdict): \(Self.figures(original))."
            } else {
                s = "\(subject) at \(boxDescription) \(verdict): \(Self.figures(original)); "
                    + "worst point (\(original.worstPoint.x), \(original.worstPoint.y))."
            }
            let others = failingVariants.filter { $0.variant != keyMeasurement?.variant }
            if !others.isEmpty { s += " Also fails as \(Self.variantList(others, metric: options.metric))." }
            s += suggestionSentence
            if baselined { s += " Known failure (baseline)." }
        }
        return s + colourSentence + warningSentences
    }

    /// ` Its text has 2 colours: #9A9A9A 2.81:1 fails, #000000 21.00:1 passes.` for a box
    /// holding text of several colours (each against the background around its own glyphs),
    /// else nothing.
    var colourSentence: String {
        guard let colours = region.measurement?.colours, colours.count > 1 else { return "" }
        return " Its text has \(colours.count) colours: \(Self.colourList(colours, metric: options.metric))."
    }

    /// `#9A9A9A 2.81:1 fails, #000000 21.00:1 passes`: each colour's worst figure under the run's
    /// metric, and its verdict.
    static func colourList(_ colours: [VariantMeasurement], metric: Metric) -> String {
        colours.map { m in
            "\(m.foreground.hex) \(figures(wcag: m.wcag, apca: m.apca, metric: metric)) \(m.pass ? "passes" : "fails")"
        }.joined(separator: ", ")
    }

    /// Long manifest texts would swamp one-line messages.
    static func shortened(_ text: String, limit: Int = 60) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= limit ? flat : String(flat.prefix(limit - 1)) + "…"
    }
}
