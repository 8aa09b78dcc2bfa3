import LegibleAudit
import LegibleImageIO

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
    public static func discover(_ inputs: [String]) -> [Item] {
        var items: [Item] = []
        var seen: Set<String> = []
        for input in inputs {
            guard let kind = FileSystem.kind(of: input) else {
                items.append(.problem(path: input, problem: "no such file or directory"))
                continue
            }
            if kind != .directory {
                // A file named explicitly is a manifest even without the usual keys, so that
                // a wrong file gets the manifest loader's message rather than being skipped;
                // a screenshot given in a manifest's place is told how to audit it.
                guard seen.insert(normalized(input)).inserted else { continue }
                if let format = imageFormat(of: input) {
                    items.append(.problem(path: input, problem: imageInsteadOfManifest(input, format)))
                } else {
                    items.append(.manifest(input))
                }
                continue
            }
            let found = manifests(in: input)
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

    /// The image format a file's first bytes announce, or nil (also when it cannot be read:
    /// the manifest loader then says why).
    private static func imageFormat(of path: String) -> ImageFormat? {
        guard let file = try? FileChunks(path: path), let head = try? file.read(at: 0, count: 8) else { return nil }
        return ImageFormat.sniff(head)
    }

    /// What to do when a screenshot is given where a manifest belongs.
    private static func imageInsteadOfManifest(_ path: String, _ format: ImageFormat) -> String {
        "is a \(format) image, not a manifest; give the manifest that names it, "
            + "or audit the image without one: legible audit \(path) --detect image"
    }

    /// Every `*.json` file under a directory, sorted; hidden folders (`.git`, `.build`) are
    /// skipped. Each is a manifest, a problem (it cannot be read, or it looks like a manifest —
    /// it names `image` or `screens` — but is not valid JSON: the loader says what is wrong), or
    /// skipped with the reason (valid JSON that is no manifest, or text that names neither key).
    static func manifests(in directory: String) -> [Item] {
        var relative: [String] = [], unreadable: [String] = []
        guard jsonFiles(in: directory, under: "", into: &relative, unreadable: &unreadable) else {
            return [.problem(path: directory, problem: "the folder cannot be read; check its permissions")]
        }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        func joined(_ entry: String) -> String { base.isEmpty ? "/" + entry : (base == "." ? entry : base + "/" + entry) }
        let folders = unreadable.sorted().map { Item.problem(path: joined($0), problem: "the folder cannot be read; check its permissions") }
        return folders + relative.sorted().compactMap { entry -> Item? in
            let path = joined(entry)
            if FileSystem.kind(of: path) == .directory { return nil }
            if rootNamesManifestKeys(path) { return .manifest(path) }
            guard let data = try? FileBytes.readAll(path: path) else {
                return .problem(path: path, problem: "cannot be read; check that it is a readable file (or move it out of the folder)")
            }
            switch Manifest.classify(data) {
            case .manifest, .damagedManifest: return .manifest(path)
            case .otherJSON: return .skipped(SkippedInput(path: path, reason: "valid JSON without \"image\" or \"screens\""))
            case .notJSON: return .skipped(SkippedInput(path: path, reason: "not valid JSON, and it names neither \"image\" nor \"screens\""))
            }
        }
    }

    /// Whether a file is a JSON object naming `image` or `screens` at its root, by its frame
    /// alone: the common case, decided without parsing every value (a manifest with a damaged
    /// value is a manifest all the same, and its loader says what is wrong). Anything else is
    /// sorted by `Manifest.classify`.
    private static func rootNamesManifestKeys(_ path: String) -> Bool {
        guard let file = try? FileChunks(path: path), let outline = try? JSONOutline.scan(file, expanding: "screens") else {
            return false
        }
        return outline.members["image"] != nil || outline.members["screens"] != nil
    }

    /// Collects the `*.json` paths under `directory` (relative to the folder discovery started
    /// in, through `prefix`), not entering hidden folders or following links to folders; false
    /// when `directory` itself cannot be read, and unreadable folders below are listed.
    private static func jsonFiles(in directory: String, under prefix: String, into found: inout [String],
                                  unreadable: inout [String]) -> Bool {
        guard let names = FileSystem.entries(of: directory) else { return false }
        for name in names where !name.hasPrefix(".") {
            let entry = prefix + name
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if !FileSystem.isSymbolicLink(path), FileSystem.kind(of: path) == .directory {
                if !jsonFiles(in: path, under: entry + "/", into: &found, unreadable: &unreadable) { unreadable.append(entry) }
            } else if name.lowercased().hasSuffix(".json") {
                found.append(entry)
            }
        }
        return true
    }

    private static func normalized(_ path: String) -> String {
        PathText.standardized(path)
    }
}
