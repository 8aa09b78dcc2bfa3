/// APCA figures of one region under one variant. Lc is signed: positive for dark text on light.
public struct APCAFigures: Sendable, Equatable {
    /// The worst-case Lc (lowest |Lc| at the low percentile), signed.
    public var lc: Double
    /// The median Lc over the ring, signed.
    public var median: Double
    /// The |Lc| the region needs; nil when no Lc allows this size and weight (APCA lookup 999).
    public var required: Double?
    /// True when |`lc`| reaches `required`.
    public var pass: Bool {
        guard let required else { return false }
        return abs(lc) >= required
    }

    public init(lc: Double, median: Double, required: Double?) {
        self.lc = lc
        self.median = median
        self.required = required
    }
}
