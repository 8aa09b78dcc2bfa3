import CKernels

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

    /// Whether the colour `of` gives (same arguments) surely lies within `reach` levels of `text`
    /// in every channel, told without selecting: false when it cannot be told so.
    ///
    /// Per channel, that median is the value of rank `count / 2` among the strongest pixels; it
    /// lies within the reach when more than that rank of them do (`count / 2 + 1` of `count`). A
    /// pixel within the reach (in `text`'s cube) is passed in the selection only by pixels at
    /// least as far from `from`: the cube pixels are the strongest but for the pixels outside it
    /// as far as the cube's nearest (`outranking`), so at least `min(inCube, count - outranking)`
    /// of the strongest lie in the cube. One pass (`cubePass`) finds the cube's pixels, its nearest
    /// and the farthest pixel outside it; outranking pixels are counted only when that one is as far.
    static func surelyWithin(_ reach: Int32, of text: UInt32, part: [Int], pixels: UnsafeBufferPointer<UInt32>, from colour: UInt32,
                             count: Int) -> Bool {
        let (inside, nearest, farthestOutside) = cubePass(part, pixels: pixels, text: text, from: colour, reach: reach)
        let needed = count / 2 &+ 1
        guard inside >= needed else { return false }
        guard farthestOutside >= nearest else { return true }
        var outranking = 0
        for i in part where colourDistanceSquared(pixels[i], colour) >= nearest && !inCube(pixels[i], text, reach) {
            outranking &+= 1
        }
        return count &- outranking >= needed
    }

    /// `surelyWithin`'s one pass in C (`legible_cube_pass`, eight pixels a step where `avx2`): how
    /// many pixels of `part` lie within `reach` of `text` in every channel, the least squared
    /// distance from `from` among them (`Int32.max` for none) and the greatest among the others
    /// (-1 for none).
    static func cubePass(_ part: [Int], pixels: UnsafeBufferPointer<UInt32>, text: UInt32, from colour: UInt32,
                         reach: Int32, avx2: Bool = ProcessorKernels.avx2) -> (inside: Int, nearest: Int32, farthestOutside: Int32) {
        var nearest: Int32 = 0, farthest: Int32 = 0
        let inside = part.withUnsafeBufferPointer { part in
            legible_cube_pass(pixels.baseAddress, part.baseAddress, part.count, text, colour, reach, &nearest, &farthest, avx2 ? 1 : 0)
        }
        return (inside, nearest, farthest)
    }

    /// The plain version of `cubePass` the tests compare it with.
    static func cubePassReference(_ part: [Int], pixels: UnsafeBufferPointer<UInt32>, text: UInt32, from colour: UInt32,
                                  reach: Int32) -> (inside: Int, nearest: Int32, farthestOutside: Int32) {
        let inside = part.filter { inCube(pixels[$0], text, reach) }
        let outside = part.filter { !inCube(pixels[$0], text, reach) }
        return (inside.count, inside.map { colourDistanceSquared(pixels[$0], colour) }.min() ?? .max,
                outside.map { colourDistanceSquared(pixels[$0], colour) }.max() ?? -1)
    }

    /// Whether `p` lies within `reach` of `text` in every channel.
    @inline(__always)
    private static func inCube(_ p: UInt32, _ text: UInt32, _ reach: Int32) -> Bool {
        let t = (Int32(truncatingIfNeeded: text >> 16 & 0xFF), Int32(truncatingIfNeeded: text >> 8 & 0xFF),
                 Int32(truncatingIfNeeded: text & 0xFF))
        return abs(Int32(truncatingIfNeeded: p >> 16 & 0xFF) &- t.0) <= reach && abs(Int32(truncatingIfNeeded: p >> 8 & 0xFF) &- t.1) <= reach
            && abs(Int32(truncatingIfNeeded: p & 0xFF) &- t.2) <= reach
    }
}
