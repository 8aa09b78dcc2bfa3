import Foundation
import LegibleAudit
import LegibleDetect
import LegibleImageIO
import LegiblePixels
import Testing

/// The built-in text detector against the detection corpus (`Scripts/make-detection-corpus`):
/// every line of text on every screen has a truth box and a truth verdict. A truth line is
/// found when one detected box holds at least 70% of its ink and is no taller than 2.2 × the
/// ink + 4 px (a box over two lines finds neither); a detected box is extra when no truth line
/// or icon has 30% of its ink inside it. `Scripts/corpus/detection_score.py` scores the same
/// way through the release executable, with the audit's verdicts.
@Suite("Text detection corpus")
struct DetectionCorpusTests {
    struct Truth: Decodable {
        struct Box: Decodable { var x, y, width, height: Int }
        struct Line: Decodable {
            var id: String
            var text: String
            var ink: Box
            var large: Bool
            var verdict: String
            var wcag: Double
        }
        struct Icon: Decodable { var id: String; var ink: Box }
        var screen: String
        var family: String
        var image: String
        var scale: Double
        var lines: [Line]
        var icons: [Icon]
    }

    struct Index: Decodable {
        struct Entry: Decodable { var family: String; var screen: String; var truth: String }
        var sets: [String: [Entry]]
    }

    /// Counts per family.
    struct Score {
        var lines = 0, failing = 0, found = 0, foundFailing = 0, reported = 0, extra = 0, sizeRight = 0

        static func + (a: Score, b: Score) -> Score {
            Score(lines: a.lines + b.lines, failing: a.failing + b.failing, found: a.found + b.found,
                  foundFailing: a.foundFailing + b.foundFailing, reported: a.reported + b.reported,
                  extra: a.extra + b.extra, sizeRight: a.sizeRight + b.sizeRight)
        }

        var recall: Double { Double(found) / Double(max(1, lines)) }
        var failingRecall: Double { Double(foundFailing) / Double(max(1, failing)) }
        var extraShare: Double { Double(extra) / Double(max(1, reported)) }
        var sizeAccuracy: Double { Double(sizeRight) / Double(max(1, found)) }
    }

    static func inside(_ a: PixelRect, _ b: Truth.Box) -> Int {
        let w = min(a.maxX, b.x + b.width) - max(a.x, b.x), h = min(a.maxY, b.y + b.height) - max(a.y, b.y)
        return w > 0 && h > 0 ? w * h : 0
    }

    static func score(set: String, screens: Int? = nil, families: Set<String>? = nil) throws -> [String: Score] {
        let folder = Fixture.path("detection/\(set)")
        let index = try JSONDecoder().decode(Index.self, from: Fixture.data("detection/index.json"))
        var entries = try #require(index.sets[set])
        if let screens {
            // An even sample of each family, for the quick check.
            var taken: [String: Int] = [:]
            entries = entries.filter { entry in
                if let families, !families.contains(entry.family) { return false }
                taken[entry.family, default: 0] += 1
                return taken[entry.family]! <= screens
            }
        }
        var scores: [String: Score] = [:]
        for entry in entries {
            let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry.truth)))
            let imagePath = folder + "/" + (entry.truth as NSString).deletingLastPathComponent + "/" + truth.image
            let raster = try ImageDecoder.decode(path: imagePath).raster
            let screen = try TextDetector.screen(raster: raster, imagePath: imagePath, scale: truth.scale)
            let boxes = screen.regions.map { ($0, $0.pixelBox(scale: truth.scale)) }
            var score = Score()
            for line in truth.lines {
                score.lines += 1
                score.failing += line.verdict == "fail" ? 1 : 0
                let area = line.ink.width * line.ink.height
                guard let hit = boxes.first(where: { 10 * Self.inside($0.1, line.ink) >= 7 * area
                    && Double($0.1.height) <= 2.2 * Double(line.ink.height) + 4 }) else { continue }
                score.found += 1
                score.foundFailing += line.verdict == "fail" ? 1 : 0
                let size = hit.0.fontSize ?? 0
                score.sizeRight += (size >= 24) == line.large ? 1 : 0
            }
            let inks = truth.lines.map(\.ink) + truth.icons.map(\.ink)
            for (_, box) in boxes {
                score.reported += 1
                if !inks.contains(where: { 10 * Self.inside(box, $0) >= 3 * $0.width * $0.height }) { score.extra += 1 }
            }
            scores[truth.family] = (scores[truth.family] ?? Score()) + score
        }
        return scores
    }

    static func table(_ scores: [String: Score], title: String) -> Score {
        let total = scores.values.reduce(Score(), +)
        var lines = ["\(title): family lines recall failing-recall extra size-class"]
        for (name, s) in scores.sorted(by: { $0.key < $1.key }) + [("all", total)] {
            lines.append(String(format: "  %-9@ %4d %6.1f%% %6.1f%% %6.1f%% %6.1f%%", name as NSString, s.lines,
                                100 * s.recall, 100 * s.failingRecall, 100 * s.extraShare, 100 * s.sizeAccuracy))
        }
        print(lines.joined(separator: "\n"))
        return total
    }

    /// Floors under today's figures (through the release build, all screens: tuning set recall
    /// 91%, failing 90%, extras 10%, size class 89%; held-out set 86%, 87%, 14%, 94%), so a change
    /// that loses lines fails here. A sample keeps the debug-build run short: one screen of each
    /// family of the tuning set (recall 84%, failing 79%, extras 17%, size class 91%), and of the
    /// held-out set's flat, coloured, gradient and UI families (98%, 98%, none, 96%). The targets
    /// are higher (recall 95%, failing 90%, extras ≤ 10%, size class 95%); README's "Where boxes
    /// come from" says where the detector stands.
    @Test func tuningAndHeldOutSamples() throws {
        let tuning = try Self.score(set: "tune", screens: 1)
        let tuned = Self.table(tuning, title: "detection, tuning set (1 screen a family)")
        #expect(tuned.lines > 100)
        #expect(tuned.recall >= 0.78)
        #expect(tuned.failingRecall >= 0.72)
        #expect(tuned.extraShare <= 0.20)
        #expect(tuned.sizeAccuracy >= 0.85)
        let heldOut = Self.table(try Self.score(set: "heldout", screens: 1, families: ["faint", "hue", "gradient", "ui"]),
                                 title: "detection, held-out set (1 screen of 4 families)")
        #expect(heldOut.lines > 40)
        #expect(heldOut.recall >= 0.90)
        #expect(heldOut.failingRecall >= 0.90)
        #expect(heldOut.extraShare <= 0.05)
        #expect(heldOut.sizeAccuracy >= 0.85)
        // What the detector is built for: faint grey on flat fills, coloured text on colours of
        // nearly the same luminance, gradients, ordinary UI screens.
        for family in ["faint", "hue", "ui", "gradient"] {
            let score = try #require(tuning[family])
            #expect(score.recall >= 0.85, "\(family): recall \(score.recall)")
            #expect(score.extraShare <= 0.10, "\(family): extras \(score.extraShare)")
        }
    }
}

/// What the detector hands on: regions marked as detected, in manifests that say so.
@Suite("Detected regions")
struct DetectedRegionTests {
    @Test func regionsAreMarkedDetectedAndTheManifestKeepsIt() throws {
        let path = Fixture.path("detection/tune/ui/ui-00.png")
        let screen = try TextDetector.detect(imagePath: path)
        #expect(!screen.regions.isEmpty)
        #expect(screen.regions.allSatisfy { $0.source == .detected && $0.kind == .text && $0.fontSize != nil })
        let json = ManifestWriter.json(screen)
        #expect(json.contains("\"source\": \"detected\""))
        let parsed = try Manifest.parse(Data(json.utf8), path: Fixture.path("detection/tune/ui/detected.json"))
        #expect(parsed.screens[0].regions == screen.regions)
    }

    @Test func aBlankScreenHasNoLines() {
        let raster = Raster(width: 200, height: 120, fill: RGBA8(r: 242, g: 242, b: 247, a: 255))
        #expect(TextDetector.lines(in: raster).isEmpty)
    }
}
