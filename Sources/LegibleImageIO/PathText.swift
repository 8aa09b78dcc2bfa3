/// Paths as text, the way the tool names files: `/` separated, no file system access.
public enum PathText {
    /// The last component: `shots/home.png` → `home.png` (`/` for the root).
    public static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// Everything before the last component: `shots/home.png` → `shots`, `home.png` → ``,
    /// `/home.png` → `/` (repeated slashes as one).
    public static func deletingLastComponent(_ path: String) -> String {
        var trimmed = Substring(collapsingSlashes(path))
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmed[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    /// Runs of slashes as one.
    private static func collapsingSlashes(_ path: String) -> String {
        guard path.contains("//") else { return path }
        var out = ""
        var previousSlash = false
        for character in path {
            if character == "/" && previousSlash { continue }
            previousSlash = character == "/"
            out.append(character)
        }
        return out
    }

    /// The extension of the last component without its dot (`png`), or `` when it has none.
    public static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path with repeated slashes, `.` components and a trailing slash removed, and each `..`
    /// taking away the component before it (at the root, `..` stays the root; a relative path
    /// keeps leading `..`s).
    public static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The components of a standardized absolute path, the root `/` first (as URLs list them).
    public static func components(_ path: String) -> [String] {
        let standardized = standardized(path)
        let rest = standardized.split(separator: "/").map(String.init)
        return standardized.hasPrefix("/") ? ["/"] + rest : rest
    }
}
