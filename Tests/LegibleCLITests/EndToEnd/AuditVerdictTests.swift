import Foundation
import LegiblePixels
import Testing

/// Pass/fail verdicts, gating and baselines end to end. These need the real measurement
/// (LegibleAudit on main); they are skipped while this branch still has the placeholder auditor
/// and run by themselves once it is merged.
@Suite
struct AuditVerdictTests {
    @Test func readableTextPassesWithExitZeroAndQuietStderr() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", manifest], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.isEmpty, "no terminal: nothing on stderr but warnings and errors")
        #expect(result.stdout.contains("PASS"))
        #expect(result.stdout.contains("1 passed, 0 failed"))
    }

    @Test func paleTextFailsWithExitOne() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.paleGrey)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", manifest], in: folder.url)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("FAIL"))
        let json = try LegibleProcess.run(["audit", "--format", "json", manifest], in: folder.url).json()
        let region = try #require(((json["images"] as? [[String: Any]])?.first?["regions"] as? [[String: Any]])?.first)
        #expect(region["status"] as? String == "fail")
        #expect(region["pass"] as? Bool == false)
    }

    @Test func failureBeatsPassAndInputErrorsBeatFailures() throws {
        let folder = try TemporaryFolder()
        let good = try Screenshot([("title", Screenshot.black)]).write(named: "good", in: folder)
        let bad = try Screenshot([("title", Screenshot.paleGrey)]).write(named: "bad", in: folder)
        #expect(try LegibleProcess.run(["audit", good, bad], in: folder.url).status == 1)
        #expect(try LegibleProcess.run(["audit", good, bad, "missing.json"], in: folder.url).status == 2)
    }

    @Test func levelAAAIsStricter() throws {
        let folder = try TemporaryFolder()
        // #666666 on white is 5.74:1: AA passes, AAA (7:1) fails.
        let manifest = try Screenshot([("title", RGB8(grey: 0x66))]).write(named: "shot", in: folder)
        #expect(try LegibleProcess.run(["audit", manifest], in: folder.url).status == 0)
        #expect(try LegibleProcess.run(["audit", "--level", "AAA", manifest], in: folder.url).status == 1)
    }

    @Test func gateNoneReportsButNeverFails() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.paleGrey)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", "--gate", "none", manifest], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func indeterminateFailsOnlyWithTheFlag() throws {
        let folder = try TemporaryFolder()
        try folder.write("blank.png", try Screenshot([]).pngData())
        try folder.write("blank.json", """
        { "image": "blank.png", "regions": [ { "id": "empty", "x": 10, "y": 10, "width": 100, "height": 30 } ] }
        """)
        let lenient = try LegibleProcess.run(["audit", "blank.json"], in: folder.url)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        #expect(lenient.stdout.contains("1 indeterminate"))
        #expect(try LegibleProcess.run(["audit", "--fail-on-indeterminate", "blank.json"], in: folder.url).status == 1)
    }

    /// The whole baseline cycle: red → record → green → a new failure turns it red → the known
    /// one is fixed and its entry is reported stale.
    @Test func baselineRoundTrip() throws {
        let folder = try TemporaryFolder()
        let failingTitle = Screenshot([("title", Screenshot.paleGrey), ("body", Screenshot.black)])
        let manifest = try failingTitle.write(named: "shot", in: folder, subfolder: "shots")
        #expect(try LegibleProcess.run(["audit", manifest], in: folder.url).status == 1)

        let record = try LegibleProcess.run(["audit", "--write-baseline", "known.json", manifest], in: folder.url)
        #expect(record.status == 0, "recorded failures are known: \(record.stdout)")
        let baseline = try folder.read("known.json")
        #expect(baseline.contains(#""image" : "shot.png""#), "image relative to the manifest, not the cwd: \(baseline)")
        #expect(baseline.contains(#""region" : "title""#))
        #expect(baseline.contains(#""text" : "Label title""#))
        #expect(!baseline.contains(folder.path), "no absolute paths")
        #expect(!baseline.contains("body"))

        let known = try LegibleProcess.run(["audit", "--baseline", "known.json", manifest], in: folder.url)
        #expect(known.status == 0, "\(known.stdout)")
        #expect(known.stdout.contains("baseline"))
        #expect(known.stdout.contains("1 baselined"))
        #expect(known.stderr.isEmpty)

        // The same screens re-rendered and audited from elsewhere, by absolute path: still known.
        try failingTitle.write(named: "shot", in: folder, subfolder: "shots")
        let elsewhere = try LegibleProcess.run(["audit", "--baseline", folder.path("known.json"), folder.path(manifest)],
                                               in: FileManager.default.temporaryDirectory)
        #expect(elsewhere.status == 0, "\(elsewhere.stdout)")

        // A new failure is not covered by the baseline.
        try Screenshot([("title", Screenshot.paleGrey), ("body", Screenshot.paleGrey)]).write(named: "shot", in: folder,
                                                                                              subfolder: "shots")
        let regressed = try LegibleProcess.run(["audit", "--baseline", "known.json", manifest], in: folder.url)
        #expect(regressed.status == 1, "\(regressed.stdout)")
        #expect(regressed.stdout.contains("body"))
        #expect(regressed.stdout.contains("1 baselined"))

        // Fixing the known failure leaves a stale entry, reported but not failing.
        try Screenshot([("title", Screenshot.black), ("body", Screenshot.black)]).write(named: "shot", in: folder,
                                                                                      subfolder: "shots")
        let fixed = try LegibleProcess.run(["audit", "--baseline", "known.json", manifest], in: folder.url)
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(fixed.stderr.contains("baseline entry no longer fails: shot.png › title"))
        #expect(fixed.stdout.contains("Stale baseline entries"))

        // Re-writing the baseline drops the stale entry; an unchanged baseline is byte-identical.
        _ = try LegibleProcess.run(["audit", "--baseline", "known.json", "--write-baseline", "known.json", manifest],
                                   in: folder.url)
        #expect(!(try folder.read("known.json")).contains("title"))
    }

    @Test func rewritingAnUnchangedBaselineIsByteIdentical() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("a", Screenshot.paleGrey), ("b", Screenshot.paleGrey)]).write(named: "shot", in: folder)
        _ = try LegibleProcess.run(["audit", "--write-baseline", "one.json", manifest], in: folder.url)
        _ = try LegibleProcess.run(["audit", "--jobs", "2", "--write-baseline", "two.json", manifest], in: folder.url)
        #expect(try folder.read("one.json") == folder.read("two.json"))
    }
}
