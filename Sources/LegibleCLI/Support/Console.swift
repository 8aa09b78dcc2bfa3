#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleImageIO
import Synchronization

/// Where a command writes, and what it knows about the terminal and environment.
///
/// Commands never touch the process's streams directly, so unit tests can run them in-process
/// and read what they printed.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colour in text reports).
    public var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal (progress lines; never in CI logs).
    public var stderrIsTerminal: Bool
    /// The environment (`NO_COLOR`, …).
    public var environment: [String: String]

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, environment: [String: String] = [:]) {
        self.out = out
        self.err = err
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
    }

    /// The process's own standard output and error.
    public static var standard: Console {
        Console(out: { StandardStreams.shared.write($0, to: 1) },
                err: { StandardStreams.shared.write($0, to: 2) },
                stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
                environment: FileSystem.environment)
    }

    /// Whether text written to standard output may use ANSI colour (https://no-color.org).
    public var colourOnStdout: Bool {
        stdoutIsTerminal && environment["NO_COLOR"].map(\.isEmpty) ?? true && environment["TERM"] != "dumb"
    }
}

/// The process's standard output and error, written with `write(2)`: a failure (`/dev/full`, a
/// full disk, a closed descriptor) is remembered instead of trapping as `FileHandle.write` does,
/// and `LegibleCommandLine.run(arguments:)` turns it into an error message and exit status 2.
final class StandardStreams: Sendable {
    static let shared = StandardStreams()
    /// The first failure writing standard output, if any.
    private let failure = Mutex<String?>(nil)

    func write(_ text: String, to fd: Int32) {
        guard let problem = OutputFile.writeAll(Array(text.utf8), to: fd), fd == 1 else { return }
        failure.withLock { $0 = $0 ?? problem }
    }

    /// Why standard output could not be written, or nil when everything written arrived.
    var outputFailure: String? { failure.withLock { $0 } }
}

/// A console that records what was written, for tests.
public final class CapturedConsole: Sendable {
    private let buffers = Mutex<(out: String, err: String)>(("", ""))

    public init() {}

    /// A console writing into this capture.
    public var console: Console {
        Console(out: { text in self.buffers.withLock { $0.out += text } },
                err: { text in self.buffers.withLock { $0.err += text } })
    }

    /// Everything written to standard output so far.
    public var standardOutput: String { buffers.withLock { $0.out } }
    /// Everything written to standard error so far.
    public var standardError: String { buffers.withLock { $0.err } }
}
