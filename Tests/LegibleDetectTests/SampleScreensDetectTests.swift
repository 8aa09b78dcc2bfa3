import Foundation
import LegibleDetect
import Testing

/// `legible audit Samples/X.png --detect tesseract`, as a new user runs it, against the audit of
/// the sample's own manifest: every failing text region of the manifest lies in a failing
/// detected box, and every failing detected box lies on text of the manifest — or on a mark the
/// manifest leaves out, named here with what it is.
@Suite("Sample screens audited without their manifests")
struct SampleScreensDetectTests {
    /// A failing detected box the manifest has no region for: a point inside it, and what is there.
    struct Mark: Sendable, CustomStringConvertible {
        var x: Int
        var y: Int
        var what: String
        var description: String { "(\(x), \(y)) \(what)" }
    }

    /// The sample screens (all @2x) and the failing marks their manifests leave out.
    static let screens: [(name: String, marks: [Mark])] = [
        ("checkout", []),
        ("dark-list", []),
        ("hero", [Mark(x: 320, y: 800, what: "the embroidered name on the suit's patch in the photo")]),
        ("landing", []),
        ("toolbar", []),
    ]

    static let enabled = CLIDetectTests.executable != nil && Tesseract.isInstalled

    /// A region of a JSON report: its pixel box, verdict and text.
    struct Found {
        var id: String
        var x, y, width, height: Int
        var status: String
        var kind: String
        var text: String?

        /// The share of this box's area that `other` covers.
        func covered(by other: Found) -> Double {
            let across = min(x + width, other.x + other.width) - max(x, other.x)
            let down = min(y + height, other.y + other.height) - max(y, other.y)
            guard across > 0, down > 0, width > 0, height > 0 else { return 0 }
            return Double(across * down) / Double(width * height)
        }

        func contains(_ mark: Mark) -> Bool {
            mark.x >= x && mark.x < x + width && mark.y >= y && mark.y < y + height
        }
    }

    static func regions(_ arguments: [String]) throws -> [Found] {
        let run = try CLIDetectTests.legible(arguments + ["--variants", "none", "--format", "json"])
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let images = try #require(report["images"] as? [[String: Any]])
        let regions = try #require(images.first?["regions"] as? [[String: Any]])
        return try regions.map { region in
            let box = try #require(region["box"] as? [String: Int])
            return Found(id: region["id"] as? String ?? "", x: box["x"] ?? 0, y: box["y"] ?? 0,
                         width: box["width"] ?? 0, height: box["height"] ?? 0,
                         status: region["status"] as? String ?? "", kind: region["kind"] as? String ?? "text",
                         text: region["text"] as? String)
        }
    }

    @Test(.enabled(if: enabled, "needs the legible executable and tesseract (apt-get install tesseract-ocr)"),
          arguments: screens)
    func detectedAuditFailsWhereTheManifestAuditFails(name: String, marks: [Mark]) throws {
        let samples = Fixture.checkout + "/Samples/"
        let manifest = try Self.regions(["audit", samples + name + ".json"])
        let detected = try Self.regions(["audit", samples + name + ".png", "--detect", "tesseract", "--detect-scale", "2"])
        #expect(detected.allSatisfy { $0.kind == "nonText" || $0.id.hasPrefix("line-") })
        let failingText = manifest.filter { $0.status == "fail" && $0.kind == "text" }
        let failingDetected = detected.filter { $0.status == "fail" }
        for region in failingText {
            #expect(failingDetected.contains { region.covered(by: $0) >= 0.5 },
                    "\(name): failing \(region.id) \"\(region.text ?? "")\" is in no failing detected box")
        }
        var extras = 0
        for box in failingDetected where !manifest.contains(where: { $0.kind == "text" && $0.covered(by: box) >= 0.5 }) {
            extras += 1
            #expect(marks.contains { box.contains($0) },
                    "\(name): \(box.id) at (\(box.x), \(box.y)) \(box.width)×\(box.height) fails over no text of the manifest")
        }
        #expect(extras == marks.count, "\(name): the marks \(marks) should each fail")
        print("samples \(name): failing manifest text regions \(failingText.count), found \(failingText.filter { region in failingDetected.contains { region.covered(by: $0) >= 0.5 } }.count); failing detected boxes \(failingDetected.count), over no manifest text \(extras); detected \(detected.count), with text \(detected.filter { $0.text != nil }.count)")
    }
}
