import Foundation

/// Runs an external tool to completion or a deadline, capturing its output.
///
/// Output goes to temporary files rather than pipes: a tool that writes more than a pipe buffer
/// while nobody reads would block forever, and reading two pipes safely needs threads.
struct ProcessRunner: Sendable {
    /// What a finished run left behind.
    struct Output: Sendable {
        var status: Int32
        var stdout: Data
        var stderr: Data

        /// The last lines of stderr, for error messages.
        var stderrTail: String {
            let lines = String(decoding: stderr, as: UTF8.self).split(whereSeparator: \.isNewline)
            return lines.suffix(3).joined(separator: " / ")
        }
    }

    var executable: String
    var timeout: Double

    /// Runs the tool with `arguments`; throws when it cannot start or outlives the timeout
    /// (it is then terminated, and killed if it ignores that).
    func run(_ arguments: [String], name: String) throws(DetectError) -> Output {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("legible-\(UUID().uuidString)")
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw DetectError(file: folder.path, problem: "cannot create a temporary folder for \(name)'s output",
                              fix: "check that TMPDIR is writable")
        }
        defer { try? files.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = files.createFile(atPath: outURL.path, contents: nil)
        _ = files.createFile(atPath: errURL.path, contents: nil)
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL) else {
            throw DetectError(file: folder.path, problem: "cannot open temporary files for \(name)'s output",
                              fix: "check that TMPDIR is writable")
        }
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw DetectError(file: executable, problem: "cannot be started (\(error.localizedDescription))",
                              fix: "check that \(name) is installed and executable")
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                _ = finished.wait(timeout: .now() + 2)
            }
            throw DetectError(file: name, problem: "did not finish within \(Int(timeout)) s and was stopped",
                              fix: "try a smaller image, or allow more time")
        }
        return Output(status: process.terminationStatus,
                      stdout: files.contents(atPath: outURL.path) ?? Data(),
                      stderr: files.contents(atPath: errURL.path) ?? Data())
    }
}

extension ProcessRunner {
    /// The first executable called `name` in the colon-separated `searchPath` (default: PATH).
    static func locate(_ name: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        for folder in (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
        }
        return nil
    }
}
