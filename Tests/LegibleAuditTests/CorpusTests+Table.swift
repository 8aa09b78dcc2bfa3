import Foundation
import LegibleColour

extension CorpusTests {
    /// The figures per family (original variant), the clear false passes and false fails per
    /// family and variant, and every figure per family and variant: one text to print.
    static func table(_ results: Results, title: String) -> String {
        let families = results.tallies.keys.sorted { order($0) < order($1) }
        func pct(_ v: Double) -> String { String(format: "%5.1f%%", v * 100) }
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
        func figures(_ t: Tally) -> String {
            [lpad("\(t.wcagErrors.count)", 5), lpad("\(t.decided)", 5), pct(t.agreement),
             pct(Tally.percentile(t.wcagErrors, 50)), pct(Tally.percentile(t.wcagErrors, 90)),
             pct(Tally.percentile(t.apcaErrors, 50)), pct(Tally.percentile(t.apcaErrors, 90))].joined(separator: " ")
        }
        var lines = ["\(title): \(results.screens) screens. Clear = truth ≥ 12% from the threshold; FP = clear false passes"
                     + " (truth fails, measured passes), FF = clear false fails; errors relative (APCA against at least Lc 15)."]
        lines.append("\(title) family           regions clear  agree wcag50 wcag90 apca50 apca90 colour50 FP(all) FF(all) indeterminate fail/pass  missed")
        for family in families {
            let all = variants.compactMap { results.family(family, $0) }.reduce(Tally(), +)
            guard let t = results.family(family) else { continue }
            lines.append("\(title) " + pad(family, 18) + figures(t) + lpad("\(Int(Tally.percentile(t.colourErrors, 50)))", 9)
                         + lpad("\(all.falsePasses)", 8) + lpad("\(all.falseFails)", 8)
                         + lpad("\(t.indeterminateTrueFail)/\(t.indeterminateTruePass)", 24) + lpad("\(t.missedIndeterminate)", 8))
        }
        let short = ["original", "protan", "deutan", "tritan", "achrom", "invert", "smart", "protm", "deutm", "tritm"]
        lines.append("\(title) FP/FF            " + short.map { lpad($0, 9) }.joined())
        for family in families {
            let cells = variants.map { v in results.family(family, v).map { "\($0.falsePasses)/\($0.falseFails)" } ?? "-" }
            lines.append("\(title) " + pad(family, 18) + cells.map { lpad($0, 9) }.joined())
        }
        lines.append("\(title) family           variant        regions clear  agree wcag50 wcag90 apca50 apca90  FP  FF")
        for family in families {
            for variant in variants {
                guard let t = results.family(family, variant) else { continue }
                lines.append("\(title) " + pad(family, 18) + pad(variant.rawValue, 14) + figures(t)
                             + lpad("\(t.falsePasses)", 4) + lpad("\(t.falseFails)", 4))
            }
        }
        let passes = families.flatMap { f in variants.compactMap { results.family(f, $0) }.flatMap(\.falsePassLabels) }
        lines.append("\(title) clear false passes (\(passes.count)):")
        lines += passes.sorted().map { "\(title)   \($0)" }
        let fails = families.flatMap { f in variants.compactMap { results.family(f, $0) }.flatMap(\.falseFailLabels) }
        lines.append("\(title) clear false fails (\(fails.count)):")
        lines += fails.sorted().map { "\(title)   \($0)" }
        return lines.joined(separator: "\n")
    }

    /// Established families first (in the corpus's order), then the hard classes, then the rest.
    static func order(_ family: String) -> String {
        let known = ["flat", "gradient", "photo", "blur", "frosted", "scrim", "dark", "colour", "thin", "shadow", "jpeg",
                     "scale", "browser", "metadata", "overmedia", "texture", "decoration", "multicolour", "gaps", "icons", "tones", "shadowed", "chips"]
        let base = family.split(separator: "-").first.map(String.init) ?? family
        let rank = known.firstIndex(of: base) ?? known.count
        return String(format: "%02d %@", rank, family)
    }
}
