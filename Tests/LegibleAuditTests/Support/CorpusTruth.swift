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

/// Per variant: (wcag worst, wcag median, apca worst, apca median).
typealias TruthFigures = (wcag: Double, wcagMedian: Double, apca: Double, apcaMedian: Double)

struct RegionTruth {
    var family: String
    /// The text colour; in a box of several colours, the one whose WCAG figure governs the original.
    var textColour: RGB8
    var measurable: Bool
    /// Whether WCAG's large-text threshold applies to the glyphs' true size; nil in truth files
    /// written before it was recorded (then the manifest's size decides, as it is right there).
    var largeText: Bool?
    /// The region's figures per variant. In a box of several text colours each colour is measured
    /// against the ring of its own glyphs and the worst colour governs: WCAG figures from the colour
    /// with the lowest ratio, APCA figures from the one with the lowest |Lc|.
    var variants: [Variant: TruthFigures]
    /// Every text colour of a box that holds more than one, with its own figures.
    var colours: [(textColour: RGB8, variants: [Variant: TruthFigures])] = []
}

enum Corpus {
    static var directory: URL? {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.appendingPathComponent("Corpus")
    }

    /// A corpus folder named by `LEGIBLE_CORPUS_DIR` (the held-out set made by
    /// `Scripts/make-corpus --held-out DIR`), or nil.
    static var externalDirectory: URL? {
        ProcessInfo.processInfo.environment["LEGIBLE_CORPUS_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }

    /// Every screen of the corpus, in index order; empty when the corpus is absent.
    static func screens(in folder: URL? = directory) throws -> [CorpusScreen] {
        guard let dir = folder, FileManager.default.fileExists(atPath: dir.path) else { return [] }
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
                truths[id] = RegionTruth(
                    family: r["family"] as? String ?? file.components(separatedBy: "/").first ?? "?",
                    textColour: RGB8(parsing: r["textColour"] as? String ?? "") ?? RGB8(grey: 0),
                    measurable: (r["expected"] as? String ?? "measurable") != "indeterminate",
                    largeText: r["largeText"] as? Bool,
                    variants: figures(r["variants"]),
                    colours: (r["colours"] as? [[String: Any]] ?? []).map { colour in
                        (RGB8(parsing: colour["textColour"] as? String ?? "") ?? RGB8(grey: 0), figures(colour["variants"]))
                    })
            }
            return CorpusScreen(manifestPath: manifest, family: file.components(separatedBy: "/").first ?? "?", truths: truths)
        }
    }

    static func figures(_ value: Any?) -> [Variant: TruthFigures] {
        var variants: [Variant: TruthFigures] = [:]
        for (name, v) in value as? [String: [String: Any]] ?? [:] {
            guard let variant = Variant(rawValue: name), let w = number(v["wcag"]), let wm = number(v["wcagMedian"]),
                  let a = number(v["apca"]), let am = number(v["apcaMedian"]) else { continue }
            variants[variant] = (w, wm, a, am)
        }
        return variants
    }

    /// A JSON number, whether it was written as an integer or not.
    static func number(_ value: Any?) -> Double? {
        if let double = value as? Double { return double }
        return (value as? Int).map(Double.init)
    }
}
