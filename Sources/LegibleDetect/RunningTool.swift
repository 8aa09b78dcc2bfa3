#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LegibleImageIO

/// An external tool that `ProcessRunner.start` set going, writing into two temporary files.
///
/// The handle owns the process, the files and their folder: `finish()` waits for the tool and
/// reads what it wrote; a handle dropped unfinished (the caller threw meanwhile) kills the tool,
/// so no process outlives the command that started it.
final class RunningTool {
    let folder: String
    let name: String
    let timeout: Double
    /// The files the tool's standard output and error go to (-1 when they could not be opened).
    let out: Int32
    let err: Int32
    /// The process, once spawned; nil again once waited for.
    var pid: pid_t?

    init(folder: String, name: String, timeout: Double) {
        self.folder = folder
        self.name = name
        self.timeout = timeout
        out = open(folder + "/stdout", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        err = open(folder + "/stderr", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    }

    deinit {
        if let pid {
            kill(pid, SIGKILL)
            _ = Self.wait(for: pid, seconds: 2)
        }
        if out >= 0 { close(out) }
        if err >= 0 { close(err) }
        FileSystem.removeTree(folder)
    }

    /// Waits for the tool and returns what it wrote; throws when it outlives the timeout (it is
    /// then terminated, and killed if it ignores that).
    func finish() throws(DetectError) -> ProcessRunner.Output {
        guard let running = pid else {
            throw DetectError(file: name, problem: "was not started", fix: "start it before collecting its output")
        }
        guard let status = Self.wait(for: running, seconds: timeout) else {
            kill(running, SIGTERM)
            if Self.wait(for: running, seconds: 2) == nil {
                kill(running, SIGKILL)
                _ = Self.wait(for: running, seconds: 2)
            }
            pid = nil
            throw DetectError(file: name, problem: "did not finish within \(Int(timeout)) s and was stopped",
                              fix: "try a smaller image, or allow more time")
        }
        pid = nil
        return ProcessRunner.Output(status: status, stdout: (try? FileBytes.readAll(path: folder + "/stdout")) ?? [],
                                    stderr: (try? FileBytes.readAll(path: folder + "/stderr")) ?? [])
    }

    /// The tool's exit status (or ending signal) once it has ended, nil if it is still running
    /// after `seconds`.
    private static func wait(for pid: pid_t, seconds: Double) -> Int32? {
        let deadline = now() + seconds
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                // The wait status packs the signal in the low 7 bits, the exit status above them.
                let signal = status & 0x7F
                return signal == 0 ? (status >> 8) & 0xFF : signal
            }
            if result < 0, errno != EINTR { return -1 }
            guard now() < deadline else { return nil }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
