import Foundation
import Glibc
import Testing

/// Reports, baselines and manifests go to the path given: through symbolic links, into devices
/// as they are, atomically into regular files; a write that fails is an error (status 2).
@Suite("Writing outputs")
struct OutputFileTests {
    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    @Test("a report through a symbolic link replaces the file it points to, and the link stays")
    func throughSymlink() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        try folder.write("reports/real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: "reports/real.json")
        // A dangling link is written through too: the file it names is created.
        try FileManager.default.createSymbolicLink(atPath: folder.path("dangling.sarif"), withDestinationPath: "reports/new.sarif")
        let result = try LegibleProcess.run(["audit", manifest, "--format", "json", "--output", "link.json",
                                             "--format", "sarif", "--output", "dangling.sarif",
                                             "--write-baseline", "link.json.baseline"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType(folder.path("link.json")) == S_IFLNK)
        #expect(Self.fileType(folder.path("dangling.sarif")) == S_IFLNK)
        #expect(try folder.read("reports/real.json").hasPrefix("{"))
        #expect(try folder.read("reports/new.sarif").contains("2.1.0"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path("reports")).filter { $0.contains(".legible-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test("devices stay devices: /dev/null, standard output and error (also through /dev/fd and /proc) are written, not replaced",
          arguments: ["/dev/null", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "/dev/stderr", "/proc/self/fd/2"])
    func devices(path: String) throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", manifest, "--format", "json", "--output", path,
                                             "--write-baseline", "/dev/null"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.fileType("/dev/null") == S_IFCHR)
        if path.hasSuffix("stdout") || path.hasSuffix("/1") { #expect(result.stdout.contains("\"summary\"")) }
        if path.hasSuffix("stderr") || path.hasSuffix("/2") { #expect(result.stderr.contains("\"summary\"")) }
    }

    @Test("a report that cannot be written is an error with status 2, and the other reports are still written",
          arguments: ["/dev/full", "/dev/../dev/full"])
    func fullDevice(path: String) throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let result = try LegibleProcess.run(["audit", manifest, "--format", "json", "--output", path,
                                             "--format", "junit", "--output", "r.xml"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write the json report to \(path) (No space left on device)"), "\(result.stderr)")
        #expect(try folder.read("r.xml").contains("<testsuite"))
    }

    @Test("a baseline and a detected manifest that cannot be written are errors too")
    func baselineAndManifest() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let audit = try LegibleProcess.run(["audit", manifest, "--write-baseline", "/dev/full"], in: folder.url)
        #expect(audit.status == 2)
        #expect(audit.stderr.contains("/dev/full") && audit.stderr.contains("No space left on device"), "\(audit.stderr)")
    }

    @Test("standard output that cannot be written (> /dev/full) is an error with status 2, not a trap")
    func standardOutputFull() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        let process = Process()
        process.executableURL = LegibleProcess.executable
        process.arguments = ["audit", manifest, "--format", "json"]
        process.currentDirectoryURL = folder.url
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errPipe = Pipe()
        process.standardError = errPipe
        try process.run()
        let err = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(err.contains("cannot write standard output (No space left on device)"), "\(err)")
    }

    @Test("an existing report keeps its permissions, and no temporary file is left beside it")
    func permissionsKept() throws {
        let folder = try TemporaryFolder()
        let manifest = try Screenshot([("title", Screenshot.black)]).write(named: "shot", in: folder)
        try folder.write("r.json", "old")
        chmod(folder.path("r.json"), 0o640)
        let result = try LegibleProcess.run(["audit", manifest, "--format", "json", "--output", "r.json"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(stat(folder.path("r.json"), &info) == 0 && info.st_mode & 0o777 == 0o640)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.contains(".legible-") }, "\(names)")
    }
}
