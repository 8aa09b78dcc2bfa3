#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleImageIO

/// Runs an external tool to completion or a deadline, capturing its output (`posix_spawn`; no
/// Foundation).
///
/// Output goes to temporary files rather than pipes: a tool that writes more than a pipe buffer
/// while nobody reads would block forever, and reading two pipes safely needs threads.
struct ProcessRunner: Sendable {
    /// What a finished run left behind.
    struct Output: Sendable {
        /// The exit status, or the number of the signal that ended the tool.
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]

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
        try start(name: name) { _ throws(DetectError) in arguments }.finish()
    }

    /// Starts the tool and returns at once: the caller works meanwhile and collects the output
    /// with `RunningTool.finish()`. `arguments` gets the run's own temporary folder first, where
    /// it may write the tool's input files; they go when the run does.
    func start(name: String, arguments: (String) throws(DetectError) -> [String]) throws(DetectError) -> RunningTool {
        guard let folder = FileSystem.makeTemporaryDirectory(prefix: "legible-") else {
            throw DetectError(file: FileSystem.environment("TMPDIR") ?? "/tmp", problem: "cannot create a temporary folder for \(name)'s output",
                              fix: "check that TMPDIR is writable")
        }
        let tool = RunningTool(folder: folder, name: name, timeout: timeout)
        guard tool.out >= 0, tool.err >= 0 else {
            throw DetectError(file: folder, problem: "cannot open temporary files for \(name)'s output",
                              fix: "check that TMPDIR is writable")
        }
        switch spawn(try arguments(folder), stdout: tool.out, stderr: tool.err) {
        case .success(let started): tool.pid = started
        case .failure(let reason):
            throw DetectError(file: executable, problem: "cannot be started (\(reason))",
                              fix: "check that \(name) is installed and executable")
        }
        return tool
    }

    private enum Spawned {
        case success(pid_t)
        case failure(String)
    }

    /// Starts the tool with standard input from /dev/null and its output into the two files.
    private func spawn(_ arguments: [String], stdout: Int32, stderr: Int32) -> Spawned {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        #if canImport(Glibc)
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        #else
        let result = posix_spawn(&pid, executable, &actions, nil, argv, _NSGetEnviron()?.pointee)
        #endif
        guard result == 0 else { return .failure(String(cString: strerror(result))) }
        return .success(pid)
    }
}

extension ProcessRunner {
    /// The first executable called `name` in the colon-separated `searchPath` (default: PATH).
    static func locate(_ name: String, searchPath: String? = FileSystem.environment("PATH")) -> String? {
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        for folder in (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if isExecutableFile(String(candidate)) { return String(candidate) }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        FileSystem.kind(of: path) == .file && access(path, X_OK) == 0
    }
}
