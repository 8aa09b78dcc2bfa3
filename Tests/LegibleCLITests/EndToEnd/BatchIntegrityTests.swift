import Foundation
import Glibc
import LegiblePixels
import Testing

/// A batch under faults: good and bad manifests mixed, several reports at once, in parallel, run
/// again and again — every good region in every report, every bad file reported, the same bytes
/// every time; and a batch killed part-way leaves no report half-written.
@Suite("Batch integrity", .serialized)
struct BatchIntegrityTests {
    static let goodCount = 50

    /// Ten ways a manifest (or what it points to) can be bad; each must be reported by name (the
    /// manifest's, or the image's when the image is what is bad).
    static let badManifests: [(name: String, text: String, image: [UInt8]?)] = [
        ("bad-syntax", #"{"image": "bad-syntax.png", "regions": ["#, nil),
        ("bad-missing-image", #"{"image": "nowhere.png", "regions": [{"id": "a", "x": 1, "y": 1, "width": 5, "height": 5}]}"#, nil),
        ("bad-no-regions", #"{"image": "good-00.png"}"#, nil),
        ("bad-number", #"{"image": "good-00.png", "regions": [{"id": "a", "x": 1e999, "y": 1, "width": 5, "height": 5}]}"#, nil),
        ("bad-negative", #"{"image": "good-00.png", "regions": [{"id": "a", "x": 1, "y": 1, "width": -5, "height": 5}]}"#, nil),
        ("bad-outside", #"{"image": "good-00.png", "regions": [{"id": "far", "x": 5000, "y": 1, "width": 5, "height": 5}]}"#, nil),
        ("bad-second-ihdr", #"{"image": "bad-second-ihdr.png", "regions": [{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1}]}"#,
         Self.secondIHDR),
        ("bad-not-png", #"{"image": "bad-not-png.png", "regions": [{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1}]}"#,
         Array("GIF89a".utf8)),
        ("bad-array", #"[{"image": "good-00.png"}]"#, nil),
        ("bad-truncated-png", #"{"image": "bad-truncated-png.png", "regions": [{"id": "a", "x": 0, "y": 0, "width": 1, "height": 1}]}"#,
         Array(Self.secondIHDR.prefix(40))),
    ]

    /// An 87-byte PNG with a second, 4-byte IHDR.
    static let secondIHDR: [UInt8] = {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return be(UInt32(data.count)) + typed + be(crc32(typed))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(1) + be(1) + [8, 6, 0, 0, 0])
            + chunk("IHDR", [0, 0, 0, 1]) + chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0, 0, 0, 2, 0, 1]) + chunk("IEND", [])
    }()

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// 50 good screens (two regions each, ids unique across the batch) and the ten bad manifests.
    static func makeBatch() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for i in 0..<goodCount {
            let name = String(format: "good-%02d", i)
            var shot = Screenshot([("\(name)-title", Screenshot.black), ("\(name)-note", Screenshot.paleGrey)])
            // Two backgrounds, so that the screens of the batch differ.
            shot.background = i % 2 == 0 ? RGB8(grey: 255) : RGB8(grey: 245)
            try shot.write(named: name, in: folder, subfolder: "batch")
        }
        for bad in badManifests {
            try folder.write("batch/\(bad.name).json", bad.text)
            if let image = bad.image { try folder.write("batch/\(bad.name).png", Data(image)) }
        }
        return folder
    }

    @Test("50 good and 10 bad manifests, --jobs 2, three reports, 20 runs: complete and identical")
    func repeatedBatch() throws {
        let folder = try Self.makeBatch()
        var first: [String: Data] = [:]
        for run in 0..<20 {
            let result = try LegibleProcess.run(["audit", "batch", "--jobs", "2", "--variants", "none",
                                                 "--format", "json", "--output", "out/r.json",
                                                 "--format", "sarif", "--output", "out/r.sarif",
                                                 "--format", "junit", "--output", "out/r.xml"], in: folder.url)
            #expect(result.status == 2, "run \(run): \(result.stderr)")
            var reports: [String: Data] = [:]
            for name in ["r.json", "r.sarif", "r.xml"] {
                reports[name] = try Data(contentsOf: folder.url.appendingPathComponent("out/" + name))
            }
            if run == 0 {
                try Self.checkComplete(reports, stderr: result.stderr)
                first = reports
            } else {
                for (name, data) in reports { #expect(data == first[name], "run \(run): \(name) differs from the first run's") }
            }
        }
    }

    /// Every good region is in every report, and every bad file is named in each report and on
    /// standard error.
    static func checkComplete(_ reports: [String: Data], stderr: String) throws {
        let json = String(decoding: try #require(reports["r.json"]), as: UTF8.self)
        let sarif = String(decoding: try #require(reports["r.sarif"]), as: UTF8.self)
        let junit = String(decoding: try #require(reports["r.xml"]), as: UTF8.self)
        for i in 0..<goodCount {
            for region in ["title", "note"] {
                let id = String(format: "good-%02d-", i) + region
                #expect(json.contains("\"\(id)\""), "json lacks \(id)")
                #expect(junit.contains("\"\(id)\""), "junit lacks \(id)")
            }
            // SARIF lists failures only: every pale note fails.
            #expect(sarif.contains(String(format: "good-%02d-note", i)), "sarif lacks good-\(i)-note")
        }
        for bad in badManifests {
            let name = bad.name == "bad-missing-image" ? "nowhere.png" : bad.name
            for (format, text) in [("json", json), ("sarif", sarif), ("junit", junit), ("stderr", stderr)] {
                #expect(text.contains(name), "\(format) does not name \(name)")
            }
        }
    }

    @Test("a batch killed part-way leaves the old report or a whole new one, never half of one")
    func killedMidBatch() throws {
        let folder = try Self.makeBatch()
        let old = "{\"old\": true}\n"
        for delay in [0.05, 0.2, 0.5, 1.0, 2.0] {
            try folder.write("out/r.json", old)
            let process = Process()
            process.executableURL = LegibleProcess.executable
            process.arguments = ["audit", "batch", "--jobs", "2", "--format", "json", "--output", "out/r.json",
                                 "--format", "junit", "--output", "out/r.xml"]
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let text = try folder.read("out/r.json")
            if text != old {
                // A whole report: valid JSON with every screen.
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                #expect((object?["images"] as? [Any])?.count == Self.goodCount + Self.badManifests.count, "delay \(delay)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out"))
            // SIGKILL can leave a temporary file (never the report itself) only while a report is written.
            #expect(names.filter { !$0.contains(".legible-") }.sorted().allSatisfy { ["r.json", "r.xml"].contains($0) }, "\(names)")
        }
    }
}

