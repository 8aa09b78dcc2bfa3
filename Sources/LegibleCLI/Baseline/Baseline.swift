import Foundation
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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, problem: "cannot be read; check the path, or create it with --write-baseline \(path)")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(path: path, problem: "is not a legible baseline (\(Self.describe(error))); regenerate it with --write-baseline \(path)")
        }
        guard baseline.version == currentVersion else {
            throw BaselineError(path: path, problem: "has version \(baseline.version), but this legible reads version \(currentVersion); regenerate it with --write-baseline")
        }
        return baseline
    }

    /// The file's bytes: pretty JSON, stable across runs, ending in a newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Writes the file, replacing any previous one in one step.
    public func write(to path: String) throws(BaselineError) {
        do {
            try OutputFile.write(Array(encoded()), to: path)
        } catch {
            throw BaselineError(path: path, problem: "cannot be written (\(error.reason)); check that the folder exists, is writable and has space")
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "missing \"\(key.stringValue)\"\(at.isEmpty ? "" : " in \(at)")"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "wrong type at \(at.isEmpty ? "top level" : at)"
        case DecodingError.dataCorrupted:
            return "not valid JSON"
        default:
            return "unreadable"
        }
    }
}
