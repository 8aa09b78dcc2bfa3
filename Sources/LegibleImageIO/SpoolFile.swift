#if canImport(Glibc)
import Glibc
#endif

/// Scratch bytes on disk, appended and read back by offset: the parts of a report written
/// before the part that precedes them is known (a header with totals), kept out of memory.
///
/// The file lives in `$TMPDIR` (or `/tmp`) and is unlinked as soon as it is made, so it
/// disappears with the process whatever happens.
public final class SpoolFile {
    private let fd: Int32
    /// Bytes written so far.
    public private(set) var count = 0

    /// A new, empty spool; throws when the temporary folder cannot take one.
    public init() throws(OutputFileError) {
        let base = FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(((base.hasSuffix("/") ? base : base + "/") + "legible-spool-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputFileError(path: base, reason: OutputFile.errnoMessage()) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Appends bytes; returns where they lie.
    @discardableResult
    public func append(_ bytes: [UInt8]) throws(OutputFileError) -> Range<Int> {
        if let failure = OutputFile.writeAll(bytes, to: fd) { throw OutputFileError(path: "a temporary file", reason: failure) }
        defer { count += bytes.count }
        return count..<count + bytes.count
    }

    /// The bytes in `range`, which must lie within what was appended.
    public func read(_ range: Range<Int>) throws(OutputFileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let n = bytes.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw OutputFileError(path: "a temporary file", reason: n < 0 ? OutputFile.errnoMessage() : "it is shorter than written") }
            done += n
        }
        return bytes
    }

    /// Every byte in `range` (all by default), in pieces of at most `chunk` bytes, in order.
    public func forEachChunk(in range: Range<Int>? = nil, chunk: Int = 1 << 20,
                             _ body: ([UInt8]) throws(OutputFileError) -> Void) throws(OutputFileError) {
        let range = range ?? 0..<count
        var start = range.lowerBound
        while start < range.upperBound {
            let end = min(range.upperBound, start + chunk)
            try body(try read(start..<end))
            start = end
        }
    }
}
