import Foundation
import LegibleColour
import LegiblePixels

/// The labelled corpus under `Fixtures/Corpus` (made by `Scripts/make-corpus`): per screen a
/// manifest and a `.truth.json` computed from the screen rendered without its text.
struct CorpusScreen {
    var manifestPath: String
    var family: String
    var truths: [String: RegionTruth]
}

struct RegionTruth {
    var family: String
    var textColour: RGB8
    var measurable: Bool
    /// Per variant: (wcag worst, wcag median, apca worst, apca median).
    var variants: [Variant: (wcag: Double, wcagMedian: Double, apca: Double, apcaMedian: Double)]
}

enum Corpus {
    static var directory: URL? {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.appendingPathComponent("Corpus")
    }

    /// Every screen of the corpus, in index order; empty when the corpus is absent.
    static func screens() throws -> [CorpusScreen] {
        guard let dir = directory, FileManager.default.fileExists(atPath: dir.path) else { return [] }
        let enumerator = FileManager.default.enumerator(atPath: dir.path)
        var truthFiles: [String] = []
        while let file = enumerator?.nextObject() as? String {
            if file.hasSuffix(".truth.json") { truthFiles.append(file) }
        }
        return try truthFiles.sorted().map { file in
            let truthURL = dir.appendingPathComponent(file)
            let manifest = String(truthURL.path.dropLast(".truth.json".count)) + ".json"
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: truthURL)) as? [String: Any] ?? [:]
            let regions = json["regions"] as? [String: [String: Any]] ?? [:]
            var truths: [String: RegionTruth] = [:]
            for (id, r) in regions {
                var variants: [Variant: (Double, Double, Double, Double)] = [:]
                for (name, v) in r["variants"] as? [String: [String: Double]] ?? [:] {
                    guard let variant = Variant(rawValue: name), let w = v["wcag"], let wm = v["wcagMedian"],
                          let a = v["apca"], let am = v["apcaMedian"] else { continue }
                    variants[variant] = (w, wm, a, am)
                }
                truths[id] = RegionTruth(
                    family: r["family"] as? String ?? file.components(separatedBy: "/").first ?? "?",
                    textColour: RGB8(parsing: r["textColour"] as? String ?? "") ?? RGB8(grey: 0),
                    measurable: (r["expected"] as? String ?? "measurable") != "indeterminate",
                    variants: variants)
            }
            return CorpusScreen(manifestPath: manifest, family: file.components(separatedBy: "/").first ?? "?", truths: truths)
        }
    }
}
