#if canImport(Glibc)
import Glibc
#endif

/// A file written piece by piece, with `OutputFile`'s rules: a regular file (new or old, or
/// the file a symbolic link points to) is written to a temporary file beside it and renamed
/// over it by `commit`, so that nobody ever sees half a report however long it takes to write;
/// a device, FIFO or socket is written in place. Dropped without `commit`, the temporary file
/// is removed and the target left as it was.
public final class OutputFileWriter {
    private let shownAs: String
    private var fd: Int32
    /// The temporary file and the file it replaces; nil when writing in place.
    private let replacing: (temporary: String, target: String)?
    private var done = false

    /// Opens `path` for writing; throws when it cannot be (no folder, no permission, a folder).
    public init(path: String) throws(OutputFileError) {
        shownAs = path
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the path is empty") }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw OutputFileError(path: path, reason: "it is a folder")
            default:
                fd = open(path, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw OutputFileError(path: path, reason: OutputFile.errnoMessage()) }
                replacing = nil
                return
            }
        }
        let target = try OutputFile.resolvedTarget(path)
        let folderEnd = target.lastIndex(of: "/")
        let folder = folderEnd.map { String(target[...$0]) } ?? ""
        let name = folderEnd.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array((folder + "." + name + ".legible-XXXXXX").utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputFileError(path: path, reason: OutputFile.errnoMessage()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        replacing = (temporary, target)
        // mkstemp makes the file 0600: a report is for others to read, as a new file would be;
        // an existing file keeps its permissions.
        let permissions = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o666 & ~OutputFile.processUmask
        if fchmod(fd, permissions) != 0 { try fail(OutputFile.errnoMessage()) }
    }

    /// Appends bytes.
    public func write(_ bytes: [UInt8]) throws(OutputFileError) {
        guard !done else { throw OutputFileError(path: shownAs, reason: "the file is already closed") }
        if let failure = OutputFile.writeAll(bytes, to: fd) { try fail(failure) }
    }

    /// Appends text as UTF-8.
    public func write(_ text: String) throws(OutputFileError) {
        try write(Array(text.utf8))
    }

    /// Finishes the file: closed and renamed over the target (or closed, in place).
    ///
    /// Not `fsync`ed first: the rename alone makes the file whole or absent for a reader and
    /// after a kill or a crash of the process; a flush only guards against the machine losing
    /// power in the next seconds, and it waits for the disk (4–24 ms on a shared machine, more
    /// than measuring a screen), for a file the same run writes again.
    public func commit() throws(OutputFileError) {
        guard !done else { throw OutputFileError(path: shownAs, reason: "the file is already closed") }
        guard let replacing else {
            done = true
            if close(fd) != 0 { throw OutputFileError(path: shownAs, reason: OutputFile.errnoMessage()) }
            return
        }
        done = true
        if close(fd) != 0 { try fail(OutputFile.errnoMessage(), closed: true) }
        if rename(replacing.temporary, replacing.target) != 0 { try fail(OutputFile.errnoMessage(), closed: true) }
    }

    /// Gives up: the temporary file goes, the target stays as it was.
    private func fail(_ reason: String, closed: Bool = false) throws(OutputFileError) {
        abandon(closed: closed)
        throw OutputFileError(path: shownAs, reason: reason)
    }

    private func abandon(closed: Bool) {
        if !closed { close(fd) }
        done = true
        if let replacing { unlink(replacing.temporary) }
    }

    deinit {
        if !done { abandon(closed: false) }
    }
}
