/// Path arithmetic for reports: no file-system access, so the output does not depend on
/// what exists on the machine that renders it.
enum ReportPaths {
    /// `path` relative to `directory` when it lies inside it; otherwise unchanged.
    /// A leading `./` is dropped either way.
    static func relative(_ path: String, to directory: String) -> String {
        var path = stripDotSlash(path)
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        if path.hasPrefix("/"), !dir.isEmpty, path.hasPrefix(dir + "/") {
            path = String(path.dropFirst(dir.count + 1))
        }
        return path
    }

    /// A path as a URI reference: relative paths stay relative, absolute ones become `file:` URIs;
    /// everything but unreserved characters and `/` is percent-encoded (RFC 3986).
    static func uri(_ path: String) -> String {
        let encoded = percentEncoded(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    private static func stripDotSlash(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return String(p)
    }
}
