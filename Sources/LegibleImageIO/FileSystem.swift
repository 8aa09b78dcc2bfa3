#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders, paths and the process's surroundings through the C library, so that no layer of
/// the tool needs Foundation (whose static link brings ICU's tens of megabytes).
public enum FileSystem {
    /// What a path names, following symbolic links; nil when nothing is there.
    public enum Kind: Sendable, Equatable {
        case file
        case directory
        /// A device, FIFO or socket.
        case other
    }

    public static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether `path` is a symbolic link itself (not followed).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates `path` and any missing folders above it (`mkdir -p`); an error names the folder
    /// that could not be made and why.
    public static func createDirectories(_ path: String) throws(OutputFileError) {
        guard !path.isEmpty, kind(of: path) != .directory else { return }
        let parent = PathText.deletingLastComponent(path)
        if !parent.isEmpty, parent != path { try createDirectories(parent) }
        guard mkdir(path, 0o777) != 0 else { return }
        let reason = String(cString: strerror(errno))
        // Another process may have made it meanwhile.
        guard kind(of: path) == .directory else { throw OutputFileError(path: path, reason: reason) }
    }

    /// The names in a folder (no `.` or `..`), unsorted; nil when it cannot be read.
    public static func entries(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The working directory ("." if it cannot be named).
    public static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` as an absolute path with `.`, `..` and repeated slashes resolved as text.
    public static func absolute(_ path: String) -> String {
        PathText.standardized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// The absolute path with every symbolic link resolved, or the absolute text form when the
    /// file does not exist.
    public static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return absolute(path) }
        defer { free(real) }
        return String(cString: real)
    }

    /// A new, empty folder of the process's own (mode 0700) in `$TMPDIR` or `/tmp`.
    public static func makeTemporaryDirectory(prefix: String) -> String? {
        let base = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(((base.hasSuffix("/") ? base : base + "/") + prefix + "XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes a file, or a folder with everything in it; symbolic links are removed, never followed.
    public static func removeTree(_ path: String) {
        if !isSymbolicLink(path), kind(of: path) == .directory {
            for name in entries(of: path) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// An environment variable of the process.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every environment variable of the process.
    public static var environment: [String: String] {
        var result: [String: String] = [:]
        #if canImport(Glibc)
        var entry = environ
        #else
        guard var entry = _NSGetEnviron()?.pointee else { return result }
        #endif
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }
}
