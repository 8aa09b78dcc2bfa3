/// WCAG 2 figures of one region under one variant: worst case, median, requirement.
public struct WCAGFigures: Sendable, Equatable {
    /// The worst-case ratio: the low percentile over the ring (SPEC §2.4).
    public var ratio: Double
    /// The median ratio over the ring.
    public var median: Double
    /// The ratio the region needs (4.5, 3, 7 …).
    public var required: Double
    public var pass: Bool { ratio >= required }

    public init(ratio: Double, median: Double, required: Double) {
        self.ratio = ratio
        self.median = median
        self.required = required
    }
}

/// APCA figures of one region under one variant. Lc is signed: positive for dark text on light.
public struct APCAFigures: Sendable, Equatable {
    /// The worst-case Lc (lowest |Lc| at the low percentile), signed.
    public var lc: Double
    /// The median Lc over the ring, signed.
    public var median: Double
    /// The |Lc| the region needs; nil when no Lc allows this size and weight (APCA lookup 999).
    public var required: Double?
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
