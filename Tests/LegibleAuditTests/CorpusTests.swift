import Foundation
import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing

/// The measurement against screens whose truth is known: each was rendered with and without its
/// text (see Scripts/corpus/README.md). The issue's targets are verdict agreement ≥ 98% where the
/// true ratio is ≥ 12% from the threshold, worst-case WCAG and APCA errors median ≤ 3% and 90th
/// percentile ≤ 8%, and a text-colour error median ≤ 3 levels, in every variant.
///
/// The corpus as a whole meets them, in every variant (`overall`, `variant`). Per family, the
/// lossless UI families, gradients and hairline fonts meet them too; text over photos, blur,
/// scrims, JPEG artefacts and hard shadows does not yet: their bounds below are where the
/// measurement stands, kept as a guard against regressions, not as the goal.
@Suite("Labelled corpus", .serialized)
struct CorpusTests {
    /// Errors gathered over some regions.
    struct Tally {
        var decided = 0, agreed = 0
        var wcagErrors: [Double] = [], apcaErrors: [Double] = [], colourErrors: [Double] = []
        /// Measurable regions reported indeterminate, by whether their truth passes.
        var indeterminateTruePass = 0, indeterminateTrueFail = 0
        /// Regions made to hold no text that were measured anyway, and of those, how many passed.
        var missedIndeterminate = 0, missedAndPassed = 0
        var worst: [(Double, String)] = []

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
            t.wcagErrors += b.wcagErrors
            t.apcaErrors += b.apcaErrors
            t.colourErrors += b.colourErrors
            t.indeterminateTruePass += b.indeterminateTruePass
            t.indeterminateTrueFail += b.indeterminateTrueFail
            t.missedIndeterminate += b.missedIndeterminate
            t.missedAndPassed += b.missedAndPassed
            t.worst += b.worst
            return t
        }

        var summary: String {
            func pct(_ v: Double) -> String { String(format: "%.1f%%", v * 100) }
            return "n=\(wcagErrors.count) agree=\(pct(agreement)) (\(agreed)/\(decided)) "
                + "wcag p50 \(pct(Self.percentile(wcagErrors, 50))) p90 \(pct(Self.percentile(wcagErrors, 90))) "
                + "apca p50 \(pct(Self.percentile(apcaErrors, 50))) p90 \(pct(Self.percentile(apcaErrors, 90))) "
                + "colour p50 \(Int(Self.percentile(colourErrors, 50))) "
                + "indeterminate \(indeterminateTrueFail) failing + \(indeterminateTruePass) passing, missed \(missedIndeterminate)"
        }
    }

    /// Bounds per family: agreement, WCAG and APCA error medians and 90th percentiles, text-colour
    /// median. The first six families are held to the issue's targets.
    struct Bound {
        var agreement = 0.98, wcag50 = 0.03, apca50 = 0.03, wcag90 = 0.08, apca90 = 0.08, colour50 = 3.0
    }

    static let bounds: [String: Bound] = [
        "flat": Bound(), "colour": Bound(), "dark": Bound(), "scale": Bound(), "browser": Bound(), "frosted": Bound(),
        "gradient": Bound(wcag90: 0.02, apca90: 0.013),
        "blur": Bound(agreement: 0.95, wcag90: 0.026, apca90: 0.021),
        "photo": Bound(agreement: 0.98, wcag90: 0.11, apca90: 0.168),
        "scrim": Bound(agreement: 0.97, wcag90: 0.19, apca90: 0.13),
        "jpeg": Bound(agreement: 0.977, wcag50: 0.045, apca50: 0.028, wcag90: 0.195, apca90: 0.171, colour50: 8),
        "thin": Bound(wcag90: 0.032, apca90: 0.023),
        "shadow": Bound(wcag90: 0.16, apca90: 0.366),
    ]

    static let variants: [Variant] = [.original, .protanopia, .deuteranopia, .tritanopia, .achromatopsia, .invert,
                                      .smartInvert, .protanomaly, .deuteranomaly, .tritanomaly]

    /// The whole corpus audited once, tallied per family (original) and per variant.
    static let results: (byFamily: [String: Tally], byVariant: [Variant: Tally], screens: Int) = {
        let auditor = Auditor(options: AuditOptions(variants: variants, severity: 0.6))
        var byFamily: [String: Tally] = [:], byVariant: [Variant: Tally] = [:]
        let screens = (try? Corpus.screens()) ?? []
        for screen in screens {
            for image in auditor.audit(manifestAt: screen.manifestPath) {
                if let error = image.error { Issue.record("\(screen.manifestPath): \(error)") }
                for region in image.regions {
                    guard let truth = screen.truths[region.id] else { continue }
                    let label = "\(screen.manifestPath.split(separator: "/").suffix(2).joined(separator: "/"))#\(region.id)"
                    tally(region, truth, label: label, family: &byFamily[truth.family, default: Tally()], variants: &byVariant)
                }
            }
        }
        return (byFamily, byVariant, screens.count)
    }()

    static func tally(_ region: RegionResult, _ truth: RegionTruth, label: String, family: inout Tally,
                      variants byVariant: inout [Variant: Tally]) {
        guard truth.measurable else {
            if region.status != .indeterminate { family.missedIndeterminate += 1 }
            if region.status == .pass { family.missedAndPassed += 1 }
            return
        }
        let required = WCAG.requiredRatio(level: region.level, largeText: region.largeText, nonText: region.kind == .nonText)
        guard let original = region.original else {
            if (truth.variants[.original]?.wcag ?? 0) >= required { family.indeterminateTruePass += 1 } else { family.indeterminateTrueFail += 1 }
            return
        }
        for variant in variants {
            guard let t = truth.variants[variant], let m = region.variant(variant) else { continue }
            record(m, t, required: required, label: label, into: &byVariant[variant, default: Tally()])
        }
        if let t = truth.variants[.original] { record(original, t, required: required, label: label, into: &family) }
        let c = original.foreground, tc = truth.textColour
        family.colourErrors.append(Double(max(abs(Int(c.r) - Int(tc.r)), abs(Int(c.g) - Int(tc.g)), abs(Int(c.b) - Int(tc.b)))))
    }

    static func record(_ m: VariantMeasurement, _ t: (wcag: Double, wcagMedian: Double, apca: Double, apcaMedian: Double),
                       required: Double, label: String, into tally: inout Tally) {
        let wcagError = abs(m.wcag.ratio - t.wcag) / t.wcag
        // Relative error means nothing near Lc 0: measure it against at least Lc 15.
        let apcaError = abs(m.apca.lc - t.apca) / max(abs(t.apca), 15)
        tally.wcagErrors.append(wcagError)
        tally.apcaErrors.append(apcaError)
        tally.worst.append((wcagError, "\(label) \(m.variant.rawValue): measured \(m.wcag.ratio) truth \(t.wcag)"))
        if abs(t.wcag - required) / required >= 0.12 {
            tally.decided += 1
            if (m.wcag.ratio >= required) == (t.wcag >= required) { tally.agreed += 1 }
        }
    }

    @Test func corpusIsPresent() throws {
        #expect(try Corpus.screens().count >= 100, "the committed corpus holds 110 screens")
    }

    @Test("Each family within its bounds", arguments: bounds.keys.sorted())
    func family(_ name: String) throws {
        let tally = try #require(Self.results.byFamily[name], "no regions in family \(name)")
        let bound = try #require(Self.bounds[name])
        print("corpus \(name): \(tally.summary)")
        #expect(tally.agreement >= bound.agreement)
        #expect(Tally.percentile(tally.wcagErrors, 50) <= bound.wcag50)
        #expect(Tally.percentile(tally.apcaErrors, 50) <= bound.apca50)
        #expect(Tally.percentile(tally.wcagErrors, 90) <= bound.wcag90)
        #expect(Tally.percentile(tally.apcaErrors, 90) <= bound.apca90)
        #expect(Tally.percentile(tally.colourErrors, 50) <= bound.colour50)
    }

    @Test func overall() {
        let all = Self.results.byFamily.values.reduce(Tally(), +)
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
        let tally = try #require(Self.results.byVariant[variant])
        let original = try #require(Self.results.byVariant[.original])
        print("corpus \(variant.rawValue): \(tally.summary)")
        // The issue's targets, in every variant against its own truth.
        #expect(tally.agreement >= 0.98)
        #expect(Tally.percentile(tally.wcagErrors, 50) <= 0.03)
        #expect(Tally.percentile(tally.apcaErrors, 50) <= 0.03)
        #expect(Tally.percentile(tally.wcagErrors, 90) <= 0.08)
        #expect(Tally.percentile(tally.apcaErrors, 90) <= 0.08)
        // Variants see the same pixels through a per-pixel map: no worse than the original by much.
        #expect(Tally.percentile(tally.wcagErrors, 90) <= Tally.percentile(original.wcagErrors, 90) + 0.01)
    }
}
