import Foundation
import LegibleAudit
import LegibleColour
import LegibleImageIO
import LegiblePixels
import Testing
@testable import LegibleCLI

/// A region result with a given status; the figures do not matter to baselines.
private func region(_ id: String, _ status: Status, text: String? = nil) -> RegionResult {
    let white = RGB8(grey: 255)
    let figures = VariantMeasurement(variant: .original, foreground: white, background: white,
                                     wcag: WCAGFigures(ratio: 1, median: 1, required: 4.5),
                                     apca: APCAFigures(lc: 0, median: 0, required: 75), worstPoint: PixelPoint(x: 0, y: 0),
                                     pass: status == .pass)
    let outcome: RegionOutcome = status == .indeterminate
        ? .indeterminate(reason: .uniform) : .measured(RegionMeasurement(original: figures, pass: status == .pass))
    return RegionResult(id: id, text: text, box: PixelRect(x: 0, y: 0, width: 10, height: 10), outcome: outcome)
}

/// An audited image, or one that failed with `error` (a corrupt PNG).
private func image(_ path: String, manifest: String, screen: String? = nil, _ regions: [RegionResult],
                   error: String? = nil) -> ImageAudit {
    let outcome: ImageOutcome = error.map { .failed(.image(.corrupt(file: path, format: .png, detail: $0))) }
        ?? .decoded(ScreenResult(width: 10, height: 10, regions: regions))
    return ImageAudit(path: path, manifestPath: manifest, screenName: screen, outcome: outcome)
}

struct BaselineTests {
    // The identity itself (paths, screens, text) is tested with RegionFingerprint in LegibleAuditTests.

    @Test func aRegionThatWasNotMeasuredIsAnErrorAndItsEntryIsKept() {
        var audit = image("s/a.png", manifest: "s/a.json", [region("body", .pass)])
        audit.outcome = .decoded(ScreenResult(width: 10, height: 10, regions: audit.regions, regionErrors: [RegionError(region: "title", message: "s/a.json: region title: box … lies outside the image")]))
        let report = AuditReport(images: [audit], options: AuditOptions())
        let known = RegionFingerprint(image: "a.png", region: "title", text: "Welcome")
        let outcome = AuditOutcome(report: report, baseline: Baseline(entries: [known]))
        #expect(outcome.errors == 1)
        #expect(outcome.exitStatus == .usageOrInput)
        // Not measured is not fixed: the entry is neither stale nor dropped on rewrite.
        #expect(outcome.stale.isEmpty)
        #expect(outcome.unchecked == [known])
    }

    @Test func outcomeSeparatesNewKnownAndStale() {
        let report = AuditReport(images: [
            image("s/a.png", manifest: "s/a.json", [region("title", .fail), region("body", .pass), region("cta", .fail)]),
            image("s/b.png", manifest: "s/b.json", [region("title", .pass)]),
        ], options: AuditOptions())
        let baseline = Baseline(entries: [
            RegionFingerprint(image: "a.png", region: "title"),
            RegionFingerprint(image: "b.png", region: "title"),
            RegionFingerprint(image: "gone.png", region: "x"),
        ])
        let outcome = AuditOutcome(report: report, baseline: baseline)
        #expect(outcome.newFailures == [RegionFingerprint(image: "a.png", region: "cta")])
        #expect(outcome.baselined == [RegionFingerprint(image: "a.png", region: "title")])
        #expect(outcome.stale == [RegionFingerprint(image: "b.png", region: "title")])
        #expect(outcome.unchecked == [RegionFingerprint(image: "gone.png", region: "x")], "gone.png was not audited")
        #expect(outcome.exitStatus == .failure)
        #expect(AuditOutcome(report: report, baseline: Baseline(entries: outcome.allFailures)).exitStatus == .success)
    }

    @Test func oneEntryCoversOneFailure() {
        // The same screen in two locale folders: both fingerprints are `home.png › title`.
        let report = AuditReport(images: [
            image("en/home.png", manifest: "en/home.json", [region("title", .fail)]),
            image("de/home.png", manifest: "de/home.json", [region("title", .fail)]),
        ], options: AuditOptions())
        let one = Baseline(entries: [RegionFingerprint(image: "home.png", region: "title")])
        let outcome = AuditOutcome(report: report, baseline: one)
        #expect(outcome.baselined.count == 1)
        #expect(outcome.newFailures.count == 1)
        #expect(outcome.exitStatus == .failure)
        let both = Baseline(entries: outcome.allFailures)
        #expect(both.entries.count == 2)
        #expect(AuditOutcome(report: report, baseline: both).exitStatus == .success)
    }

    @Test func textChangesMakeANewFailure() {
        let report = AuditReport(images: [image("a.png", manifest: "a.json", [region("title", .fail, text: "Hello")])],
                                 options: AuditOptions())
        let baseline = Baseline(entries: [RegionFingerprint(image: "a.png", region: "title", text: "Hi")])
        #expect(AuditOutcome(report: report, baseline: baseline).exitStatus == .failure)
    }

    @Test func indeterminateFailsOnlyWhenAsked() {
        let images = [image("a.png", manifest: "a.json", [region("icon", .indeterminate)])]
        #expect(AuditOutcome(report: AuditReport(images: images, options: AuditOptions()), baseline: nil).exitStatus == .success)
        let strict = AuditOptions(failOnIndeterminate: true)
        #expect(AuditOutcome(report: AuditReport(images: images, options: strict), baseline: nil).exitStatus == .failure)
    }

    @Test func errorsWinOverFailuresAndAreNeverStale() {
        let report = AuditReport(images: [
            image("a.png", manifest: "a.json", [region("title", .fail)]),
            image("b.png", manifest: "b.json", [], error: "bad CRC"),
        ], options: AuditOptions())
        let outcome = AuditOutcome(report: report, baseline: Baseline(entries: [RegionFingerprint(image: "b.png", region: "t")]))
        #expect(outcome.errors == 1)
        #expect(outcome.stale.isEmpty)
        #expect(outcome.exitStatus == .usageOrInput)
    }

    @Test func fileIsStableSortedPrettyJSON() throws {
        let entries = [
            RegionFingerprint(image: "b.png", region: "title", text: "Zoë / \"quoted\""),
            RegionFingerprint(image: "a.png", screen: "dark", region: "cta"),
            RegionFingerprint(image: "a.png", screen: "dark", region: "cta"),
        ]
        let first = Baseline(entries: entries).encoded()
        let second = Baseline(entries: entries.reversed()).encoded()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\n  \"entries\" : ["))
        #expect(text.components(separatedBy: "\"region\"").count == 4, "one entry per failure")
        #expect(text.range(of: "a.png")!.lowerBound < text.range(of: "b.png")!.lowerBound)
        #expect(!text.contains("\\/"))

        let folder = try TemporaryFolder()
        try Baseline(entries: entries).write(to: folder.path("b.json"))
        #expect(try Baseline.load(path: folder.path("b.json")) == Baseline(entries: entries))
    }

    /// The file format baselines were first written in (Foundation's JSONEncoder, pretty, sorted
    /// keys, slashes unescaped): a baseline written today is byte for byte what it wrote.
    @Test("Baselines are written byte for byte as JSONEncoder wrote them", arguments: [
        [],
        [RegionFingerprint(image: "shots/a.png", region: "title")],
        [RegionFingerprint(image: "b.png", screen: "dark", region: "t\"1\"", text: "Zoë / \\ \u{1}\u{1F}\t\n\r\u{8}\u{C} \u{2028} 😀"),
         RegionFingerprint(image: "a.png", region: "cta", text: "")],
    ])
    func sameBytesAsJSONEncoder(entries: [RegionFingerprint]) throws {
        struct Legacy: Encodable {
            var version: Int
            var entries: [RegionFingerprint]
        }
        let baseline = Baseline(entries: entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let legacy = try encoder.encode(Legacy(version: baseline.version, entries: baseline.entries)) + [UInt8(ascii: "\n")]
        #expect(String(decoding: baseline.encoded(), as: UTF8.self) == String(decoding: legacy, as: UTF8.self))
        let folder = try TemporaryFolder()
        try baseline.write(to: folder.path("b.json"))
        #expect(try Baseline.load(path: folder.path("b.json")) == baseline)
    }

    @Test("A baseline that is no baseline says where", arguments: [
        (#"{ "version": 1, "entries": [ { "image": "a.png", "region": 7 } ] }"#, "line 1, column 60: entries[0].region: expected a string, found the number 7"),
        (#"{ "version": 1, "entries": [ { "image": "a.png" } ] }"#, "missing \"region\" in entries[0]"),
        (#"{ "version": "1", "entries": [] }"#, "line 1, column 14: version: expected a whole number, found \"1\""),
        (#"{ "entries": [] }"#, "missing \"version\""),
        (#"{ "version": 1, "entries": {} }"#, "line 1, column 28: entries: expected an array, found an object"),
    ])
    func formatErrors(json: String, detail: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("b.json", json)
        #expect {
            try Baseline.load(path: folder.path("b.json"))
        } throws: { error in
            "\(error)" == "baseline \(folder.path("b.json")): is not a legible baseline (\(detail)); regenerate it with --write-baseline \(folder.path("b.json"))"
        }
    }

    @Test func loadErrorsSayHowToFixThem() throws {
        let folder = try TemporaryFolder()
        #expect(throws: BaselineError.self) { try Baseline.load(path: folder.path("none.json")) }
        try folder.write("v2.json", #"{ "version": 2, "entries": [] }"#)
        #expect {
            try Baseline.load(path: folder.path("v2.json"))
        } throws: { error in
            "\(error)".contains("version 2") && "\(error)".contains("--write-baseline")
        }
        try folder.write("junk.json", "[1, 2")
        #expect {
            try Baseline.load(path: folder.path("junk.json"))
        } throws: { error in
            "\(error)".contains("not a legible baseline") && "\(error)".contains("junk.json")
        }
    }
}
