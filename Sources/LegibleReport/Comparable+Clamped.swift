extension Comparable {
    /// The value limited to `low...high` (label placement keeps labels on the image with it).
    func clamped(_ low: Self, _ high: Self) -> Self { min(max(self, low), high) }
}
