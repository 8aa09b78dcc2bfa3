#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads through the C library (no Foundation in the image layer).
enum FileBytes {
    /// The file's bytes, read in one allocation sized from `fstat`.
    static func readAll(path: String) throws(ImageError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; non-regular files are refused below.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable(file: path, reason: errnoMessage()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(file: path, reason: errnoMessage()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(file: path, reason: "it is a directory")
        default: throw .unreadable(file: path, reason: "not a regular file")
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
        if let failure { throw .unreadable(file: path, reason: failure) }
        return bytes
    }

    private static func errnoMessage() -> String {
        String(cString: strerror(errno))
    }
}
