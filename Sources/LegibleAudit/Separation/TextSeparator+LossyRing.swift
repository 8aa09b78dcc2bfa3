extension TextSeparator {
    /// Smooths the ring colours of a lossy image: each becomes the per-channel median of the ring
    /// colours in its 3×3 neighbourhood.
    ///
    /// JPEG quantises each 8×8 block as a whole, so the background of a block that holds glyph
    /// edges rings around its true colour, towards the text as often as away from it. The 2nd
    /// percentile of the ring picks those excursions; the median of the neighbours sits nearer
    /// the colour the background had before compression.
    static func smoothLossyRing(_ colours: inout [UInt32], ring: [Int], width w: Int, height h: Int) {
        guard !ring.isEmpty else { return }
        // Ring colours by pixel; a set top byte marks ring pixels (colours are packed RGB).
        let member: UInt32 = 0xFF00_0000
        var at = [UInt32](repeating: 0, count: w * h)
        for (k, i) in ring.enumerated() { at[i] = colours[k] | member }
        var red = [UInt8](repeating: 0, count: 9), green = red, blue = red
        at.withUnsafeBufferPointer { a in
            colours.withUnsafeMutableBufferPointer { out in
                for (k, i) in ring.enumerated() {
                    // 32-bit division, as in `EdgeWalk`: the 64-bit one costs several times more.
                    let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: w))
                    let x = i &- y &* w
                    var count = 0
                    for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
                        let row = ny &* w
                        for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) {
                            let p = a[row &+ nx]
                            guard p & member != 0 else { continue }
                            red[count] = UInt8(truncatingIfNeeded: p >> 16)
                            green[count] = UInt8(truncatingIfNeeded: p >> 8)
                            blue[count] = UInt8(truncatingIfNeeded: p)
                            count &+= 1
                        }
                    }
                    out[k] = UInt32(Self.median(&red, count)) << 16 | UInt32(Self.median(&green, count)) << 8
                        | UInt32(Self.median(&blue, count))
                }
            }
        }
    }

    /// The upper median of the first `count` values (at most nine), by insertion sort.
    @inline(__always)
    private static func median(_ values: inout [UInt8], _ count: Int) -> UInt8 {
        var i = 1
        while i < count {
            let v = values[i]
            var j = i &- 1
            while j >= 0 && values[j] > v {
                values[j &+ 1] = values[j]
                j &-= 1
            }
            values[j &+ 1] = v
            i &+= 1
        }
        return values[count / 2]
    }
}
