import LegibleAudit

/// `--shard INDEX/COUNT`: one of COUNT deterministic slices of the manifests a run finds, so
/// that several machines (a CI matrix) share one audit and `legible merge` joins their reports.
///
/// A manifest's slice depends on nothing but its path relative to the input that found it and
/// on COUNT (a stable hash, the same on every machine and checkout folder): adding a screen
/// moves only that screen, and every machine of the matrix agrees without talking.
public struct ManifestShard: Sendable, Equatable {
    /// The slice audited, from 1 to `count`.
    public let index: Int
    /// How many slices the manifests are split into.
    public let count: Int

    /// Nil unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `2/7`.
    static func parse(_ text: String, option: String, command: String) throws(ParseError) -> ManifestShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              let shard = ManifestShard(index: index, count: count) else {
            throw ParseError(.invalidValue(option: option, value: text,
                                           expected: "INDEX/COUNT with 1 ≤ INDEX ≤ COUNT, like 2/7"), command: command)
        }
        return shard
    }

    /// The slice (1…count) a manifest whose path relative to its input is `key` falls in.
    public static func slice(of key: String, count: Int) -> Int {
        Int(StableHash.fnv1a64([key]) % UInt64(max(1, count))) + 1
    }

    /// This slice's items, each with its position among all `items` (the order shards are
    /// merged back in).
    public func select(_ items: [ManifestDiscovery.Item], inputs: [String]) -> [(position: Int, item: ManifestDiscovery.Item)] {
        items.enumerated().compactMap { position, item in
            // Skipped files are no one's slice: every shard lists them, as one run would.
            if case .skipped = item { return nil }
            return Self.slice(of: Self.key(of: item.path, inputs: inputs), count: count) == index ? (position, item) : nil
        }
    }

    /// A path as the hash sees it: relative to the directory input it was found in; a file named
    /// as input (or a path that is no manifest) as given, without a leading `./`.
    static func key(of path: String, inputs: [String]) -> String {
        for input in inputs where input != path {
            let base = input.hasSuffix("/") ? String(input.dropLast()) : input
            if base == "." || base.isEmpty {
                if !path.hasPrefix("/") { return stripped(path) }
                continue
            }
            if path.hasPrefix(base + "/") { return stripped(String(path.dropFirst(base.count + 1))) }
        }
        return stripped(path)
    }

    private static func stripped(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return String(p)
    }
}

extension ManifestDiscovery.Item {
    /// The manifest's path, or the unusable input's.
    var path: String {
        switch self {
        case .manifest(let path): path
        case .problem(let path, _): path
        case .skipped(let input): input.path
        }
    }
}
