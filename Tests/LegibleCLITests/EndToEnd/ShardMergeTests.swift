import Foundation
import Testing
@testable import LegibleCLI

/// `audit --shard I/N` on N machines, then `merge`: every report format must come out as one
/// run over all the manifests wrote it, with the same exit status.
@Suite(.serialized) struct ShardMergeTests {
    /// The package root: relative manifest paths, as a CI job in a checkout uses them.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every format, each to its own file.
    static let formats = ["json", "sarif", "junit", "text", "github", "html"]

    static func outputs(_ prefix: String, formats: [String] = formats, in folder: TemporaryFolder) -> [String] {
        formats.flatMap { ["--format", $0, "--output", folder.path("\(prefix).\($0)")] }
    }

    /// Audits `input` once, and as N shards merged, for each N; compares every format.
    func expectMergedShardsEqualOneRun(_ input: [String], counts: [Int], extra: [String] = [],
                                       in directory: URL = ShardMergeTests.root) throws {
        let folder = try TemporaryFolder()
        let one = try LegibleProcess.run(["audit"] + input + extra + Self.outputs("one", in: folder), in: directory)
        #expect(one.stderr.contains("error") == (one.status == 2), "\(one.stderr)")
        for count in counts {
            var shards: [String] = []
            for index in 1...count {
                let path = folder.path("shard-\(count)-\(index).json")
                let shard = try LegibleProcess.run(["audit"] + input + extra + ["--shard", "\(index)/\(count)", "--format", "json", "--output", path],
                                                   in: directory)
                #expect(shard.status <= one.status, "shard \(index)/\(count): \(shard.stderr)")
                shards.append(path)
            }
            let merged = try LegibleProcess.run(["merge"] + shards + Self.outputs("merged-\(count)", in: folder), in: directory)
            #expect(merged.status == one.status, "N = \(count): \(merged.stderr)")
            #expect(merged.stderr == one.stderr.replacingOccurrences(of: "legible audit:", with: "legible merge:"))
            for format in Self.formats {
                let expected = try folder.read("one.\(format)")
                let actual = try folder.read("merged-\(count).\(format)")
                #expect(actual == expected, "N = \(count), \(format): merged report differs from one run")
            }
        }
    }

    @Test func samplesMergedFromShardsEqualOneRun() throws {
        try expectMergedShardsEqualOneRun(["Samples"], counts: [1, 3, 7])
    }

    /// Gated on APCA, failing labels carry a font size among their suggestions.
    @Test func samplesGatedOnAPCAMergedFromShardsEqualOneRun() throws {
        try expectMergedShardsEqualOneRun(["Samples"], counts: [3], extra: ["--metric", "apca"])
    }

    /// Seven corpus screens, one or two of each family the merge must carry through: media
    /// regions (Smart Invert), region warnings (font metadata against the glyphs), photos, glyph
    /// gaps, and JPEGs beside PNGs. Given as files: each manifest's slice is read relative to
    /// the file itself.
    static let corpusSubset = [
        "overmedia/overmedia1x-00", "overmedia/overmedia1x-00-q75", "metadata/metadata-scale2x-00",
        "metadata/metadata-scale3x-05-q90", "photo/photo-00", "gaps/gaps-00", "gaps/gaps-web-00",
    ].map { "Tests/LegibleAuditTests/Fixtures/Corpus/\($0).json" }

    @Test func corpusMergedFromShardsEqualsOneRun() throws {
        try expectMergedShardsEqualOneRun(Self.corpusSubset, counts: [1, 3, 7], extra: ["--variants", "protanopia,smart-invert"])
    }

    /// Options that gate differently, a baseline-free run with failing variants, and bad input:
    /// a corrupt image, an invalid manifest and a box outside its image in one shard or another.
    @Test func badInputInAShardIsReportedAsOneRunReportsIt() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("shots"), withIntermediateDirectories: true)
        for name in ["checkout", "toolbar", "dark-list"] {
            for ext in ["png", "json"] {
                try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("Samples/\(name).\(ext)").path,
                                                 toPath: folder.path("shots/\(name).\(ext)"))
            }
        }
        try folder.write("shots/corrupt.png", Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))
        try folder.write("shots/corrupt.json", #"{"image": "corrupt.png", "regions": [{"id": "a", "x": 0, "y": 0, "width": 9, "height": 9}]}"#)
        try folder.write("shots/invalid.json", #"{"image": "checkout.png", "regions": [{"id": "a", "x": 0}]}"#)
        try folder.write("shots/outside.json", #"{"image": "toolbar.png", "regions": [{"id": "far", "x": 90000, "y": 0, "width": 9, "height": 9}]}"#)
        try expectMergedShardsEqualOneRun(["shots", "missing-folder"], counts: [3], extra: ["--gate", "all"], in: folder.url)
    }

    @Test func mergeRefusesReportsOfAnotherVersionOrOptionsOrAMissingShard() throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for index in 1...2 {
            let path = folder.path("s\(index).json")
            _ = try LegibleProcess.run(["audit", "Samples", "--shard", "\(index)/2", "--format", "json", "--output", path], in: Self.root)
            paths.append(path)
        }
        let missing = try LegibleProcess.run(["merge", paths[0]], in: Self.root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("shard 2 of 2 is missing"), "\(missing.stderr)")

        let other = try folder.read("s2.json").replacingOccurrences(of: "\"version\": \"\(ToolVersion.current)\"", with: "\"version\": \"99.0.0\"")
        try folder.write("s2-other-version.json", other)
        let version = try LegibleProcess.run(["merge", paths[0], folder.path("s2-other-version.json")], in: Self.root)
        #expect(version.status == 2)
        #expect(version.stderr.contains("written by legible 99.0.0, this is legible \(ToolVersion.current)"), "\(version.stderr)")
        #expect(version.stdout.isEmpty)

        let p5 = folder.path("s2-p5.json")
        _ = try LegibleProcess.run(["audit", "Samples", "--shard", "2/2", "--percentile", "5", "--format", "json", "--output", p5], in: Self.root)
        let options = try LegibleProcess.run(["merge", paths[0], p5], in: Self.root)
        #expect(options.status == 2)
        #expect(options.stderr.contains("other options") && options.stderr.contains("percentile 5 ≠ 2"), "\(options.stderr)")

        let twice = try LegibleProcess.run(["merge", paths[0], paths[0], paths[1]], in: Self.root)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("are both shard 1/2"), "\(twice.stderr)")

        try folder.write("broken.json", "{\"version\": 1, \"tool\": ")
        let broken = try LegibleProcess.run(["merge", folder.path("broken.json")], in: Self.root)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.json: line 1"), "\(broken.stderr)")

        // Screens are read back as they are merged: one that cannot be stops the merge, and
        // no report is written.
        try folder.write("corrupt.json", try folder.read("s2.json").replacingOccurrences(of: "\"width\": ", with: "\"width\": x"))
        let merged = folder.path("merged.txt")
        let corrupt = try LegibleProcess.run(["merge", paths[0], folder.path("corrupt.json"), "--output", merged], in: Self.root)
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr.contains("corrupt.json: line "), "\(corrupt.stderr)")
        #expect(corrupt.stdout.isEmpty && !FileManager.default.fileExists(atPath: merged))
    }

    @Test func anEmptyShardIsAnEmptyReportWithANote() throws {
        // One manifest, seven slices: six are empty.
        var empty = 0
        for index in 1...7 {
            let run = try LegibleProcess.run(["audit", "Samples/checkout.json", "--shard", "\(index)/7"], in: Self.root)
            if run.stdout.contains("note: shard \(index)/7 holds none of the 1 manifest found") {
                empty += 1
                #expect(run.status == 0)
                #expect(run.stdout.contains("0 regions in 0 images"))
            }
        }
        #expect(empty == 6)
    }
}

/// The split itself: deterministic, a partition, and stable when screens are added.
struct ManifestShardTests {
    static let names = (0..<200).map { "screens/locale-\($0 % 40)/screen-\($0).json" }

    @Test(arguments: [1, 3, 7, 16])
    func slicesPartitionTheManifests(count: Int) {
        let items = Self.names.map { ManifestDiscovery.Item.manifest("shots/" + $0) }
        var seen: [Int] = []
        for index in 1...count {
            let shard = ManifestShard(index: index, count: count)!
            seen += shard.select(items, inputs: ["shots"]).map(\.position)
        }
        #expect(seen.sorted() == Array(items.indices))
        if count == 7 {
            // Not all in one slice: the hash spreads them.
            let sizes = (1...count).map { ManifestShard(index: $0, count: count)!.select(items, inputs: ["shots"]).count }
            #expect(sizes.allSatisfy { $0 > 10 }, "\(sizes)")
        }
    }

    @Test func aScreenAddedMovesOnlyItself() {
        let before = Self.names.map { ManifestDiscovery.Item.manifest("shots/" + $0) }
        var after = before
        after.insert(.manifest("shots/screens/locale-3/new-screen.json"), at: 17)
        func slices(_ items: [ManifestDiscovery.Item]) -> [String: Int] {
            var result: [String: Int] = [:]
            for index in 1...7 {
                for (_, item) in ManifestShard(index: index, count: 7)!.select(items, inputs: ["shots"]) { result[item.path] = index }
            }
            return result
        }
        let old = slices(before), new = slices(after)
        for (path, slice) in old { #expect(new[path] == slice, "\(path) moved") }
        #expect(new.count == old.count + 1)
    }

    @Test(arguments: [
        ("shots/a/b.json", ["shots"], "a/b.json"),
        ("/ci/checkout/shots/a/b.json", ["/ci/checkout/shots/"], "a/b.json"),
        ("./shots/x.json", ["./shots"], "x.json"),
        ("a/b.json", ["."], "a/b.json"),
        ("given.json", ["given.json", "shots"], "given.json"),
    ])
    func theHashReadsThePathRelativeToItsInput(path: String, inputs: [String], key: String) {
        #expect(ManifestShard.key(of: path, inputs: inputs) == key)
    }

    @Test func theSliceDoesNotDependOnWhereTheCheckoutIs() {
        let here = ManifestShard(index: 1, count: 5)!.select([.manifest("/home/me/app/shots/a.json")], inputs: ["/home/me/app/shots"])
        let there = ManifestShard(index: 1, count: 5)!.select([.manifest("/runner/work/app/shots/a.json")], inputs: ["/runner/work/app/shots"])
        #expect(here.count == there.count)
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "2", "a/b", "1/3/4", "-1/3"])
    func badShardsAreUsageErrors(text: String) {
        #expect(throws: ParseError.self) { try ManifestShard.parse(text, option: "--shard", command: "audit") }
    }
}
