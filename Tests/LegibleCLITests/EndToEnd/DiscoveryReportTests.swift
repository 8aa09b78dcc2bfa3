import Foundation
import Testing

/// Every `*.json` in a folder is audited, reported as an error, or listed as skipped with the
/// reason — none disappears.
@Suite("Discovery reports what it skips")
struct DiscoveryReportTests {
    @Test("a damaged manifest in a folder is an error (status 2); other JSON is listed as skipped")
    func skippedAndDamaged() throws {
        let folder = try TemporaryFolder()
        try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder, subfolder: "shots")
        try folder.write("shots/broken.json", #"{"image": "shot.png", "regions": [ {"id": "a", "x": 1,"#)
        try folder.write("shots/package.json", #"{"name": "app", "version": "1.0.0"}"#)
        try folder.write("shots/notes.json", "TODO: write this")
        let text = try LegibleProcess.run(["audit", "shots", "--format", "text", "--format", "json", "--output", "r.json"],
                                          in: folder.url)
        #expect(text.status == 2, "a manifest that does not parse must not pass silently: \(text.stderr)")
        #expect(text.stderr.contains("shots/broken.json") && text.stderr.contains("not valid JSON"), "\(text.stderr)")
        #expect(text.stdout.contains("Not audited (2 *.json files are not manifests):"), "\(text.stdout)")
        #expect(text.stdout.contains("shots/package.json: valid JSON without \"image\" or \"screens\""))
        #expect(text.stdout.contains("shots/notes.json: not valid JSON, and it names neither \"image\" nor \"screens\""))
        let json = try JSONSerialization.jsonObject(with: Data(try folder.read("r.json").utf8)) as? [String: Any]
        let skipped = try #require(json?["skipped"] as? [[String: String]])
        #expect(skipped.map { $0["path"] ?? "" } == ["shots/notes.json", "shots/package.json"])
        let images = try #require(json?["images"] as? [[String: Any]])
        #expect(images.contains { ($0["path"] as? String)?.contains("broken.json") == true && $0["error"] != nil })
    }

    @Test("a folder whose only manifest does not parse is not a pass")
    func onlyManifestBroken() throws {
        let folder = try TemporaryFolder()
        try folder.write("shots/only.json", #"{"screens": [ {"image": "a.png" "regions": []} ]}"#)
        let result = try LegibleProcess.run(["audit", "shots"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("shots/only.json"), "\(result.stderr)")
    }

    @Test("a folder of JSON that is no manifest says so and lists each file")
    func noManifests() throws {
        let folder = try TemporaryFolder()
        try folder.write("shots/package.json", #"{"name": "app"}"#)
        let result = try LegibleProcess.run(["audit", "shots"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no manifests found"), "\(result.stderr)")
        #expect(result.stdout.contains("shots/package.json: valid JSON without"), "\(result.stdout)")
    }
}
