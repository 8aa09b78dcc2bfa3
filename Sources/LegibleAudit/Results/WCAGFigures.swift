/// WCAG 2 figures of one region under one variant: worst case, median, requirement.
public struct WCAGFigures: Sendable, Equatable {
    /// The worst-case ratio: the low percentile over the ring (Docs/Measurement.md#worst-case).
    public var ratio: Double
    /// The median ratio over the ring.
    public var median: Double
    /// The ratio the region needs (4.5, 3, 7 …).
    public var required: Double
    /// True when `ratio` reaches `required`.
    public var pass: Bool { ratio >= required }

    public init(ratio: Double, median: Double, required: Double) {
        self.ratio = ratio
        self.median = median
        self.required = required
    }
}
