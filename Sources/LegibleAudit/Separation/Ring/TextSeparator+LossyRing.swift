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
        // Nine values per channel, in one scratch buffer: red at 0, green at 9, blue at 18.
        var scratch = [UInt8](repeating: 0, count: 27)
        at.withUnsafeBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { v in
                colours.withUnsafeMutableBufferPointer { out in
                    for (k, i) in ring.enumerated() {
                        // 32-bit division, as in `EdgeWalk`: the 64-bit one costs several times more.
                        let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: w))
                        let x = i &- y &* w
                        // Inside the ring all nine neighbours usually are ring too: a sorting
                        // network on the three channels at once, without branches.
                        if x > 0 && x < w &- 1 && y > 0 && y < h &- 1 {
                            let o = i &- w &- 1
                            let n0 = a[o], n1 = a[o &+ 1], n2 = a[o &+ 2]
                            let n3 = a[i &- 1], n4 = a[i], n5 = a[i &+ 1]
                            let n6 = a[o &+ 2 &* w], n7 = a[o &+ 2 &* w &+ 1], n8 = a[o &+ 2 &* w &+ 2]
                            if n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7 & n8 & member == member {
                                out[k] = Self.median9(n0, n1, n2, n3, n4, n5, n6, n7, n8)
                                continue
                            }
                        }
                        var count = 0
                        for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
                            let row = ny &* w
                            for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) {
                                let p = a[row &+ nx]
                                guard p & member != 0 else { continue }
                                v[count] = UInt8(truncatingIfNeeded: p >> 16)
                                v[9 &+ count] = UInt8(truncatingIfNeeded: p >> 8)
                                v[18 &+ count] = UInt8(truncatingIfNeeded: p)
                                count &+= 1
                            }
                        }
                        out[k] = UInt32(Self.median(v, 0, count)) << 16 | UInt32(Self.median(v, 9, count)) << 8
                            | UInt32(Self.median(v, 18, count))
                    }
                }
            }
        }
    }

    /// The per-channel median of nine packed colours (a 19-exchange sorting network on SIMD lanes).
    @inline(__always)
    private static func median9(_ c0: UInt32, _ c1: UInt32, _ c2: UInt32, _ c3: UInt32, _ c4: UInt32, _ c5: UInt32,
                                _ c6: UInt32, _ c7: UInt32, _ c8: UInt32) -> UInt32 {
        @inline(__always) func lanes(_ c: UInt32) -> SIMD4<Int32> {
            SIMD4(Int32(truncatingIfNeeded: (c >> 16) & 255), Int32(truncatingIfNeeded: (c >> 8) & 255), Int32(truncatingIfNeeded: c & 255), 0)
        }
        var p = (lanes(c0), lanes(c1), lanes(c2), lanes(c3), lanes(c4), lanes(c5), lanes(c6), lanes(c7), lanes(c8))
        @inline(__always) func order(_ a: inout SIMD4<Int32>, _ b: inout SIMD4<Int32>) {
            let low = pointwiseMin(a, b)
            b = pointwiseMax(a, b)
            a = low
        }
        order(&p.1, &p.2); order(&p.4, &p.5); order(&p.7, &p.8)
        order(&p.0, &p.1); order(&p.3, &p.4); order(&p.6, &p.7)
        order(&p.1, &p.2); order(&p.4, &p.5); order(&p.7, &p.8)
        order(&p.0, &p.3); order(&p.5, &p.8); order(&p.4, &p.7)
        order(&p.3, &p.6); order(&p.1, &p.4); order(&p.2, &p.5)
        order(&p.4, &p.7); order(&p.4, &p.2); order(&p.6, &p.4)
        order(&p.4, &p.2)
        let m = p.4
        return UInt32(truncatingIfNeeded: m[0]) << 16 | UInt32(truncatingIfNeeded: m[1]) << 8 | UInt32(truncatingIfNeeded: m[2])
    }

    /// The upper median of the `count` values (at most nine) from `start`, by insertion sort.
    @inline(__always)
    private static func median(_ values: UnsafeMutableBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt8 {
        var i = start &+ 1
        let end = start &+ count
        while i < end {
            let v = values[i]
            var j = i &- 1
            while j >= start && values[j] > v {
                values[j &+ 1] = values[j]
                j &-= 1
            }
            values[j &+ 1] = v
            i &+= 1
        }
        return values[start &+ count / 2]
    }
}
