extension StrongestColour {
    /// The plain version the tests compare `of` with: the part sorted by distance from `colour`,
    /// farthest first (a stable sort), and the per-channel median of its first `count` pixels.
    static func reference(_ part: [Int], pixels: UnsafeBufferPointer<UInt32>, from colour: UInt32, count: Int) -> UInt32 {
        let strongest = part.sorted { colourDistanceSquared(pixels[$0], colour) > colourDistanceSquared(pixels[$1], colour) }
            .prefix(count)
        return TextSeparator.median(strongest.map { pixels[$0] })
    }
}
