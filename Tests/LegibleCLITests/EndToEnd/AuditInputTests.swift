import Foundation
import Testing

/// `legible audit` on bad input, directories and batches: what the command line controls,
/// independent of the measurement's verdicts.
struct AuditInputTests {
    /// The `path` of every image in a JSON report, in report order.
    private func imagePaths(_ json: [String: Any]) -> [String] {
        ((json["images"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
    }

    private func imageErrors(_ json: [String: Any]) -> [String?] {
        ((json["images"] as? [[String: Any]]) ?? []).map { $0["error"] as? String }
    }

    @Test func missingManifestExitsTwoNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let result = try LegibleProcess.run(["audit", "nowhere/screen.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("nowhere/screen.json"))
        #expect(result.stderr.contains("no such file"))
    }

    @Test func invalidManifestNamesFileAndRegion() throws {
        let folder = try TemporaryFolder()
        try folder.write("shot.png", try Screenshot([("title", Screenshot.black)]).pngData())
        try folder.write("bad.json", """
        { "image": "shot.png", "regions": [ { "id": "title", "x": 10, "y": 10, "width": 0, "height": 30 } ] }
        """)
        let result = try LegibleProcess.run(["audit", "bad.json"], in: folder.url)
        #expect(result.status == 2)
        // The file, where in it, the field and the problem.
        #expect(result.stderr.contains("bad.json, line 1, column 81: regions[0].width: must be positive (a box needs a size), got 0"),
                "\(result.stderr)")
    }

    @Test func brokenJSONIsAnInputError() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.json", #"{ "image": "shot.png", "regions": [ "#)
        let result = try LegibleProcess.run(["audit", "broken.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken.json"))
        #expect(result.stderr.contains("not valid JSON"))
    }

    @Test
    func corruptImageNamesTheImage() throws {
        let folder = try TemporaryFolder()
        var png = try Screenshot([("title", Screenshot.black)]).pngData()
        png = png.prefix(60)  // cut inside the image data
        try folder.write("cut.png", png)
        try folder.write("cut.json", Screenshot([("title", Screenshot.black)]).manifest(image: "cut.png"))
        try folder.write("junk.png", "this is not an image")
        try folder.write("junk.json", Screenshot([("title", Screenshot.black)]).manifest(image: "junk.png"))
        for name in ["cut", "junk"] {
            let result = try LegibleProcess.run(["audit", "\(name).json"], in: folder.url)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("\(name).png"), "\(name): \(result.stderr)")
        }
    }

    @Test func batchContinuesPastABadFileAndExitsTwo() throws {
        let folder = try TemporaryFolder()
        try Screenshot([("title", Screenshot.black)]).write(named: "good-1", in: folder)
        try folder.write("bad.json", #"{ "image": "missing.png", "regions": [] }"#)
        try Screenshot([("title", Screenshot.black)]).write(named: "good-2", in: folder)
        let result = try LegibleProcess.run(["audit", "--format", "json", "good-1.json", "bad.json", "good-2.json"],
                                            in: folder.url)
        #expect(result.status == 2)
        let json = try result.json()
        #expect(imagePaths(json) == ["good-1.png", "missing.png", "good-2.png"])
        let errors = imageErrors(json)
        #expect(errors.count == 3)
        #expect(result.stderr.contains("missing.png"))
        #expect(errors[1]?.contains("missing.png") == true)
        #expect(errors[0] == nil && errors[2] == nil, "the good files are audited despite the bad one")
    }

    @Test
    func aBoxOutsideTheImageCostsOnlyItsRegion() throws {
        let folder = try TemporaryFolder()
        let shot = Screenshot([("title", Screenshot.black)])
        try folder.write("shot.png", try shot.pngData())
        try folder.write("shot.json", """
        { "image": "shot.png", "regions": [
            { "id": "title", "x": 10, "y": 10, "width": 200, "height": 30, "text": "Title" },
            { "id": "far", "x": 900, "y": 10, "width": 50, "height": 30 } ] }
        """)
        try Screenshot([("other", Screenshot.black)]).write(named: "other", in: folder)

        let text = try LegibleProcess.run(["audit", "--variants", "none", "shot.json", "other.json"], in: folder.url)
        #expect(text.status == 2, "a region error is invalid input: \(text.stderr)")
        #expect(text.stdout.contains("✓ PASS   title"), "the good region is still measured:\n\(text.stdout)")
        #expect(text.stdout.contains("✗ ERROR  far"))
        #expect(text.stdout.contains("other.png"), "the next file is audited too")
        #expect(text.stderr.contains("shot.json: region far: box x 900…950"))
        #expect(text.stderr.contains("check the coordinates and \"scale\""))

        let json = try LegibleProcess.run(["audit", "--format", "json", "--variants", "none", "shot.json"], in: folder.url)
        #expect(json.status == 2)
        let report = try json.json()
        let image = try #require((report["images"] as? [[String: Any]])?.first)
        #expect(image["error"] is NSNull)
        #expect((image["regions"] as? [[String: Any]])?.first?["status"] as? String == "pass")
        #expect((image["errors"] as? [[String: Any]])?.first?["region"] as? String == "far")
        #expect((report["summary"] as? [String: Any])?["errors"] as? Int == 1)
    }

    @Test func directoriesAreSearchedRecursivelyForManifests() throws {
        let folder = try TemporaryFolder()
        try Screenshot([("a", Screenshot.black)]).write(named: "home", in: folder, subfolder: "shots/en")
        try Screenshot([("a", Screenshot.black)]).write(named: "home", in: folder, subfolder: "shots/de")
        try Screenshot([("a", Screenshot.black)]).write(named: "checkout", in: folder, subfolder: "shots")
        try folder.write("shots/package.json", #"{ "name": "not-a-manifest" }"#)
        try folder.write("shots/notes.txt", "ignored")
        try Screenshot([("a", Screenshot.black)]).write(named: "hidden", in: folder, subfolder: "shots/.cache")
        let result = try LegibleProcess.run(["audit", "--format", "json", "shots"], in: folder.url)
        let json = try result.json()
        #expect(imagePaths(json) == ["shots/checkout.png", "shots/de/home.png", "shots/en/home.png"])
        #expect(!result.stderr.contains("package.json"))
    }

    @Test func aDirectoryWithoutManifestsIsAnInputError() throws {
        let folder = try TemporaryFolder()
        try folder.write("empty/readme.txt", "nothing here")
        let result = try LegibleProcess.run(["audit", "empty"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no manifests found"))
    }

    @Test func parallelBatchesReportInInputOrder() throws {
        let folder = try TemporaryFolder()
        var names: [String] = []
        for index in 0..<8 {
            // Different sizes so the jobs finish out of order.
            var shot = Screenshot([("a", Screenshot.black), ("b", Screenshot.black)])
            shot.width = 240 + 120 * ((index * 5) % 8)
            let name = "screen-\(index)"
            try shot.write(named: name, in: folder)
            names.append(name + ".json")
        }
        let order = names.reversed().map { $0 }
        let first = try LegibleProcess.run(["audit", "--format", "json", "--jobs", "2"] + order, in: folder.url)
        let second = try LegibleProcess.run(["audit", "--format", "json", "-j", "2"] + order, in: folder.url)
        let serial = try LegibleProcess.run(["audit", "--format", "json", "--jobs", "1"] + order, in: folder.url)
        #expect(imagePaths(try first.json()) == order.map { $0.replacingOccurrences(of: ".json", with: ".png") })
        #expect(first.stdout == second.stdout)
        #expect(first.stdout == serial.stdout)
        #expect(first.status == serial.status)
    }

    @Test func outputWritesTheFormatBeforeItToAFile() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        // The report's folder is created when missing.
        let written = try LegibleProcess.run(["audit", "--format", "json", "--output", "out/report.json", "--format", "text",
                                              manifest], in: folder.url)
        let report = try JSONSerialization.jsonObject(with: Data(try folder.read("out/report.json").utf8)) as? [String: Any]
        #expect(report?["version"] as? Int == 1)
        #expect(imagePaths(report ?? [:]) == ["shot.png"])
        #expect(written.stdout.contains("shot.png"), "the text report goes to standard output")
        #expect(!written.stdout.contains("\"version\""))

        // A file where the folder should be cannot be written through: exit 2, naming the path.
        try folder.write("blocked", "a file, not a folder")
        let blocked = try LegibleProcess.run(["audit", "--format", "json", "--output", "blocked/report.json", manifest],
                                             in: folder.url)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("blocked/report.json"))
    }

    @Test func outputDashIsStandardOutput() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", "--format", "text", "--output", "report.txt",
                                             "--format", "json", "--output", "-", manifest], in: folder.url)
        #expect(imagePaths(try result.json()) == ["shot.png"], "the JSON report is on standard output")
        #expect(try folder.read("report.txt").contains("shot.png"))
        #expect(!folder.exists("-"), "no file named '-' is written")

        let twice = try LegibleProcess.run(["audit", "--format", "json", "-o", "-", "--format", "text", manifest],
                                           in: folder.url)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("would each write to standard output"))
        #expect(twice.stdout.isEmpty)
    }

    @Test func missingOrInvalidBaselineIsAClearErrorBeforeAuditing() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let missing = try LegibleProcess.run(["audit", "--baseline", "known.json", manifest], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("baseline known.json"))
        #expect(missing.stderr.contains("--write-baseline"))
        #expect(missing.stdout.isEmpty)

        try folder.write("known.json", #"{ "version": 1, "entries": [ { "region": "title" } ] }"#)
        let invalid = try LegibleProcess.run(["audit", "--baseline", "known.json", manifest], in: folder.url)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("not a legible baseline"))
        #expect(invalid.stderr.contains("image"))
    }

    @Test
    func imagesAboveThePixelLimitAreRefused() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", "--max-pixels", "1000", manifest], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("shot.png"))
        #expect(result.stderr.contains("--max-pixels"))
    }
}
