#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A single self-overwriting progress line on standard error, drawn only when standard error is a
/// terminal: CI logs get nothing but warnings and errors (Docs/CommandLine.md#output-and-progress).
public final class ProgressReporter: Sendable {
    private struct State {
        var done = 0
        var lastDraw: UInt64 = 0
        var drawn = false
    }

    private let total: Int
    private let enabled: Bool
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())
    /// Redraws at most this often, so thousands of tiny screens do not flood the terminal.
    private let interval: UInt64 = 100_000_000

    public init(total: Int, console: Console) {
        self.total = total
        self.enabled = console.stderrIsTerminal && total > 1
        self.write = console.err
    }

    /// Records one finished item; safe to call from any thread.
    public func advance(_ label: String) {
        guard enabled else { return }
        let now = Self.uptimeNanoseconds()
        state.withLock { state in
            state.done += 1
            guard state.done == total || now &- state.lastDraw >= interval else { return }
            state.lastDraw = now
            state.drawn = true
            let width = String(total).count
            let count = String(repeating: " ", count: width - String(state.done).count) + String(state.done)
            write("\r\u{1B}[2K[\(count)/\(total)] \(Self.shortened(label))")
        }
    }

    /// Nanoseconds on the monotonic clock.
    private static func uptimeNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Erases the progress line so the report starts on a clean line.
    public func finish() {
        guard enabled else { return }
        state.withLock { state in
            if state.drawn { write("\r\u{1B}[2K") }
            state.drawn = false
        }
    }

    private static func shortened(_ label: String, limit: Int = 60) -> String {
        label.count <= limit ? label : "…" + label.suffix(limit - 1)
    }
}
