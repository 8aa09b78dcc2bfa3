extension Region {
    /// The width of the text's vertical stems in image pixels, estimated from `fontSize` and
    /// `fontWeight`; nil when the font size is unknown or the region is not text.
    func stemWidth(scale: Double) -> Double? {
        guard kind == .text, let size = fontSize, size > 0, scale > 0 else { return nil }
        let width = size * scale * Self.stemPerEm(weight: fontWeight)
        return width.isFinite ? width : nil
    }

    /// Stem width per em of common sans faces by weight, interpolated between the named weights
    /// (DejaVu Sans: ExtraLight 0.045, Book 0.09, Bold 0.175; Helvetica Neue and SF are close).
    static func stemPerEm(weight: Int) -> Double {
        let table: [(weight: Double, stem: Double)] = [
            (100, 0.03), (200, 0.045), (300, 0.065), (400, 0.09), (500, 0.11), (600, 0.14), (700, 0.175), (900, 0.22),
        ]
        let w = min(900, max(100, Double(weight)))
        for (a, b) in zip(table, table.dropFirst()) where w <= b.weight {
            return a.stem + (b.stem - a.stem) * (w - a.weight) / (b.weight - a.weight)
        }
        return table[table.count - 1].stem
    }
}
