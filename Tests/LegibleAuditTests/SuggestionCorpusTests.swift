import Foundation
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing

/// Fix suggestions over the labelled corpus: each one, drawn into the screenshot through the
/// region's measured text mask and ring (`RegionLayers.draw`), must make the region pass when it
/// is audited again from the pixels — separated and measured afresh, every gated variant.
///
/// The debug build is slow, so the test audits every fourth screen (a spread over every family);
/// LEGIBLE_SUGGESTION_CORPUS=all audits them all.
@Suite("Fix suggestions over the corpus", .serialized)
struct SuggestionCorpusTests {
    struct Tally {
        var failing = 0, withSuggestions = 0, suggestions = 0, passAgain = 0
        var byKind: [Suggestion.Kind: (count: Int, pass: Int)] = [:]
        var gaps: [Suggestion.Kind: Int] = [:]
        var misses: [String] = []
    }

    static let options = AuditOptions(variants: Variant.defaultSet, gate: [.original], regionJobs: 1)

    static func screens() throws -> [CorpusScreen] {
        let all = try Corpus.screens().sorted { $0.manifestPath < $1.manifestPath }
        let everything = ProcessInfo.processInfo.environment["LEGIBLE_SUGGESTION_CORPUS"] == "all"
        return all.enumerated().filter { everything || $0.offset % 4 == 0 }.map(\.element)
    }

    static func tally(_ corpus: [CorpusScreen]) throws -> Tally {
        var tally = Tally()
        let auditor = Auditor(options: options)
        for entry in corpus {
            let manifest = try Manifest.load(path: entry.manifestPath)
            for screen in manifest.screens {
                let path = manifest.imagePath(of: screen)
                // Lossless screens only: a JPEG's separation allows for its artefacts, which
                // `audit(raster:screen:)` does not know about.
                guard path.hasSuffix(".png") else { continue }
                let raster = try ImageDecoder.decode(path: path).raster
                for result in auditor.audit(raster: raster, screen: screen) where result.status == .fail {
                    tally.failing += 1
                    guard let found = result.measurement?.suggestions, let layers = found.layers else { continue }
                    if !found.suggestions.isEmpty { tally.withSuggestions += 1 }
                    for gap in found.gaps { tally.gaps[gap.kind, default: 0] += 1 }
                    let region = try #require(screen.regions.first { $0.id == result.id })
                    var alone = screen
                    alone.regions = [region]
                    for suggestion in found.suggestions {
                        var drawn = raster
                        layers.draw(suggestion.change, into: &drawn)
                        let again = auditor.audit(raster: drawn, screen: alone)[0]
                        tally.suggestions += 1
                        var kind = tally.byKind[suggestion.kind] ?? (0, 0)
                        kind.count += 1
                        if again.status == .pass {
                            tally.passAgain += 1
                            kind.pass += 1
                        } else {
                            tally.misses.append("\(entry.family)/\(result.id): \(suggestion.change) → \(again.status)"
                                + (again.original.map { " \($0.foreground.hex) on \($0.background.hex) \($0.wcag.ratio)" } ?? ""))
                        }
                        tally.byKind[suggestion.kind] = kind
                    }
                }
            }
        }
        return tally
    }

    @Test("Every suggestion, drawn in and audited again, passes")
    func redrawnSuggestionsPass() throws {
        let corpus = try Self.screens()
        try #require(!corpus.isEmpty, "the corpus is committed with the tests")
        let tally = try Self.tally(corpus)
        print("suggestions over \(corpus.count) corpus screens: \(tally.failing) failing regions, "
              + "\(tally.withSuggestions) with a suggestion, \(tally.suggestions) suggestions, "
              + "\(tally.passAgain) pass when drawn in and audited again")
        for kind in Suggestion.Kind.allCases {
            let k = tally.byKind[kind] ?? (0, 0)
            print("  \(kind.rawValue): \(k.pass)/\(k.count) pass again; not found for \(tally.gaps[kind] ?? 0) regions")
        }
        for miss in tally.misses.prefix(20) { print("  miss: \(miss)") }
        #expect(tally.failing > 20)
        #expect(tally.withSuggestions == tally.failing, "every failing region gets at least one suggestion")
        let share = Double(tally.passAgain) / Double(max(1, tally.suggestions))
        #expect(share >= Self.passAgainShare, "\(tally.passAgain) of \(tally.suggestions)")
    }

    /// The share of suggestions that pass when drawn in and separated afresh. Not all: a redrawn
    /// anti-aliased edge or a photo's texture can move a fresh separation's text colour or ring
    /// by a level or two, and a suggestion passes by as little as it can.
    static let passAgainShare = 0.9
}
