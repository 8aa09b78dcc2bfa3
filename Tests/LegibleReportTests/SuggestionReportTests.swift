import Foundation
import LegibleAudit
import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleReport

/// How every format shows a failing region's fix suggestions.
@Suite struct SuggestionReportTests {
    static func figures(_ ratio: Double, _ lc: Double, required: Double = 4.5) -> (WCAGFigures, APCAFigures) {
        (WCAGFigures(ratio: ratio, median: ratio, required: required), APCAFigures(lc: lc, median: lc, required: 75))
    }

    /// The sample report with suggestions on `title` (a text colour and a scrim for the original)
    /// and on `badge` (a text colour for protanopia, and no fill that passes).
    static var report: AuditReport {
        var report = SampleReports.report
        let text = figures(4.54, 71.2, required: 3), scrim = figures(4.523, -61.2, required: 3), badge = figures(4.61, 40.1)
        report.images[0].screen.regions = report.images[0].screen.regions.map { region in
            guard case .measured(var m) = region.outcome else { return region }
            switch region.id {
            case "title":
                m.suggestions = RegionSuggestions(suggestions: [
                    Suggestion(change: .textColour(RGB8(grey: 0x76)), variant: .original, wcag: text.0, apca: text.1),
                    Suggestion(change: .scrim(RGB8(grey: 0), opacity: 0.42), variant: .original, wcag: scrim.0, apca: scrim.1),
                ], gaps: [])
            case "badge":
                m.suggestions = RegionSuggestions(suggestions: [
                    Suggestion(change: .textColour(RGB8(r: 0xFF, g: 0xB0, b: 0xB0)), variant: .protanopia, wcag: badge.0, apca: badge.1),
                ], gaps: [.backgroundColour])
            default: return region
            }
            var changed = region
            changed.outcome = .measured(m)
            return changed
        }
        return report
    }

    static func render(_ format: ReportFormat) -> String {
        ReportWriter.render(report, as: format, context: SampleReports.context())
    }

    static func regions() throws -> [String: [String: Any]] {
        let root = try #require(JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any])
        let images = try #require(root["images"] as? [[String: Any]])
        let regions = try #require(images[0]["regions"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: regions.map { ($0["id"] as? String ?? "", $0) })
    }

    @Test func jsonListsSuggestionsOnFailingRegionsOnly() throws {
        let regions = try Self.regions()
        let title = try #require(regions["title"]?["suggestions"] as? [[String: Any]])
        #expect(title.count == 2)
        #expect(title[0]["kind"] as? String == "textColour" && title[0]["colour"] as? String == "#767676")
        #expect(title[0]["wcag"] as? Double == 4.54 && title[0]["apca"] as? Double == 71.2)
        #expect(title[0]["opacity"] == nil && title[0]["variant"] == nil)
        #expect(title[1]["kind"] as? String == "scrim" && title[1]["colour"] as? String == "#000000")
        #expect(title[1]["opacity"] as? Double == 0.42 && title[1]["wcag"] as? Double == 4.523)
        #expect(regions["title"]?["suggestionGaps"] == nil)
        let badge = try #require(regions["badge"]?["suggestions"] as? [[String: Any]])
        #expect(badge[0]["variant"] as? String == "protanopia")
        let gaps = try #require(regions["badge"]?["suggestionGaps"] as? [[String: Any]])
        #expect(gaps[0]["kind"] as? String == "backgroundColour")
        #expect(regions["body"]?["suggestions"] == nil)
    }

    @Test func jsonKeyOrderInASuggestion() throws {
        let json = Self.render(.json)
        let start = try #require(json.range(of: #""kind": "scrim""#)).lowerBound
        let object = json[start...].prefix { $0 != "}" }
        let keys = ["\"kind\"", "\"colour\"", "\"opacity\"", "\"wcag\"", "\"apca\""]
        let positions = try keys.map { try #require(object.range(of: $0)).lowerBound }
        #expect(positions == positions.sorted())
        #expect(!object.contains("\"variant\""))
    }

    @Test func textReportHasALinePerFailingRegion() {
        let text = Self.render(.text)
        #expect(text.contains("try text #767676 (4.54:1) or a black scrim at 42% (4.52:1)\n"))
        #expect(text.contains("as protanopia sees it, try text #FFB0B0 (4.61:1); no fill of this hue passes behind this text\n"))
        #expect(text.components(separatedBy: "try ").count - 1 == 2)
    }

    @Test func messagesEndWithTheSuggestion() {
        // The runner unescapes %25 to %.
        let github = Self.render(.github)
        #expect(github.contains("Try text #767676 (4.54:1) or a black scrim at 42%25 (4.52:1)."))
        let junit = Self.render(.junit)
        #expect(junit.contains("Try text #767676 (4.54:1) or a black scrim at 42% (4.52:1)."))
    }

    @Test func sarifCarriesEachSuggestionAsAFixThatChangesNoBytes() throws {
        let root = try #require(JSONSerialization.jsonObject(with: Data(Self.render(.sarif).utf8)) as? [String: Any])
        let runs = try #require(root["runs"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let title = try #require(results.first { ($0["properties"] as? [String: Any])?["regionId"] as? String == "title" })
        let message = try #require((title["message"] as? [String: Any])?["text"] as? String)
        #expect(message.contains("Try text #767676 (4.54:1) or a black scrim at 42% (4.52:1)."))
        let fixes = try #require(title["fixes"] as? [[String: Any]])
        #expect(fixes.count == 2)
        let description = try #require((fixes[1]["description"] as? [String: Any])?["text"] as? String)
        #expect(description == "Use a black scrim at 42% (4.52:1) in the box x 48, y 360, 720×123 px.")
        let changes = try #require(fixes[1]["artifactChanges"] as? [[String: Any]])
        let replacement = try #require((changes[0]["replacements"] as? [[String: Any]])?.first)
        let deleted = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(deleted["byteOffset"] as? Int == 0 && deleted["byteLength"] as? Int == 0)
        #expect(replacement["insertedContent"] == nil)
        #expect((changes[0]["artifactLocation"] as? [String: Any])?["uri"] as? String == "Samples/checkout.png")
        #expect((fixes[1]["properties"] as? [String: Any])?["opacity"] as? Double == 0.42)
        let body = results.first { ($0["properties"] as? [String: Any])?["regionId"] as? String == "body" }
        #expect(body?["fixes"] == nil)
    }

    @Test func htmlShowsSwatchesAndWordsWithoutAScreenshot() {
        let html = Self.render(.html)
        #expect(html.contains("<h5>Fix suggestions</h5>"))
        #expect(html.contains("Try text #767676 (4.54:1) or a black scrim at 42% (4.52:1)."))
        #expect(html.contains("background:rgba(0,0,0,0.42)"))
        #expect(html.contains("<span class=\"swatch\" style=\"background:#767676\"></span> text #767676 (4.54:1)"))
    }

    @Test("A gap reads back from its JSON as it was written", arguments: [
        SuggestionGap.anyColour(requiredLc: 113.5), .anyColour(requiredLc: 125), .anyColour(requiredLc: nil),
        .textColour, .backgroundColour, .scrim(limit: 0.9), .textSize(weight: 500),
    ])
    func gapRoundTrip(_ gap: SuggestionGap) throws {
        let field = ReportField(JSONReport.gap(gap), place: "suggestionGaps", path: "report.json")
        #expect(try JSONReportReader.gap(field) == gap)
    }

    /// `title` failing under APCA with a font size as its only suggestion.
    static var sized: AuditReport {
        var report = report
        report.options.metric = .apca
        let size = TextSizeSuggestion(fontSize: 24, variant: .original, wcag: WCAGFigures(ratio: 3.1, median: 3.1, required: 3),
                                      apca: APCAFigures(lc: -61.24, median: -61.24, required: 60))
        report.images[0].screen.regions = report.images[0].screen.regions.map { region in
            guard region.id == "title", case .measured(var m) = region.outcome else { return region }
            m.suggestions = RegionSuggestions(suggestions: [], textSize: size, gaps: [.textColour, .scrim(limit: 0.9)])
            var changed = region
            changed.outcome = .measured(m)
            return changed
        }
        return report
    }

    @Test func aFontSizeIsWordedInEveryFormat() throws {
        let text = ReportWriter.render(Self.sized, as: .text, context: SampleReports.context())
        #expect(text.contains("try fontSize 24 (Lc -61.2); no text colour of this hue passes, from black to white; "
            + "no black or white scrim up to 90% opacity makes it pass\n"))
        let json = ReportWriter.render(Self.sized, as: .json, context: SampleReports.context())
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let regions = try #require((root["images"] as? [[String: Any]])?[0]["regions"] as? [[String: Any]])
        let title = try #require(regions.first { $0["id"] as? String == "title" })
        let suggestions = try #require(title["suggestions"] as? [[String: Any]])
        #expect(suggestions.count == 1 && suggestions[0]["kind"] as? String == "textSize")
        #expect(suggestions[0]["fontSize"] as? Double == 24 && suggestions[0]["colour"] == nil)
        #expect(suggestions[0]["wcag"] as? Double == 3.1 && suggestions[0]["apca"] as? Double == -61.2)
        let sarif = ReportWriter.render(Self.sized, as: .sarif, context: SampleReports.context())
        #expect(sarif.contains("Use fontSize 24 (Lc -61.2) in the box x 48, y 360, 720×123 px."))
    }
}
