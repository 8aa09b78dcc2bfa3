import Foundation
import LegibleImageIO
import Testing

/// Every report format through `--format … --output …`, and `--previews`.
struct ReportOutputTests {
    @Test func everyFormatCanBeWrittenInOneRun() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black), ("note", Screenshot.paleGrey)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run([
            "audit", manifest,
            "--format", "json", "--output", "r.json", "--format", "sarif", "--output", "r.sarif",
            "--format", "junit", "--output", "r.xml", "--format", "html", "--output", "r.html",
            "--format", "text", "--output", "r.txt", "--format", "github",
        ], in: folder.url)
        #expect(result.status != 2, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(try folder.read("r.json").utf8)) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        let sarif = try JSONSerialization.jsonObject(with: Data(try folder.read("r.sarif").utf8)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        #expect(try folder.read("r.xml").hasPrefix("<?xml"))
        #expect(try folder.read("r.html").lowercased().contains("<html"))
        #expect(try folder.read("r.txt").contains("shot.png"))
        #expect(!(try folder.read("r.txt")).contains("\u{1B}["), "no colour in files")
        #expect(!result.stdout.contains("\"version\""), "only the github format goes to standard output")
        #expect(result.stdout.contains("::error"))
    }

    @Test
    func previewsAreWrittenForEveryMeasuredVariant() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", "--variants", "protanopia,invert", "--previews", "previews", manifest],
                                            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["shot.protanopia.png", "shot.invert.png", "shot.overlay.png", "shot.contact.png"] {
            #expect(folder.exists("previews/" + name), "missing \(name)")
        }
        let overlay = try ImageDecoder.decode(path: folder.path("previews/shot.overlay.png")).raster
        #expect(overlay.width == 240)

        try folder.write("blocked", "a file where the folder should be")
        let blocked = try LegibleProcess.run(["audit", "--variants", "none", "--previews", "blocked", manifest], in: folder.url)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("previews"))
    }

    @Test func previewNamesStayUniqueAcrossFolders() throws {
        let folder = try TemporaryFolder()
        try Screenshot([("a", Screenshot.black)]).write(named: "home", in: folder, subfolder: "en")
        try Screenshot([("a", Screenshot.black)]).write(named: "home", in: folder, subfolder: "de")
        try Screenshot([("a", Screenshot.black)]).write(named: "other", in: folder, subfolder: "de")
        _ = try LegibleProcess.run(["audit", "--variants", "none", "--previews", "p", "en", "de"], in: folder.url)
        #expect(folder.exists("p/en-home.overlay.png"))
        #expect(folder.exists("p/de-home.overlay.png"))
        #expect(folder.exists("p/other.overlay.png"))
    }

    @Test func twoManifestsOfOneImageGetTheirOwnPreviews() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("a", Screenshot.black)]).write(named: "bars", in: folder)
        try folder.write("second.json", try folder.read(manifest))
        let result = try LegibleProcess.run(["audit", "--variants", "none", "--previews", "p", "--jobs", "2",
                                             manifest, "second.json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(folder.exists("p/bars-1.overlay.png"))
        #expect(folder.exists("p/bars-2.overlay.png"))
    }
}
