/// The per-channel median of the pixels of a part farthest from a colour: the colour a glyph's
/// strongest pixels hold on a lossy page (`TextSeparator.inkParts`). Each pixel's distance is
/// computed once, and the strongest are selected, not sorted: a sort asking a comparator for two
/// distances per comparison was a tenth of a JPEG audit. The plain version the tests compare it
/// with is `StrongestColour.reference` (a stable sort by distance, the median of a sorted copy).
enum StrongestColour {
    /// The per-channel median (the upper middle value) of the `count` pixels of `part` (window
    /// indices into `pixels`) farthest from `from`; ties go to the pixel earlier in `part`.
    static func of(_ part: [Int], pixels: UnsafeBufferPointer<UInt32>, from colour: UInt32, count: Int) -> UInt32 {
        let n = part.count
        precondition(count >= 1 && count <= n, "at least one of the part's pixels")
        // One key a pixel, ordered as the stable sort orders them: nearer pixels, then later
        // ones, are larger. Keys are unique, so the `count` smallest are exactly the sort's prefix.
        var keys = [UInt64](unsafeUninitializedCapacity: n) { out, written in
            for (position, i) in part.enumerated() {
                let d = UInt64(UInt32(bitPattern: colourDistanceSquared(pixels[i], colour)))
                out[position] = (UInt64(UInt32.max) &- d) << 32 | UInt64(position)
            }
            written = n
        }
        // After the selection, the first `count` keys are the smallest (`quickSelect`).
        if count < n { _ = quickSelect(&keys, count &- 1) }
        var histograms = [Int32](repeating: 0, count: 768)
        return histograms.withUnsafeMutableBufferPointer { h in
            for key in keys[..<count] {
                let p = pixels[part[Int(truncatingIfNeeded: key & 0xFFFF_FFFF)]]
                h[Int((p >> 16) & 255)] &+= 1
                h[256 &+ Int((p >> 8) & 255)] &+= 1
                h[512 &+ Int(p & 255)] &+= 1
            }
            return channelValues(atRank: count / 2, in: h)
        }
    }
}
