import Foundation
import LegibleAudit
import Synchronization
import Testing
@testable import LegibleCLI

struct BatchTests {
    @Test(arguments: [1, 2, 3, 16])
    func schedulerKeepsInputOrder(jobs: Int) {
        let items = Array(0..<200)
        let result = BatchScheduler.map(items, jobs: jobs) { item -> Int in
            // Uneven work so that completion order differs from input order.
            var x = 0
            for i in 0..<((item * 7919) % 5000) { x &+= i }
            return item * 2 + (x & 0)
        }
        #expect(result == items.map { $0 * 2 })
    }

    @Test func schedulerRunsJobsConcurrently() {
        let running = Atomic<Int>(0)
        let peak = Atomic<Int>(0)
        _ = BatchScheduler.map(Array(0..<8), jobs: 2) { _ -> Int in
            let now = running.wrappingAdd(1, ordering: .relaxed).newValue
            peak.max(now, ordering: .relaxed)
            Thread.sleep(forTimeInterval: 0.02)
            running.wrappingSubtract(1, ordering: .relaxed)
            return 0
        }
        #expect(peak.load(ordering: .relaxed) == 2)
    }

    /// The streaming scheduler hands results over in input order, expands items into units
    /// only as they are due, and never runs more than its window ahead of what it delivered.
    @Test(arguments: [1, 2, 3, 8])
    func streamDeliversInOrderWithinItsWindow(jobs: Int) {
        let items = Array(0..<60)
        let expand: @Sendable (Int) -> [Int] = { item in (0..<(item % 3 + 1)).map { item * 10 + $0 } }
        let expected = items.flatMap(expand)
        let position = Dictionary(uniqueKeysWithValues: expected.enumerated().map { ($1, $0) })
        let window = 4
        let delivered = Atomic<Int>(0)
        let furthest = Atomic<Int>(0)
        var results: [Int] = []
        BatchScheduler.stream(items, expand: expand, jobs: jobs, window: window) { unit -> Int in
            // Uneven work so that completion order differs from input order.
            var x = 0
            for i in 0..<((unit * 7919) % 20000) { x &+= i }
            furthest.max(position[unit]! - delivered.load(ordering: .relaxed), ordering: .relaxed)
            return unit * 2 + (x & 0)
        } deliver: { result in
            results.append(result)
            delivered.wrappingAdd(1, ordering: .relaxed)
        }
        #expect(results == expected.map { $0 * 2 })
        // The delivery count read by a worker lags the scheduler's own by at most one.
        #expect(furthest.load(ordering: .relaxed) <= window)
    }

    @Test func discoveryFindsManifestsSortedAndListsOthersAsSkipped() throws {
        let folder = try TemporaryFolder()
        let manifest = #"{ "image": "x.png", "regions": [] }"#
        try folder.write("b/two.json", manifest)
        try folder.write("a/one.json", manifest)
        try folder.write("a/z.JSON", #"{ "screens": [] }"#)
        try folder.write("a/config.json", #"{ "name": "x" }"#)
        try folder.write("a/list.json", "[1]")
        // Meant as manifests, damaged inside a value or cut short: found, so loading them says what is wrong.
        try folder.write("a/damaged.json", #"{ "image": "x.png", "regions": [1,] }"#)
        try folder.write("a/broken.json", #"{ "image": "#)
        // The keys below the root name something else.
        try folder.write("a/nested.json", #"{ "meta": { "image": "x.png", "screens": [] } }"#)
        try folder.write(".git/hooks.json", manifest)
        try folder.write("c/.hidden/three.json", manifest)
        let items = ManifestDiscovery.discover([folder.path])
        let other = "valid JSON without \"image\" or \"screens\""
        #expect(items == [.manifest(folder.path("a/broken.json")),
                          .skipped(SkippedInput(path: folder.path("a/config.json"), reason: other)),
                          .manifest(folder.path("a/damaged.json")),
                          .skipped(SkippedInput(path: folder.path("a/list.json"), reason: other)),
                          .skipped(SkippedInput(path: folder.path("a/nested.json"), reason: other)),
                          .manifest(folder.path("a/one.json")), .manifest(folder.path("a/z.JSON")),
                          .manifest(folder.path("b/two.json"))])
    }

    @Test func discoveryReportsMissingInputsAndDeduplicates() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("one.json", #"{ "image": "x.png", "regions": [] }"#)
        let items = ManifestDiscovery.discover([path, folder.path("missing.json"), folder.path, path])
        #expect(items.count == 2)
        #expect(items[0] == .manifest(path))
        guard case .problem(let missing, let message) = items[1] else {
            Issue.record("expected a problem, got \(items[1])")
            return
        }
        #expect(missing == folder.path("missing.json"))
        #expect(message.contains("no such file"))
    }

    /// A screenshot given where a manifest belongs is named as an image, with the command that
    /// audits it; a file that only looks like one by its extension is still read as a manifest.
    @Test(arguments: [
        ("shot.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], "is a PNG image, not a manifest"),
        ("photo.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], "is a JPEG image, not a manifest"),
        ("named.png", Array(#"{ "image": "x.png", "regions": [] }"#.utf8), nil),
    ] as [(String, [UInt8], String?)])
    func discoveryTellsAnImageFromAManifest(name: String, bytes: [UInt8], problem: String?) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(name, Data(bytes))
        let items = ManifestDiscovery.discover([path])
        guard let problem else {
            #expect(items == [.manifest(path)])
            return
        }
        guard case .problem(let named, let message)? = items.first, items.count == 1 else {
            Issue.record("expected one problem, got \(items)")
            return
        }
        #expect(named == path)
        #expect(message.hasPrefix(problem))
        #expect(message.contains("legible audit \(path) --detect image"))
    }

    @Test func multiScreenManifestsBecomeOneJobPerScreen() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("multi.json", """
        { "screens": [
          { "name": "light", "image": "light.png", "regions": [] },
          { "name": "dark", "image": "dark.png", "regions": [] }
        ] }
        """)
        let units = BatchAudit.units(.manifest(path))
        #expect(units.count == 2)
        let images = BatchAudit.run([.manifest(path)], auditor: Auditor(), jobs: 2)
        #expect(images.map(\.audit.screenName) == ["light", "dark"])
        #expect(images.map { $0.screen?.name } == ["light", "dark"])
        #expect(images.map(\.audit.path) == [folder.path("light.png"), folder.path("dark.png")])
    }

    @Test func progressIsSilentWithoutATerminal() {
        let captured = CapturedConsole()
        let progress = ProgressReporter(total: 3, console: captured.console)
        for label in ["a", "b", "c"] { progress.advance(label) }
        progress.finish()
        #expect(captured.standardError.isEmpty)
    }

    @Test func progressDrawsOneLineOnATerminalAndClearsIt() {
        let captured = CapturedConsole()
        var console = captured.console
        console.stderrIsTerminal = true
        let progress = ProgressReporter(total: 2, console: console)
        progress.advance("shots/a.json")
        progress.advance("shots/b.json")
        progress.finish()
        // Straight after the start there is no rate to tell yet.
        #expect(captured.standardError.contains("[1/2] starting  shots/a.json"))
        #expect(captured.standardError.contains("[2/2] starting  shots/b.json"))
        #expect(captured.standardError.hasSuffix("\r\u{1B}[2K"))
        #expect(!captured.standardError.contains("\n"))
    }

    @Test(arguments: [
        (10, 100, 1.0, "10 screens/s, 9s left"),
        (3, 10_000, 2.0, "1.5 screens/s, 1h 51m left"),
        (600, 10_000, 20.0, "30 screens/s, 5m 14s left"),
        (5, 5, 0.5, "10 screens/s, 0s left"),
        (1, 10, 0.05, "starting"),
    ])
    func progressTellsTheRateAndTheTimeLeft(done: Int, total: Int, seconds: Double, expected: String) {
        #expect(ProgressReporter.pace(done: done, total: total, elapsed: UInt64(seconds * 1e9)) == expected)
    }
}

/// Reports copied to standard output in pieces are cut only between characters.
struct UTF8BoundaryTests {
    @Test(arguments: [
        ([0x61, 0x62], []),
        ([0x61, 0xE2, 0x9C], [0xE2, 0x9C]),            // ✓ (E2 9C 93) cut after two bytes
        ([0x61, 0xE2, 0x9C, 0x93], []),
        ([0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98]),      // a 4-byte character cut after three
        ([0xC3], [0xC3]),
        ([0xC3, 0xA9], []),
    ] as [([UInt8], [UInt8])])
    func trailingPartialCharacter(bytes: [UInt8], partial: [UInt8]) {
        #expect(UTF8Boundary.trailingPartial(of: bytes) == partial)
    }
}
