import LegibleImageIO
import LegibleAudit

/// A file of known failures (`--write-baseline` writes it, `--baseline` reads it).
///
/// Stored as pretty, key-sorted JSON with entries sorted, so that re-writing an unchanged
/// baseline gives a byte-identical file and reviews show only real changes.
public struct Baseline: Sendable, Equatable, Codable {
    /// The file format version; bumped only for incompatible changes.
    public var version: Int
    /// One entry per known failure, sorted.
    public var entries: [RegionFingerprint]

    /// The version this build writes and reads.
    public static let currentVersion = 1

    /// A baseline of these failures, sorted. An entry listed twice covers two identical failures.
    public init(entries: [RegionFingerprint]) {
        self.version = Self.currentVersion
        self.entries = entries.sorted()
    }

    /// Reads a baseline file.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readAll(path: path)
        } catch {
            throw BaselineError(path: path, problem: "cannot be read (\(error.reason)); check the path, or create it with --write-baseline \(path)")
        }
        let baseline: Baseline
        do {
            baseline = try decode(bytes)
        } catch {
            throw BaselineError(path: path, problem: "is not a legible baseline (\(error)); regenerate it with --write-baseline \(path)")
        }
        guard baseline.version == currentVersion else {
            throw BaselineError(path: path, problem: "has version \(baseline.version), but this legible reads version \(currentVersion); regenerate it with --write-baseline")
        }
        return baseline
    }

    /// The file's bytes: pretty JSON with sorted keys (`"key" : value`, two-space indents, as
    /// baselines have always been written), stable across runs, ending in a newline.
    public func encoded() -> [UInt8] {
        var out = "{\n  \"entries\" : ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            // Keys in sorted order; absent optionals are left out.
            var members = [("image", entry.image), ("region", entry.region)]
            if let screen = entry.screen { members.append(("screen", screen)) }
            if let text = entry.text { members.append(("text", text)) }
            members.sort { $0.0 < $1.0 }
            out += "    {\n"
            out += members.map { "      \"\($0.0)\" : \(Self.quoted($0.1))" }.joined(separator: ",\n")
            out += "\n    }"
        }
        out += entries.isEmpty ? "\n\n  ],\n" : "\n  ],\n"
        out += "  \"version\" : \(version)\n}\n"
        return Array(out.utf8)
    }

    /// Writes the file, replacing any previous one in one step.
    public func write(to path: String) throws(BaselineError) {
        do {
            try OutputFile.write(encoded(), to: path)
        } catch {
            throw BaselineError(path: path, problem: "cannot be written (\(error.reason)); check that the folder exists, is writable and has space")
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, `/` and
    /// everything else as it is.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The baseline in `bytes`, or what is wrong with it and where.
    private static func decode(_ bytes: [UInt8]) throws(BaselineFormatError) -> Baseline {
        let document: JSONDocument
        do { document = try JSONReader.document(bytes) } catch { throw BaselineFormatError(description: "not valid JSON: \(error)") }
        func fail(_ node: JSONNode, _ field: String, _ problem: String) -> BaselineFormatError {
            BaselineFormatError(description: "\(document.position(of: node)): \(field): \(problem), found \(node.found)")
        }
        let root = document.root
        guard root.objectMembers != nil else { throw fail(root, "the file", "expected an object with \"version\" and \"entries\"") }
        guard let versionNode = root["version"] else { throw BaselineFormatError(description: "missing \"version\"") }
        guard let number = versionNode.numberValue, let version = Int(exactly: number) else {
            throw fail(versionNode, "version", "expected a whole number")
        }
        guard let entriesNode = root["entries"] else { throw BaselineFormatError(description: "missing \"entries\"") }
        guard let items = entriesNode.arrayValue else { throw fail(entriesNode, "entries", "expected an array") }
        var entries: [RegionFingerprint] = []
        for (index, item) in items.enumerated() {
            let field = "entries[\(index)]"
            guard item.objectMembers != nil else { throw fail(item, field, "expected an object") }
            var strings: [String: String] = [:]
            for key in ["image", "region", "screen", "text"] {
                guard let node = item[key], !node.isNull else { continue }
                guard let value = node.stringValue else { throw fail(node, "\(field).\(key)", "expected a string") }
                strings[key] = value
            }
            guard let image = strings["image"], let region = strings["region"] else {
                throw BaselineFormatError(description: "missing \"\(strings["image"] == nil ? "image" : "region")\" in \(field)")
            }
            entries.append(RegionFingerprint(image: image, screen: strings["screen"], region: region, text: strings["text"]))
        }
        // As the file lists them: a hand-edited baseline is matched as written.
        var baseline = Baseline(entries: [])
        baseline.entries = entries
        baseline.version = version
        return baseline
    }
}

/// What makes a file no baseline, for `BaselineError`'s message.
private struct BaselineFormatError: Error, CustomStringConvertible {
    var description: String
}
