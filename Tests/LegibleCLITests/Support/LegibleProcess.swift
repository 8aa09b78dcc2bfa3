import Foundation
import Testing

/// Runs the built `legible` executable, as users and CI do.
struct LegibleProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The standard output parsed as a JSON object.
        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(object as? [String: Any], "stdout is not a JSON object: \(stdout)")
        }
    }

    /// The `legible` binary in the products folder next to the test bundle (`swift build`
    /// puts both in `.build/<triple>/debug`).
    static let executable: URL = {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("legible"))
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("legible"))
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("legible"))
        }
        // Tests/LegibleCLITests/Support/LegibleProcess.swift → package root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/legible"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[candidates.count - 1]
    }()

    /// Runs `legible` with `arguments` in `directory`, with no terminal attached (as in CI).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain both pipes before waiting, so a large report cannot fill a pipe and deadlock.
        // A Dispatch thread, not a task: the cooperative pool must not block on pipe reads.
        let errBox = DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errBox.data = errPipe.fileHandleForReading.readDataToEndOfFile() }
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    /// Written by one reader thread, read after `group.wait()`.
    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }
}
