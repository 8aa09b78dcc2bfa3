/// Which slice of a run's manifests a report covers (`legible audit --shard INDEX/COUNT`):
/// several machines each audit one slice, and `legible merge` joins their reports.
public struct ReportShard: Sendable, Equatable {
    /// The slice, from 1 to `count`.
    public let index: Int
    /// How many slices the manifests were split into.
    public let count: Int
    /// How many manifests (and unusable inputs) the whole run found, over every slice.
    public let manifests: Int

    /// Nil unless `1 ≤ index ≤ count`: a slice outside the split cannot be described.
    public init?(index: Int, count: Int, manifests: Int) {
        guard count >= 1, (1...count).contains(index), manifests >= 0 else { return nil }
        self.index = index
        self.count = count
        self.manifests = manifests
    }

    /// `shard 2/7`.
    public var label: String { "shard \(index)/\(count)" }
}
