import LegibleAudit
import LegibleColour
import LegiblePixels

/// The fields of a JSON report read back into the results they were written from (`legible
/// merge`, through `JSONReportFile`): every other format written from them comes out as the
/// run that made the report would have written it. Figures come back as the report printed
/// them (truncated), which is all any format prints.
enum JSONReportReader {
    static func shard(_ field: ReportField) throws(ReportReadingError) -> ReportShard {
        guard let shard = ReportShard(index: try field.int("index"), count: try field.int("count"), manifests: try field.int("manifests"))
        else { throw field.error("the shard's index must lie between 1 and its count") }
        return shard
    }

    static func skipped(_ field: ReportField) throws(ReportReadingError) -> [SkippedInput] {
        try field.items().map { item throws(ReportReadingError) in
            SkippedInput(path: try item.string("path"), reason: try item.string("reason"))
        }
    }

    static func options(_ field: ReportField) throws(ReportReadingError) -> AuditOptions {
        var o = AuditOptions()
        o.variants = try field.array("variants").map { item throws(ReportReadingError) in try item.variant() }
        o.gate = try field.array("gate").map { item throws(ReportReadingError) in try item.variant() }
        o.metric = try field.enumerated("metric", Metric.init(rawValue:))
        o.level = try field.optionalString("level").map { text throws(ReportReadingError) in
            guard let level = ConformanceLevel(rawValue: text) else { throw field.error("unknown level \"\(text)\"") }
            return level
        }
        o.percentile = try field.number("percentile")
        o.severity = try field.number("severity")
        o.failOnIndeterminate = try field.bool("failOnIndeterminate")
        o.ringDivisor = try field.number("ring")
        o.maxPixels = try field.int("maxPixels")
        return o
    }

    static func image(_ field: ReportField) throws(ReportReadingError) -> ImageAudit {
        let outcome: ImageOutcome
        if let message = try field.optionalString("error") {
            outcome = .failed(.recorded(message: message))
        } else {
            let regions = try field.array("regions").map { item throws(ReportReadingError) in try region(item) }
            let errors = try field.array("errors").map { item throws(ReportReadingError) in
                RegionError(region: try item.string("region"), message: try item.string("message"))
            }
            outcome = .decoded(ScreenResult(
                width: try field.int("width"), height: try field.int("height"),
                colourSpace: try field.string("colorSpace"), alphaComposited: try field.bool("alphaComposited"),
                warnings: try field.array("warnings").map { item throws(ReportReadingError) in try item.stringValue() },
                regions: regions, regionErrors: errors,
                mediaRegions: try field.array("mediaRegions").map { item throws(ReportReadingError) in try item.box() }))
        }
        return ImageAudit(path: try field.string("path"), manifestPath: try field.string("manifest"),
                          screenName: try field.optionalString("screen"), outcome: outcome,
                          inputIndex: try field.optionalMember("input").map { item throws(ReportReadingError) in try item.intValue() })
    }

    static func region(_ field: ReportField) throws(ReportReadingError) -> RegionResult {
        let outcome: RegionOutcome
        if let reason = try field.optionalString("reason") {
            guard let known = IndeterminateReason.allCases.first(where: { $0.description == reason }) else {
                throw field.error("unknown indeterminate reason \"\(reason)\"")
            }
            outcome = .indeterminate(reason: known)
        } else {
            let original = try originalMeasurement(field)
            let others = try field.member("variants").members().filter { $0.key != Variant.original.rawValue }
                .map { key, item throws(ReportReadingError) in try variant(item, named: key) }
            let colours = try field.optionalMember("colours").map { list throws(ReportReadingError) in
                try list.items().map { item throws(ReportReadingError) in try colour(item) }
            } ?? []
            var measurement = RegionMeasurement(original: original, otherVariants: others,
                                                pass: try field.string("status") == Status.pass.rawValue,
                                                textPixels: try field.int("textPixels"), ringPixels: try field.int("ringPixels"),
                                                colours: colours)
            measurement.suggestions = try suggestions(field, requirements: (original.wcag.required, original.apca.required))
            outcome = .measured(measurement)
        }
        let warnings = try field.optionalMember("warnings").map { list throws(ReportReadingError) in
            try list.items().map { item throws(ReportReadingError) in RegionWarning.recorded(message: try item.stringValue()) }
        } ?? []
        return RegionResult(
            id: try field.string("id"), text: try field.optionalString("text"),
            kind: try field.enumerated("kind", RegionKind.init(rawValue:)),
            source: try field.enumerated("source", RegionSource.init(rawValue:)),
            box: try field.member("box").box(), fontSize: try field.optionalMember("fontSize").map { item throws(ReportReadingError) in try item.numberValue() },
            fontWeight: try field.int("fontWeight"), level: try field.enumerated("level", ConformanceLevel.init(rawValue:)),
            largeText: try field.bool("largeText"), outcome: outcome, warnings: warnings,
            media: try field.optionalMember("media") == nil ? false : try field.bool("media"))
    }

    /// A failing region's `suggestions` and `suggestionGaps`, nil when it has none (it passed,
    /// or was audited without suggestions). Figures are measured against the region's own
    /// requirement, whichever variant they are for.
    static func suggestions(_ field: ReportField, requirements: (wcag: Double, apca: Double?))
        throws(ReportReadingError) -> RegionSuggestions? {
        guard let list = try field.optionalMember("suggestions") else { return nil }
        var found: [Suggestion] = []
        var textSize: TextSizeSuggestion?
        for item in try list.items() {
            let variant = try item.optionalMember("variant").map { v throws(ReportReadingError) in try v.variant() } ?? .original
            let wcag = try item.number("wcag"), apca = try item.number("apca")
            let change: Suggestion.Change
            switch try item.enumerated("kind", Suggestion.Kind.init(rawValue:)) {
            case .textColour: change = .textColour(try item.colour("colour"))
            case .backgroundColour: change = .backgroundColour(try item.colour("colour"))
            case .scrim: change = .scrim(try item.colour("colour"), opacity: try item.number("opacity"))
            case .textSize:
                textSize = TextSizeSuggestion(recordedFontSize: try item.number("fontSize"), fontWeight: try field.int("fontWeight"),
                                              level: try field.enumerated("level", ConformanceLevel.init(rawValue:)),
                                              variant: variant, wcag: wcag, apca: apca)
                continue
            case .anyColour:
                throw item.error("\"anyColour\" names a suggestion gap, not a suggestion")
            }
            found.append(Suggestion(change: change, variant: variant,
                                    wcag: WCAGFigures(ratio: wcag, median: wcag, required: requirements.wcag),
                                    apca: APCAFigures(lc: apca, median: apca, required: requirements.apca)))
        }
        let gaps = try field.optionalMember("suggestionGaps").map { list throws(ReportReadingError) in
            try list.items().map { item throws(ReportReadingError) in try gap(item) }
        } ?? []
        return RegionSuggestions(suggestions: found, textSize: textSize, gaps: gaps)
    }

    /// One entry of `suggestionGaps`, its message checked against the one the kind words.
    static func gap(_ item: ReportField) throws(ReportReadingError) -> SuggestionGap {
        let message = try item.string("message")
        let gap: SuggestionGap
        switch try item.enumerated("kind", Suggestion.Kind.init(rawValue:)) {
        case .textColour: gap = .textColour
        case .backgroundColour: gap = .backgroundColour
        case .scrim:
            // "… up to 90% opacity …": the limit is the number before the per cent sign.
            let digits = message.split(separator: "%").first.map { $0.reversed().prefix { $0.isNumber }.reversed() }
            gap = .scrim(limit: (digits.flatMap { Double(String($0)) } ?? -1) / 100)
        case .textSize:
            // "… at weight 500": the weight ends the message.
            gap = .textSize(weight: Int(String(message.reversed().prefix { $0.isNumber }.reversed())) ?? -1)
        case .anyColour:
            // "no colours reach Lc 113.5 (…": the requirement follows "Lc ".
            let figure = message.split(separator: " ").drop { $0 != "Lc" }.dropFirst().first
            gap = .anyColour(requiredLc: figure.flatMap { Double(String($0)) })
        }
        guard gap.message == message else { throw item.error("unknown suggestion gap \"\(message)\"") }
        return gap
    }

    /// The original's figures, from the region's own keys (the full WCAG and APCA objects).
    static func originalMeasurement(_ field: ReportField) throws(ReportReadingError) -> VariantMeasurement {
        try measurement(field, pass: try field.member("variants").member(Variant.original.rawValue).bool("pass"))
    }

    /// One colour of a box of several (`colours[]`): its figures in the original.
    static func colour(_ field: ReportField) throws(ReportReadingError) -> VariantMeasurement {
        try measurement(field, pass: try field.bool("pass"))
    }

    /// Figures in the original written with the full WCAG and APCA objects.
    static func measurement(_ field: ReportField, pass: Bool) throws(ReportReadingError) -> VariantMeasurement {
        let wcag = try field.member("wcag"), apca = try field.member("apca")
        return VariantMeasurement(
            variant: .original, foreground: try field.colour("foreground"), background: try field.colour("background"),
            wcag: WCAGFigures(ratio: try wcag.number("ratio"), median: try wcag.number("median"), required: try wcag.number("required")),
            apca: APCAFigures(lc: try apca.number("lc"), median: try apca.number("median"), required: try apca.optionalNumber("required")),
            worstPoint: try field.member("worstPoint").point(), pass: pass)
    }

    static func variant(_ field: ReportField, named name: String) throws(ReportReadingError) -> VariantMeasurement {
        guard let variant = Variant(rawValue: name) else { throw field.error("unknown variant \"\(name)\"") }
        return VariantMeasurement(
            variant: variant, foreground: try field.colour("foreground"), background: try field.colour("background"),
            wcag: WCAGFigures(ratio: try field.number("wcag"), median: try field.number("wcagMedian"),
                              required: try field.number("wcagRequired")),
            apca: APCAFigures(lc: try field.number("apca"), median: try field.number("apcaMedian"),
                              required: try field.optionalNumber("apcaRequired")),
            worstPoint: try field.member("worstPoint").point(), pass: try field.bool("pass"))
    }
}
