#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads through the C library, for images and manifests alike (no Foundation).
public enum FileBytes {
    /// The bytes of the regular file at `path`, read in one allocation sized from `fstat`.
    public static func readAll(path: String) throws(FileReadError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; non-regular files are refused below.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileReadError(path: path, reason: errnoMessage()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileReadError(path: path, reason: errnoMessage()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileReadError(path: path, reason: "it is a directory")
        default: throw FileReadError(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: max(size, 1)) { buffer, count in
            var done = 0
            while done < size {
                let n = read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errnoMessage()
                    break
                }
                if n == 0 { break } // the file shrank while being read
                done += n
            }
            count = done
        }
        if let failure { throw FileReadError(path: path, reason: failure) }
        return bytes
    }

    private static func errnoMessage() -> String {
        String(cString: strerror(errno))
    }
}
