#if canImport(Glibc)
import Glibc
#endif

/// Every file Legible writes (reports, baselines, manifests, PNGs) goes through here, to the path
/// the user gave:
/// - a regular file, or a new one, is written to a temporary file beside it and renamed over it,
///   so that a reader — or a crash, a kill or a full disk mid-write — never sees half a file, and
///   an existing file keeps its permissions;
/// - a symbolic link is written through: the file it points to is replaced the same way, and the
///   link stays;
/// - a device, FIFO or socket (`/dev/null`, `/dev/stdout`, a pipe) is written in place: it stays
///   what it is, even for root, who could otherwise replace `/dev/null` with a regular file;
/// - every failure (no folder, no permission, `/dev/full`, a full disk) is an `OutputFileError`
///   naming the path and the system's reason, and leaves no temporary file behind.
public enum OutputFile {
    /// Writes `bytes` to `path` as described above.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        let file = try OutputFileWriter(path: path)
        try file.write(bytes)
        try file.commit()
    }

    /// The file a path names once symbolic links are followed (the last link's target when it
    /// dangles: writing creates it, as writing through the link would).
    static func resolvedTarget(_ path: String) throws(OutputFileError) -> String {
        var current = path
        for _ in 0..<40 { // the kernel's own limit on links in a row
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { throw OutputFileError(path: path, reason: errnoMessage()) }
            let link = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + link
            } else {
                current = link
            }
        }
        throw OutputFileError(path: path, reason: "too many levels of symbolic links")
    }

    /// Writes every byte to an open descriptor (retrying short writes and interruptions); the
    /// system's message on failure, nil on success.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        bytes.withUnsafeBytes { raw -> String? in
            guard let base = raw.baseAddress else { return nil }
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, base + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errnoMessage()
                }
                if n == 0 { return "the device accepts no more data" }
                done += n
            }
            return nil
        }
    }

    /// The process's umask, read once (reading it means setting it; done before any thread
    /// writes a file through here).
    static let processUmask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    static func errnoMessage() -> String {
        String(cString: strerror(errno))
    }
}

/// A file that could not be written: the path as given and the system's reason.
public struct OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path) (\(reason))" }
}
