import Foundation
import Testing

/// `legible contrast`, against the documented values (Docs/CommandLine.md#contrast,
/// Docs/Colour.md).
struct ContrastCommandTests {
    @Test func jsonHasTheSpecKeysAndValues() throws {
        let result = try LegibleProcess.run(["contrast", "#777777", "#FFFFFF", "--format", "json"])
        #expect(result.status == 1, "#777 on white fails AA: exit status 1")
        #expect(result.stdout.hasPrefix(##"{"foreground":"#777777","background":"#FFFFFF","wcag":{"ratio":4.478,"AA":false,"AALarge":true,"AAA":false,"##))
        let json = try result.json()
        let wcag = try #require(json["wcag"] as? [String: Any])
        let apca = try #require(json["apca"] as? [String: Any])
        #expect(wcag["ratio"] as? Double == 4.478)
        #expect(wcag["AA"] as? Bool == false)
        #expect(wcag["AALarge"] as? Bool == true)
        #expect(wcag["AAA"] as? Bool == false)
        #expect(wcag["AAALarge"] as? Bool == false)
        #expect(wcag["nonText"] as? Bool == true)
        #expect(abs((wcag["unrounded"] as? Double ?? 0) - 4.4781) < 0.001)
        #expect(apca["lc"] as? Double == 71.1)
        #expect(apca["polarity"] as? String == "dark-on-light")
        #expect(result.stdout.hasSuffix("}\n"))
    }

    @Test(arguments: [
        ("#777", "rgb(255, 255, 255)", "#777777", "#FFFFFF", 4.478, 71.1),
        ("#FFFFFF", "#000000", "#FFFFFF", "#000000", 21.0, -107.9),
        ("888888", "#000", "#888888", "#000000", 5.924, -38.6),
    ])
    func acceptsEveryColourForm(fg: String, bg: String, fgHex: String, bgHex: String, ratio: Double, lc: Double) throws {
        let json = try LegibleProcess.run(["contrast", fg, bg, "--format=json"]).json()
        #expect(json["foreground"] as? String == fgHex)
        #expect(json["background"] as? String == bgHex)
        #expect((json["wcag"] as? [String: Any])?["ratio"] as? Double == ratio)
        #expect((json["apca"] as? [String: Any])?["lc"] as? Double == lc)
    }

    /// Expected colours from Scripts/suggestion-references (an independent OKLCH search).
    @Test(arguments: [
        ("#777777", "#FFFFFF", "#767676", 4.542, "#060606", 4.525),
        ("#C7C7CC", "#FFFFFF", "#77767B", 4.505, "#535353", 4.568),
        ("#FFFFFF", "#34C759", "#424242", 4.527, "#008932", 4.541),
    ])
    func aFailingPairGetsTheNearestTextColourAndFill(fg: String, bg: String, text: String, textRatio: Double,
                                                      fill: String, fillRatio: Double) throws {
        let json = try LegibleProcess.run(["contrast", fg, bg, "--format", "json"]).json()
        let suggestions = try #require(json["suggestions"] as? [[String: Any]])
        #expect(suggestions.map { $0["kind"] as? String } == ["textColour", "backgroundColour"])
        #expect(suggestions[0]["colour"] as? String == text && suggestions[0]["wcag"] as? Double == textRatio)
        #expect(suggestions[1]["colour"] as? String == fill && suggestions[1]["wcag"] as? Double == fillRatio)
        let words = try LegibleProcess.run(["contrast", fg, bg]).stdout
        #expect(words.contains("To pass AA for normal text:\n  text colour  \(text)  ("))
        #expect(words.contains("  background   \(fill)  ("))
    }

    @Test func aPassingPairGetsNoSuggestions() throws {
        let result = try LegibleProcess.run(["contrast", "#000000", "#FFFFFF", "--format", "json"])
        #expect(try result.json()["suggestions"] == nil)
        #expect(!(try LegibleProcess.run(["contrast", "#000000", "#FFFFFF"]).stdout.contains("To pass")))
    }

    @Test func textIsReadable() throws {
        let result = try LegibleProcess.run(["contrast", "#777777", "#FFFFFF"])
        #expect(result.status == 1)
        for fragment in ["#777777", "#FFFFFF", "4.478:1", "AA normal text", "needs 4.5:1  FAIL", "AA large text",
                         "APCA Lc 71.1", "dark text on a light background"] {
            #expect(result.stdout.contains(fragment), "text output lacks \(fragment):\n\(result.stdout)")
        }
        #expect(try LegibleProcess.run(["contrast", "#000", "#fff"]).status == 0)
    }
}

/// The pair under each variant uses the audit's transforms.
struct ContrastVariantTests {
    @Test func jsonListsThePairUnderEveryVariant() throws {
        let json = try LegibleProcess.run(["contrast", "#777777", "#FFFFFF", "--format", "json"]).json()
        let variants = try #require(json["variants"] as? [String: [String: Any]])
        #expect(Set(variants.keys) == ["protanopia", "deuteranopia", "tritanopia", "achromatopsia", "protanomaly",
                                       "deuteranomaly", "tritanomaly", "invert", "smart-invert"])
        // Inverted, #777 on white is #888 on black: 5.92:1 and Lc −38.6
        // (Docs/Colour.md#contrast-after-inversion).
        let invert = try #require(variants["invert"])
        #expect(invert["foreground"] as? String == "#888888")
        #expect(invert["background"] as? String == "#000000")
        #expect(invert["wcag"] as? Double == 5.924)
        #expect(invert["apca"] as? Double == -38.6)
        #expect(invert["AA"] as? Bool == true)
        // Greys are unchanged by the CVD simulations.
        #expect(variants["deuteranopia"]?["foreground"] as? String == "#777777")
    }

    @Test func severityChangesOnlyTheAnomalousVariants() throws {
        let mild = try LegibleProcess.run(["contrast", "#D32F2F", "#388E3C", "--format", "json", "--severity", "0.1"]).json()
        let full = try LegibleProcess.run(["contrast", "#D32F2F", "#388E3C", "--format", "json", "--severity", "1"]).json()
        let mildVariants = try #require(mild["variants"] as? [String: [String: Any]])
        let fullVariants = try #require(full["variants"] as? [String: [String: Any]])
        #expect(mildVariants["protanomaly"]?["foreground"] as? String != fullVariants["protanomaly"]?["foreground"] as? String)
        #expect(mildVariants["protanopia"]?["foreground"] as? String == fullVariants["protanopia"]?["foreground"] as? String)
        #expect(try LegibleProcess.run(["contrast", "#000", "#fff", "--severity", "2"]).status == 2)
    }
}
