import Foundation
import LegiblePixels
import Testing

/// A failure that repeats across screens is one finding with its occurrences, in the JSON
/// `findings`, the text report's closing summary and the top of the HTML report.
@Suite(.serialized) struct FindingsTests {
    static let root = ShardMergeTests.root

    /// `copies` copies of the checkout sample, each screenshot in its own folder.
    static func copies(_ count: Int, in folder: TemporaryFolder) throws {
        for index in 1...count {
            let dir = folder.path("shots/copy-\(index)")
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for ext in ["png", "json"] {
                try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Samples/checkout.\(ext)").path,
                                                 toPath: dir + "/checkout.\(ext)")
            }
        }
    }

    @Test func copiesOfAScreenMakeOneFindingPerFailingRegion() throws {
        let single = try LegibleProcess.run(["audit", "Samples/checkout.json", "--format", "json"], in: Self.root)
        let singleFindings = try #require(try single.json()["findings"] as? [[String: Any]])
        let failing = try #require(try single.json()["images"] as? [[String: Any]])
            .flatMap { $0["regions"] as? [[String: Any]] ?? [] }
            .filter { $0["status"] as? String != "pass" }
        #expect(!failing.isEmpty, "the checkout sample has failing regions")
        #expect(singleFindings.count == failing.count)

        let folder = try TemporaryFolder()
        try Self.copies(4, in: folder)
        let run = try LegibleProcess.run(["audit", "shots", "--format", "json", "--output", "report.json",
                                          "--format", "text", "--output", "report.txt", "--format", "html", "--output", "report.html"],
                                         in: folder.url)
        #expect(run.status == single.status)
        let object = try JSONSerialization.jsonObject(with: Data(try folder.read("report.json").utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        #expect(findings.count == singleFindings.count)
        for (finding, region) in zip(findings, failing) {
            #expect(finding["id"] as? String == region["id"] as? String)
            #expect(finding["text"] as? String == region["text"] as? String)
            #expect(finding["foreground"] as? String == region["foreground"] as? String)
            #expect(finding["background"] as? String == region["background"] as? String)
            let occurrences = try #require(finding["occurrences"] as? [[String: Any]])
            #expect(occurrences.map { $0["image"] as? String } == (1...4).map { "shots/copy-\($0)/checkout.png" })
            #expect(occurrences.allSatisfy { $0["region"] as? String == region["id"] as? String })
        }

        let text = try folder.read("report.txt")
        let id = try #require(failing.first?["id"] as? String)
        #expect(text.contains("Findings that recur on several screens (\(findings.count) of \(findings.count) findings):")
                || text.contains("Findings that recur on several screens (1 of 1 finding):"), "\(text)")
        #expect(text.contains("\"\(id)\""))
        #expect(text.contains("on 4 screens"))

        // The HTML report: findings on top, each crop once in full; the other three screens link to it.
        let html = try folder.read("report.html")
        let top = try #require(html.range(of: "<section id=\"findings\""))
        let firstScreen = try #require(html.range(of: "<section id=\"screen-0\""))
        #expect(top.lowerBound < firstScreen.lowerBound)
        #expect(html.components(separatedBy: "class=\"repeat\"").count - 1 == 3 * failing.count)
        #expect(html.components(separatedBy: "<figure class=\"zoom\">").count - 1 == failing.count)
    }

    /// Beyond a dozen occurrences, the HTML card folds the rest away; JSON lists every one, in
    /// report order.
    @Test func aFindingOnManyScreensListsEveryOccurrenceInOrder() throws {
        let folder = try TemporaryFolder()
        // One failing label on 14 screens, named so that report order is their number.
        for index in 0..<14 {
            let shot = Screenshot([("tab-label-search", RGB8(grey: 0x8E))], background: RGB8(grey: 0xF9))
            try shot.write(named: String(format: "shot-%02d", index), in: folder)
        }
        let run = try LegibleProcess.run(["audit", ".", "--format", "json", "--output", "report.json",
                                          "--format", "html", "--output", "report.html"], in: folder.url)
        #expect(run.status == 1, "the label fails on every screen")
        let object = try JSONSerialization.jsonObject(with: Data(try folder.read("report.json").utf8)) as? [String: Any]
        let finding = try #require((object?["findings"] as? [[String: Any]])?.first)
        let images = (try #require(finding["occurrences"] as? [[String: Any]])).map { $0["image"] as? String }
        #expect(images == (0..<14).map { String(format: "shot-%02d.png", $0) })

        let html = try folder.read("report.html")
        let card = try #require(html.range(of: "<ul class=\"occurrences\">")).upperBound
        let end = try #require(html.range(of: "</article>", range: card..<html.endIndex)).lowerBound
        let links = html[card..<end].components(separatedBy: "<li><a href=\"#screen-").dropFirst()
            .map { String($0.prefix(while: { $0 != "-" })) }
        #expect(links == (0..<14).map { String($0) }, "\(html[card..<end])")
        let fold = try #require(html.range(of: "<summary>2 more screens</summary>", range: card..<end))
        #expect(html[card..<fold.lowerBound].components(separatedBy: "<li>").count - 1 == 12)
    }

    @Test func colourDriftOfAFewLevelsIsTheSameFindingAndMoreIsAnother() throws {
        let folder = try TemporaryFolder()
        // One failing label drawn in three greys: 0x8E and 0x90 lie within two levels; 0x98 does not.
        for (index, grey) in [0x8E, 0x90, 0x98].enumerated() {
            let shot = Screenshot([("tab-label-search", RGB8(grey: UInt8(grey)))], background: RGB8(grey: 0xF9))
            try shot.write(named: "shot-\(index)", in: folder)
        }
        let run = try LegibleProcess.run(["audit", ".", "--format", "json"], in: folder.url)
        let findings = try #require(try run.json()["findings"] as? [[String: Any]])
        #expect(findings.map { ($0["occurrences"] as? [Any])?.count ?? 0 } == [2, 1], "\(findings)")
    }
}
