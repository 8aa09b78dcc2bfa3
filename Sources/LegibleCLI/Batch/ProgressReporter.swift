#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A single self-overwriting progress line on standard error, drawn only when standard error is a
/// terminal: CI logs get nothing but warnings and errors (Docs/CommandLine.md#output-and-progress).
///
/// `[ 120/10000] 35.2 screens/s, 4m 41s left  shots/de/settings.json`: images done of all, the
/// rate since the start, and the time left at that rate.
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
    private let start = ProgressReporter.uptimeNanoseconds()
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
            let pace = Self.pace(done: state.done, total: total, elapsed: now &- start)
            write("\r\u{1B}[2K[\(count)/\(total)] \(pace)  \(Self.shortened(label, limit: 40))")
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

    /// `35.2 screens/s, 4m 41s left`; before a tenth of a second has passed, nothing to say.
    static func pace(done: Int, total: Int, elapsed: UInt64) -> String {
        let seconds = Double(elapsed) / 1e9
        guard seconds >= 0.1, done > 0 else { return "starting" }
        let rate = Double(done) / seconds
        let left = Double(total - done) / rate
        let rateText = rate >= 10 ? String(Int(rate.rounded())) : String(Double(Int(rate * 10)) / 10)
        return "\(rateText) screens/s, \(duration(left)) left"
    }

    /// `4m 41s`, `1h 02m`, `12s`.
    static func duration(_ seconds: Double) -> String {
        let s = max(0, Int(seconds.rounded(.up)))
        func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if s >= 3600 { return "\(s / 3600)h " + twoDigits((s % 3600) / 60) + "m" }
        if s >= 60 { return "\(s / 60)m " + twoDigits(s % 60) + "s" }
        return "\(s)s"
    }

    private static func shortened(_ label: String, limit: Int = 60) -> String {
        label.count <= limit ? label : "…" + label.suffix(limit - 1)
    }
}
