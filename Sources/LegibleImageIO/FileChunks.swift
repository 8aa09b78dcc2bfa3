#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file read piece by piece, by offset: for files too large to want whole in memory
/// (`legible merge` reads shard reports screen by screen). The file stays open as long as the
/// value lives.
public final class FileChunks {
    /// The path, for messages.
    public let path: String
    /// The file's size when it was opened.
    public let size: Int
    private let fd: Int32

    /// Opens the regular file at `path`; directories, FIFOs and devices are refused.
    public init(path: String) throws(FileReadError) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; non-regular files are refused below.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileReadError(path: path, reason: Self.errnoMessage()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = Self.errnoMessage()
            close(fd)
            throw FileReadError(path: path, reason: reason)
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            throw FileReadError(path: path, reason: kind == S_IFDIR ? "it is a directory" : "not a regular file")
        }
        self.path = path
        self.fd = fd
        size = Int(info.st_size)
    }

    deinit { close(fd) }

    /// Up to `count` bytes from `offset`: fewer only where the file ends (or has shrunk).
    public func read(at offset: Int, count: Int) throws(FileReadError) -> [UInt8] {
        precondition(offset >= 0 && count >= 0, "a file is read from a place inside it")
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: max(count, 1)) { buffer, filled in
            var done = 0
            while done < count {
                let n = pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = Self.errnoMessage()
                    break
                }
                if n == 0 { break }
                done += n
            }
            filled = done
        }
        if let failure { throw FileReadError(path: path, reason: failure) }
        return bytes
    }

    static func errnoMessage() -> String {
        String(cString: strerror(errno))
    }
}
