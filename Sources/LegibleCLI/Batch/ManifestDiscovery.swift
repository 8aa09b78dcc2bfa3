import Foundation
import LegibleAudit

/// Turns the `audit` command's inputs (files and directories) into manifest paths, in a
/// deterministic order: inputs as given, each directory's manifests sorted by path.
public enum ManifestDiscovery {
    /// One thing found: a manifest to audit, an input that cannot be used (reported, exit 2), or
    /// a `*.json` file in a folder that is not a manifest (listed in the reports, not audited).
    public enum Item: Sendable, Equatable {
        case manifest(String)
        /// `problem` says what is wrong with the path (without naming it).
        case problem(path: String, problem: String)
        case skipped(SkippedInput)
    }

    /// Resolves inputs; a path listed twice (directly or through a directory) is audited once.
    public static func discover(_ inputs: [String], fileManager: FileManager = .default) -> [Item] {
        var items: [Item] = []
        var seen: Set<String> = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                items.append(.problem(path: input, problem: "no such file or directory"))
                continue
            }
            if !isDirectory.boolValue {
                // A file named explicitly is a manifest even without the usual keys, so that
                // a wrong file gets the manifest loader's message rather than being skipped.
                if seen.insert(normalized(input)).inserted { items.append(.manifest(input)) }
                continue
            }
            let found = manifests(in: input, fileManager: fileManager)
            if !found.contains(where: { if case .manifest = $0 { true } else { false } }) {
                items.append(.problem(path: input, problem: "no manifests found (looked for *.json files holding \"image\" or \"screens\")"))
            }
            for item in found {
                switch item {
                case .manifest(let path), .problem(let path, _):
                    if seen.insert(normalized(path)).inserted { items.append(item) }
                case .skipped:
                    items.append(item)
                }
            }
        }
        return items
    }

    /// Every `*.json` file under a directory, sorted; hidden folders (`.git`, `.build`) are
    /// skipped. Each is a manifest, a problem (it cannot be read, or it looks like a manifest —
    /// it names `image` or `screens` — but is not valid JSON: the loader says what is wrong), or
    /// skipped with the reason (valid JSON that is no manifest, or text that names neither key).
    static func manifests(in directory: String, fileManager: FileManager) -> [Item] {
        guard let enumerator = fileManager.enumerator(atPath: directory) else {
            return [.problem(path: directory, problem: "the folder cannot be read; check its permissions")]
        }
        var relative: [String] = []
        while let entry = enumerator.nextObject() as? String {
            let name = (entry as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if name.lowercased().hasSuffix(".json") { relative.append(entry) }
        }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return relative.sorted().compactMap { entry -> Item? in
            let path = base.isEmpty ? "/" + entry : (base == "." ? entry : base + "/" + entry)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return nil }
            guard let data = fileManager.contents(atPath: path) else {
                return .problem(path: path, problem: "cannot be read; check that it is a readable file (or move it out of the folder)")
            }
            switch Manifest.classify(data) {
            case .manifest, .damagedManifest: return .manifest(path)
            case .otherJSON: return .skipped(SkippedInput(path: path, reason: "valid JSON without \"image\" or \"screens\""))
            case .notJSON: return .skipped(SkippedInput(path: path, reason: "not valid JSON, and it names neither \"image\" nor \"screens\""))
            }
        }
    }

    private static func normalized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}
