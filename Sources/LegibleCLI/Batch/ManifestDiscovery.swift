import Foundation
import LegibleAudit

/// Turns the `audit` command's inputs (files and directories) into manifest paths, in a
/// deterministic order: inputs as given, each directory's manifests sorted by path.
public enum ManifestDiscovery {
    /// One thing found: a manifest to audit, or an input that cannot be used (reported, exit 2).
    public enum Item: Sendable, Equatable {
        case manifest(String)
        /// `problem` says what is wrong with the path (without naming it).
        case problem(path: String, problem: String)
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
            if found.isEmpty {
                items.append(.problem(path: input, problem: "no manifests found (looked for *.json files holding \"image\" or \"screens\")"))
            }
            for path in found where seen.insert(normalized(path)).inserted {
                items.append(.manifest(path))
            }
        }
        return items
    }

    /// Every `*.json` manifest under a directory, sorted; hidden folders (`.git`, `.build`) are skipped.
    static func manifests(in directory: String, fileManager: FileManager) -> [String] {
        guard let enumerator = fileManager.enumerator(atPath: directory) else { return [] }
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
        return relative.sorted().compactMap { entry in
            let path = base.isEmpty ? "/" + entry : (base == "." ? entry : base + "/" + entry)
            guard let data = fileManager.contents(atPath: path), Manifest.looksLikeManifest(data) else { return nil }
            return path
        }
    }

    private static func normalized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}
