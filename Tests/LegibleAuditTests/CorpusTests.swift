import Foundation
import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

/// The measurement against screens whose truth is known: each was rendered with and without its
/// text (see Scripts/corpus/README.md). The targets are verdict agreement ≥ 98% where the true
/// ratio is ≥ 12% from the threshold, worst-case WCAG and APCA errors median ≤ 3% and 90th
/// percentile ≤ 8%, and a text-colour error median ≤ 3 levels, in every variant.
///
/// The established families as a whole meet them, in every variant (`overall`, `variant`). Per
/// family, the lossless UI families, gradients and hairline fonts meet them too; text over photos,
/// blur, scrims, JPEG artefacts and hard shadows does not yet: their bounds below are where the
/// measurement stands, kept as a guard against regressions, not as the goal.
///
/// The families of the hard classes (metadata that contradicts the pixels, labels over media under
/// Smart Invert, photo detail at the glyph edge, decorations drawn in the text colour, several text
/// colours in one box, gaps inside glyphs, icon glyphs) are held in every variant at the level the
/// measurement reaches today (`hardLevels`), with their targets beside them (`hardTargets`); they
/// join `overall` and `variant` once they meet them.
///
/// A clear false pass is a region whose truth fails by 12% or more that is measured as passing; a
/// clear false fail the reverse. `table` prints both per family and variant, with the errors.
@Suite("Labelled corpus", .serialized)
struct CorpusTests {
    /// Errors gathered over some regions.
    struct Tally {
        var decided = 0, agreed = 0
        var falsePasses = 0, falseFails = 0
        var wcagErrors: [Double] = [], apcaErrors: [Double] = [], colourErrors: [Double] = []
        /// Measurable regions reported indeterminate, by whether their truth passes.
        var indeterminateTruePass = 0, indeterminateTrueFail = 0
        /// Regions made to hold no text that were measured anyway, and of those, how many passed.
        var missedIndeterminate = 0, missedAndPassed = 0
        var worst: [(Double, String)] = []
        var falsePassLabels: [String] = [], falseFailLabels: [String] = []

        var agreement: Double { decided == 0 ? 1 : Double(agreed) / Double(decided) }

        static func percentile(_ values: [Double], _ p: Double) -> Double {
            guard !values.isEmpty else { return 0 }
            let sorted = values.sorted()
            return sorted[min(sorted.count - 1, Int(p / 100 * Double(sorted.count - 1)))]
        }

        static func + (a: Tally, b: Tally) -> Tally {
            var t = a
            t.decided += b.decided
            t.agreed += b.agreed
            t.falsePasses += b.falsePasses
            t.falseFails += b.falseFails
            t.wcagErrors += b.wcagErrors
            t.apcaErrors += b.apcaErrors
            t.colourErrors += b.colourErrors
            t.indeterminateTruePass += b.indeterminateTruePass
            t.indeterminateTrueFail += b.indeterminateTrueFail
            t.missedIndeterminate += b.missedIndeterminate
            t.missedAndPassed += b.missedAndPassed
            t.worst += b.worst
            t.falsePassLabels += b.falsePassLabels
            t.falseFailLabels += b.falseFailLabels
            return t
        }

        var summary: String {
            func pct(_ v: Double) -> String { String(format: "%.1f%%", v * 100) }
            return "n=\(wcagErrors.count) agree=\(pct(agreement)) (\(agreed)/\(decided)) "
                + "wcag p50 \(pct(Self.percentile(wcagErrors, 50))) p90 \(pct(Self.percentile(wcagErrors, 90))) "
                + "apca p50 \(pct(Self.percentile(apcaErrors, 50))) p90 \(pct(Self.percentile(apcaErrors, 90))) "
                + "colour p50 \(Int(Self.percentile(colourErrors, 50))) "
                + "false passes \(falsePasses), false fails \(falseFails) "
                + "indeterminate \(indeterminateTrueFail) failing + \(indeterminateTruePass) passing, missed \(missedIndeterminate)"
        }
    }

    /// Bounds per family: agreement, WCAG and APCA error medians and 90th percentiles, text-colour
    /// median (original variant); clear false passes and false fails summed over the variants. The
    /// first six families are held to the targets.
    struct Bound {
        var agreement = 0.98, wcag50 = 0.03, apca50 = 0.03, wcag90 = 0.08, apca90 = 0.08, colour50 = 3.0
        var falsePasses = 0, falseFails = 0
    }

    static let bounds: [String: Bound] = [
        "flat": Bound(), "colour": Bound(falseFails: 1), "dark": Bound(), "scale": Bound(), "browser": Bound(),
        "frosted": Bound(),
        "gradient": Bound(wcag90: 0.02, apca90: 0.013),
        "blur": Bound(agreement: 0.975, wcag90: 0.026, apca90: 0.021, falseFails: 10),
        // Smart Invert inverts the labels over the photo's media region, which are measured as kept.
        "photo": Bound(agreement: 0.98, wcag90: 0.099, apca90: 0.154, falsePasses: 4, falseFails: 12),
        // APCA p90: one region (truth Lc 7.6, WCAG 1.39) measured at 1.37:1, past APCA's
        // low-contrast clip to Lc 0.
        "scrim": Bound(agreement: 0.98, wcag90: 0.17, apca90: 0.344),
        // APCA p90: regions of near-zero contrast (truth Lc 0) whose photo detail past JPEG's
        // ringing is measured as it is (Lc 7 where 0 was read).
        "jpeg": Bound(agreement: 0.984, wcag50: 0.045, apca50: 0.028, wcag90: 0.195, apca90: 0.216, colour50: 8,
                      falsePasses: 4, falseFails: 12),
        "thin": Bound(wcag90: 0.032, apca90: 0.023),
        "shadow": Bound(wcag90: 0.036, apca90: 0.116),
    ]

    /// Bounds of a hard-class family, applied to every variant: the lowest agreement, the highest
    /// error medians and 90th percentiles over the variants, and the clear false passes and false
    /// fails of the worst variant.
    struct VariantBound {
        var agreement = 0.99, wcag50 = 0.02, wcag90 = 0.08, apca50 = 0.03, apca90 = 0.08
        var falsePasses = 0, falseFails = 0
    }

    /// Where the measurement stands today: a guard against regressions, not the goal. A change that
    /// improves a family tightens its entry here, towards `hardTargets`.
    static let hardLevels: [String: VariantBound] = [
        // At the target (`hardTargets`): the glyphs' size overrules the stated font.
        "metadata-scale": VariantBound(),
        // Sizes stated 1.75–3× too large, in loose and exact boxes: the glyphs' height overrules
        // them. Left: an ExtraLight line at 1× whose strokes read as blends (as with its size
        // stated right), a false fail under the inversions.
        "metadata-size": VariantBound(agreement: 0.987, wcag50: 0.001, wcag90: 0.114, apca50: 0.001, apca90: 0.137,
                                      falsePasses: 0, falseFails: 1),
        "metadata-right": VariantBound(agreement: 1.0, wcag50: 0.008, wcag90: 0.046, apca50: 0.008, apca90: 0.037),
        // At the target for JPEG copies.
        "metadata-jpeg": VariantBound(agreement: 0.98, wcag50: 0.045, wcag90: 0.20, apca50: 0.045, apca90: 0.20),
        // Smart Invert inverts the labels over the photo and keeps the photo: at its truth. What
        // is left: a label over chalk marks (bold, tight box) and a pale one over print whose
        // detail touching the glyphs is no broader than their blends.
        "overmedia": VariantBound(agreement: 1.0, wcag50: 0.026, wcag90: 0.097, apca50: 0.004, apca90: 0.33),
        "overmedia-whole": VariantBound(agreement: 0.899, wcag50: 0.062, wcag90: 0.258, apca50: 0.007, apca90: 0.819,
                                        falsePasses: 2, falseFails: 0),
        "overmedia-ui": VariantBound(agreement: 1.0, wcag50: 0.001, wcag90: 0.001, apca50: 0.001, apca90: 0.001),
        // Nine JPEG copies at quality 70–90, 1×–3×: a photographed page's letters beside a caption
        // go back to the page. Left: labels as pale or as dark as the photo beside them read past
        // it under the inversions (2 false passes), the photo's detail smoothed with JPEG's ringing.
        "overmedia-jpeg": VariantBound(agreement: 0.975, wcag50: 0.065, wcag90: 0.58, apca50: 0.057, apca90: 1.166,
                                       falsePasses: 2, falseFails: 0),
        "texture": VariantBound(agreement: 0.981, wcag50: 0.029, wcag90: 0.291, apca50: 0.001, apca90: 0.886,
                                falsePasses: 2, falseFails: 0),
        // Ten JPEG copies at quality 70–90, 1×–3×: detail beside the glyphs that JPEG's smoothing
        // hides, and photo colours read as the text (6 false passes in the worst variant); a mask
        // too narrow for the stated line's glyphs is a blob of the photo, not the text.
        "texture-jpeg": VariantBound(agreement: 0.93, wcag50: 0.13, wcag90: 1.355, apca50: 0.155, apca90: 2.17,
                                     falsePasses: 6, falseFails: 0),
        // At its target: decoration lines in the text colour are no evidence of glyph cores.
        "decoration": VariantBound(),
        // Several text colours are separated (links, icons, 50%-white text beside white, thin
        // separators of a third colour, grey half-way to a white icon, code on its chip, stems
        // between two pixel columns, grey words on a white link's blends, thin red strokes that
        // never reach their colour).
        "multicolour": VariantBound(agreement: 0.99, wcag50: 0.001, wcag90: 0.12, apca50: 0.001, apca90: 0.16),
        // At the target for JPEG copies: the colours are grouped glyph by glyph
        // (`lossyOtherTextColours`), a first text that mixes two groups is replaced by them.
        "multicolour-jpeg": VariantBound(agreement: 1.0, wcag50: 0.043, wcag90: 0.135, apca50: 0.039, apca90: 0.169),
        // Chips and highlights as tall as the line are set apart from the paragraph's text; their
        // words are text of their own, measured against the fill and what their ring reaches past it.
        // Errors left: WCAG p90 up to 10% (a first text read a little off its colour beside a chip),
        // APCA p90 up to 39% under the inversions (the region's headline pair is the colour worst
        // by WCAG, whose Lc is not the worst Lc the truth reports).
        "chips": VariantBound(wcag90: 0.10, apca90: 0.40),
        "gaps": VariantBound(agreement: 0.994, wcag50: 0.001, wcag90: 0.001, apca50: 0.001, apca90: 0.001),
        "gaps-jpeg": VariantBound(agreement: 1.0, wcag50: 0.064, wcag90: 0.216, apca50: 0.046, apca90: 0.123),
        // Solid glyphs of the text colour are text, on flat fills and gradients, in JPEGs too.
        // Left: a 12-px ⚠ whose strokes, thinner than a pixel, never reach its colour.
        "icons": VariantBound(agreement: 0.983, wcag50: 0.001, wcag90: 0.005, apca50: 0.001, apca90: 0.005,
                              falsePasses: 0, falseFails: 1),
        "icons-jpeg": VariantBound(agreement: 0.94, wcag50: 0.030, wcag90: 0.055, apca50: 0.027, apca90: 0.085,
                                   falsePasses: 0, falseFails: 1),
        // Grey paragraphs holding one stronger word, and gradient text measured at its weakest
        // tone, also where two of its thirds step too little. Left: a gradient whose weakest letter
        // holds less than half a band's ink, read past it under the inversions (a false pass). A
        // light link's thin edges in the grey's mask are the link's; a grey chosen as the candidate
        // beside a black word read from the cores is a colour of its own.
        "tones": VariantBound(agreement: 0.972, wcag50: 0.045, wcag90: 0.23, apca50: 0.04, apca90: 0.30,
                              falsePasses: 1, falseFails: 0),
        // Grey words beside full-colour links under a text-shadow or a glow, over a dark gradient,
        // a light page and blurred colour blobs: words within the links' tolerance are measured
        // (`drawnWithinFirst`), and so are words over a smooth blob, weighed against the page behind
        // each pixel (`inkOverGradient`). Left: errors of the shadows' and glows' blends.
        "shadowed": VariantBound(agreement: 1.0, wcag50: 0.053, wcag90: 0.435, apca50: 0.054, apca90: 0.672,
                                 falsePasses: 0, falseFails: 0),
    ]

    /// The goal for each hard-class family, in every variant: no clear false pass, agreement ≥ 99%,
    /// WCAG median error ≤ 2% and 90th percentile ≤ 8% (≤ 10% over photo detail), APCA ≤ 3% and
    /// ≤ 8%, and no more clear false fails than today (none where there are none). JPEG copies keep
    /// the looser error bounds of the `jpeg` family, but no false pass either. The controls
    /// (`metadata-right`, `overmedia-ui`, `overmedia-whole`) must keep their level.
    static let hardTargets: [String: VariantBound] = {
        let lossless = VariantBound(), photo = VariantBound(wcag90: 0.10, apca90: 0.10)
        let lossy = VariantBound(agreement: 0.98, wcag50: 0.045, wcag90: 0.20, apca50: 0.045, apca90: 0.20)
        var targets: [String: VariantBound] = [
            "metadata-scale": lossless, "metadata-size": lossless, "overmedia": photo, "texture": photo,
            "decoration": lossless, "multicolour": lossless, "gaps": lossless, "icons": lossless, "tones": lossless, "shadowed": lossless, "chips": lossless,
        ]
        for family in ["metadata", "overmedia", "texture", "multicolour", "gaps", "icons"] {
            targets["\(family)-jpeg"] = lossy
        }
        for control in ["metadata-right", "overmedia-ui", "overmedia-whole"] { targets[control] = hardLevels[control] }
        return targets
    }()

    static let variants: [Variant] = [.original, .protanopia, .deuteranopia, .tritanopia, .achromatopsia, .invert,
                                      .smartInvert, .protanomaly, .deuteranomaly, .tritanomaly]

    /// Tallies per family (the truth's `family` of each region) and variant.
    struct Results {
        var tallies: [String: [Variant: Tally]] = [:]
        var screens = 0

        func family(_ name: String, _ variant: Variant = .original) -> Tally? { tallies[name]?[variant] }

        /// One variant summed over some families.
        func variant(_ variant: Variant, families: Set<String>) -> Tally? {
            let found = tallies.filter { families.contains($0.key) }.compactMap { $0.value[variant] }
            return found.isEmpty ? nil : found.reduce(Tally(), +)
        }
    }

    /// The committed corpus audited once.
    static let results = audit((try? Corpus.screens()) ?? [])

    static func audit(_ screens: [CorpusScreen]) -> Results {
        let auditor = Auditor(options: AuditOptions(variants: variants, severity: 0.6))
        var results = Results(screens: screens.count)
        for screen in screens {
            for image in auditor.audit(manifestAt: screen.manifestPath) {
                if let error = image.error { Issue.record("\(screen.manifestPath): \(error)") }
                for region in image.regions {
                    guard let truth = screen.truths[region.id] else { continue }
                    let label = "\(screen.manifestPath.split(separator: "/").suffix(2).joined(separator: "/"))#\(region.id)"
                    tally(region, truth, label: label, into: &results.tallies[truth.family, default: [:]])
                }
            }
        }
        return results
    }

    static func tally(_ region: RegionResult, _ truth: RegionTruth, label: String, into family: inout [Variant: Tally]) {
        guard truth.measurable else {
            if region.status != .indeterminate { family[.original, default: Tally()].missedIndeterminate += 1 }
            if region.status == .pass { family[.original, default: Tally()].missedAndPassed += 1 }
            return
        }
        // The glyphs' true size decides what the text needs; the audit's verdict takes the size
        // the manifest states, which may be wrong.
        let nonText = region.kind == .nonText
        let required = WCAG.requiredRatio(level: region.level, largeText: truth.largeText ?? region.largeText, nonText: nonText)
        let reported = WCAG.requiredRatio(level: region.level, largeText: region.largeText, nonText: nonText)
        guard let original = region.original else {
            if (truth.variants[.original]?.wcag ?? 0) >= required {
                family[.original, default: Tally()].indeterminateTruePass += 1
            } else {
                family[.original, default: Tally()].indeterminateTrueFail += 1
            }
            return
        }
        for variant in variants {
            guard let t = truth.variants[variant], let m = region.variant(variant) else { continue }
            record(m, t, required: required, reported: reported, label: label, into: &family[variant, default: Tally()])
        }
        let c = original.foreground, tc = truth.textColour
        family[.original, default: Tally()].colourErrors.append(
            Double(max(abs(Int(c.r) - Int(tc.r)), abs(Int(c.g) - Int(tc.g)), abs(Int(c.b) - Int(tc.b)))))
    }

    /// `required`: what the text truly needs; `reported`: the threshold the audit applied.
    static func record(_ m: VariantMeasurement, _ t: TruthFigures, required: Double, reported: Double, label: String,
                       into tally: inout Tally) {
        let wcagError = abs(m.wcag.ratio - t.wcag) / t.wcag
        // Relative error means nothing near Lc 0: measure it against at least Lc 15.
        let apcaError = abs(m.apca.lc - t.apca) / max(abs(t.apca), 15)
        tally.wcagErrors.append(wcagError)
        tally.apcaErrors.append(apcaError)
        tally.worst.append((wcagError, "\(label) \(m.variant.rawValue): measured \(m.wcag.ratio) truth \(t.wcag)"))
        if abs(t.wcag - required) / required >= 0.12 {
            tally.decided += 1
            let measuredPass = m.wcag.ratio >= reported, truePass = t.wcag >= required
            if measuredPass == truePass { tally.agreed += 1 }
            if measuredPass && !truePass {
                tally.falsePasses += 1
                tally.falsePassLabels.append(String(format: "%@ %@: measured %.2f (against %.1f) truth %.2f (needs %.1f)",
                                                    label, m.variant.rawValue, m.wcag.ratio, reported, t.wcag, required))
            }
            if truePass && !measuredPass {
                tally.falseFails += 1
                tally.falseFailLabels.append(String(format: "%@ %@: measured %.2f (against %.1f) truth %.2f (needs %.1f)",
                                                    label, m.variant.rawValue, m.wcag.ratio, reported, t.wcag, required))
            }
        }
    }

    @Test func corpusIsPresent() throws {
        #expect(try Corpus.screens().count >= 200, "the committed corpus holds 207 screens")
    }

    @Test("Each family within its bounds", arguments: bounds.keys.sorted())
    func family(_ name: String) throws {
        let tally = try #require(Self.results.family(name), "no regions in family \(name)")
        let bound = try #require(Self.bounds[name])
        let all = Self.variants.compactMap { Self.results.family(name, $0) }.reduce(Tally(), +)
        print("corpus \(name): \(tally.summary)")
        #expect(tally.agreement >= bound.agreement)
        #expect(Tally.percentile(tally.wcagErrors, 50) <= bound.wcag50)
        #expect(Tally.percentile(tally.apcaErrors, 50) <= bound.apca50)
        #expect(Tally.percentile(tally.wcagErrors, 90) <= bound.wcag90)
        #expect(Tally.percentile(tally.apcaErrors, 90) <= bound.apca90)
        #expect(Tally.percentile(tally.colourErrors, 50) <= bound.colour50)
        #expect(all.falsePasses <= bound.falsePasses, "\(all.falsePassLabels.joined(separator: "\n"))")
        #expect(all.falseFails <= bound.falseFails)
    }

    @Test func hardTargetsCoverEveryLevel() {
        #expect(Set(Self.hardTargets.keys) == Set(Self.hardLevels.keys))
    }

    @Test("Each hard-class family at its level in every variant", arguments: hardLevels.keys.sorted())
    func hardFamily(_ name: String) throws {
        let level = try #require(Self.hardLevels[name])
        for variant in Self.variants {
            let tally = try #require(Self.results.family(name, variant), "no regions in family \(name), \(variant)")
            #expect(tally.agreement >= level.agreement, "\(name) \(variant.rawValue)")
            #expect(Tally.percentile(tally.wcagErrors, 50) <= level.wcag50, "\(name) \(variant.rawValue)")
            #expect(Tally.percentile(tally.wcagErrors, 90) <= level.wcag90, "\(name) \(variant.rawValue)")
            #expect(Tally.percentile(tally.apcaErrors, 50) <= level.apca50, "\(name) \(variant.rawValue)")
            #expect(Tally.percentile(tally.apcaErrors, 90) <= level.apca90, "\(name) \(variant.rawValue)")
            #expect(tally.falsePasses <= level.falsePasses, "\(name) \(variant.rawValue): \(tally.falsePassLabels)")
            #expect(tally.falseFails <= level.falseFails, "\(name) \(variant.rawValue)")
        }
    }

    @Test func overall() {
        let all = Self.bounds.keys.compactMap { Self.results.family($0) }.reduce(Tally(), +)
        print("corpus ALL: \(all.summary)")
        for (error, label) in all.worst.sorted(by: { $0.0 > $1.0 }).prefix(10) {
            print("corpus worst", String(format: "%.0f%%", error * 100), label)
        }
        #expect(all.agreement >= 0.989)
        #expect(Tally.percentile(all.wcagErrors, 90) <= 0.078)
        #expect(Tally.percentile(all.apcaErrors, 90) <= 0.057)
        #expect(Tally.percentile(all.wcagErrors, 50) <= 0.03)
        #expect(Tally.percentile(all.apcaErrors, 50) <= 0.03)
        #expect(Tally.percentile(all.colourErrors, 50) <= 3)
        // Never a silent pass: a region that holds no text is reported indeterminate, or at
        // worst fails (a photo patch measured against itself) — it never passes …
        #expect(all.missedAndPassed == 0)
        #expect(all.missedIndeterminate <= 10)
        // … and text that clearly passes is seldom mistaken for no text.
        #expect(Double(all.indeterminateTruePass) <= 0.01 * Double(all.wcagErrors.count))
    }

    @Test("Every variant as accurate as the original", arguments: variants)
    func variant(_ variant: Variant) throws {
        let established = Set(Self.bounds.keys)
        let tally = try #require(Self.results.variant(variant, families: established))
        let original = try #require(Self.results.variant(.original, families: established))
        print("corpus \(variant.rawValue): \(tally.summary)")
        // The targets, in every variant against its own truth (under Smart Invert too, since the
        // labels over the photo family's media regions invert as the truth has them).
        #expect(tally.agreement >= 0.98)
        #expect(Tally.percentile(tally.wcagErrors, 50) <= 0.03)
        #expect(Tally.percentile(tally.apcaErrors, 50) <= 0.03)
        #expect(Tally.percentile(tally.wcagErrors, 90) <= 0.08)
        #expect(Tally.percentile(tally.apcaErrors, 90) <= 0.08)
        // Variants see the same pixels through a per-pixel map: no worse than the original by much.
        #expect(Tally.percentile(tally.wcagErrors, 90) <= Tally.percentile(original.wcagErrors, 90) + 0.01)
    }

    @Test("The table per family and variant")
    func table() {
        print(Self.table(Self.results, title: "corpus"))
        #expect(Self.results.screens >= 200)
    }

    /// The same table for a corpus outside the tests (the held-out set): set `LEGIBLE_CORPUS_DIR`.
    @Test("The table for the corpus in LEGIBLE_CORPUS_DIR", .enabled(if: Corpus.externalDirectory != nil))
    func externalTable() throws {
        let folder = try #require(Corpus.externalDirectory)
        let screens = try Corpus.screens(in: folder)
        #expect(!screens.isEmpty, "no *.truth.json under \(folder.path)")
        let results = Self.audit(screens)
        print(Self.table(results, title: "corpus \(folder.lastPathComponent)"))
    }
}
