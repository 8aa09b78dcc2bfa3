/// The ridge of a text mask's depth field — pixels at least as deep as their four neighbours —
/// whose depths say how wide the strokes are (`TextSeparator.removeThickAreas`).
enum StrokeRidge {
    /// The mask's ridge (pixels at least as deep as their four neighbours): the median of its
    /// depths, half the typical stroke width, and its deepest depth, the deepest of the whole
    /// mask (no pixel is deeper than the deepest ridge pixel: nothing around it is deeper).
    static func ridge(_ depth: [Int32], mask: [Bool], width w: Int, height h: Int,
                      deepest: Int32) -> (halfStroke: Double, deepest: Int32) {
        // The ridge's depths are counted, not listed: they are small squared distances (at most
        // `deepest`), and their median is where the running count passes half.
        var counts = [Int32](repeating: 0, count: Int(deepest) &+ 1)
        var total = 0
        depth.withUnsafeBufferPointer { dp in
            mask.withUnsafeBufferPointer { mp in
                counts.withUnsafeMutableBufferPointer { counts in
                    guard let d = dp.baseAddress, let m = mp.baseAddress else { return }
                    /// Counts pixel (x, y) if it is on the ridge (`ridgeTest`).
                    @inline(__always) func visit(_ x: Int, _ y: Int) {
                        let (v, onRidge) = ridgeTest(d, x, y, width: w, height: h)
                        counts[v] &+= onRidge ? 1 : 0
                        total &+= onRidge ? 1 : 0
                    }
                    /// Eight depths from `p`.
                    @inline(__always) func lanes(_ p: UnsafePointer<Int32>) -> SIMD8<Int32> {
                        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Int32>.self)
                    }
                    for y in 0..<h {
                        let row = m + y &* w
                        let inner = y > 0 && y &+ 1 < h
                        var x = 0
                        // Eight mask bytes at a time: most of a window holds no text.
                        while x &+ 8 <= w {
                            var bytes = UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)
                            if bytes != 0 && inner && x > 0 && x &+ 9 <= w {
                                // All four neighbours inside: eight pixels' tests at once. A lane is
                                // on the ridge when no difference to a neighbour is negative.
                                let p = d + (y &* w &+ x), v = lanes(p)
                                let descent = (v &- lanes(p - 1)) | (v &- lanes(p + 1)) | (v &- lanes(p - w)) | (v &- lanes(p + w))
                                var ridge = nonNegativeLanes(descent) & MaskBytes.bits(ofBytes: bytes)
                                while ridge != 0 {
                                    counts[Int(p[ridge.trailingZeroBitCount])] &+= 1
                                    total &+= 1
                                    ridge &= ridge &- 1
                                }
                                bytes = 0
                            }
                            while bytes != 0 {
                                let k = bytes.trailingZeroBitCount &>> 3
                                visit(x &+ k, y)
                                bytes &= ~(0xFF &<< UInt64(k &<< 3))
                            }
                            x &+= 8
                        }
                        while x < w {
                            if row[x] { visit(x, y) }
                            x &+= 1
                        }
                    }
                }
            }
        }
        return median(counts, total: total)
    }

    /// Pixel (x, y)'s depth in `d` (rows `w` apart) and whether it is on the ridge: at least as
    /// deep as its four neighbours (0 past the edges). Selects, no branch on the neighbours,
    /// whose order along a stroke's edge is unpredictable.
    @inline(__always)
    static func ridgeTest<Depth: FixedWidthInteger>(_ d: UnsafePointer<Depth>, _ x: Int, _ y: Int, width w: Int,
                                                     height h: Int) -> (depth: Int, onRidge: Bool) {
        let i = y &* w &+ x, v = d[i]
        let left = x > 0 ? d[i &- 1] : 0, right = x &+ 1 < w ? d[i &+ 1] : 0
        let up = y > 0 ? d[i &- w] : 0, down = y &+ 1 < h ? d[i &+ w] : 0
        return (Int(v), max(max(left, right), max(up, down)) <= v)
    }

    /// `ridge(bytes:…)` of an array of `width`×`height` byte depths.
    static func ridge(bytes depths: [UInt8], mask: UnsafePointer<Bool>, maskStride: Int, width w: Int, height h: Int,
                      deepest: Int32) -> (halfStroke: Double, deepest: Int32) {
        precondition(depths.count == w * h, "one depth per pixel")
        return depths.withUnsafeBufferPointer { d in
            ridge(bytes: d.baseAddress.unsafelyUnwrapped, mask: mask, maskStride: maskStride, width: w, height: h, deepest: deepest)
        }
    }

    /// `ridge` of depths in bytes (rows `width` apart; the mask's rows `maskStride` apart):
    /// sixteen pixels' tests at once.
    static func ridge(bytes d: UnsafePointer<UInt8>, mask m: UnsafePointer<Bool>, maskStride: Int, width w: Int, height h: Int,
                      deepest: Int32) -> (halfStroke: Double, deepest: Int32) {
        var counts = [Int32](repeating: 0, count: Int(deepest) &+ 1)
        // The closure keeps its own total (a captured one is checked for exclusive access on
        // every row).
        let total = counts.withUnsafeMutableBufferPointer { counts -> Int in
            var total = 0
            /// Counts pixel (x, y) if it is on the ridge (`ridgeTest`).
            @inline(__always) func visit(_ x: Int, _ y: Int) {
                let (v, onRidge) = ridgeTest(d, x, y, width: w, height: h)
                counts[v] &+= onRidge ? 1 : 0
                total &+= onRidge ? 1 : 0
            }
            /// Sixteen depths from `p`.
            @inline(__always) func lanes(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
                UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
            }
            /// Bytewise maximum (a `pmaxub`).
            @inline(__always) func maxBytes(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
                a.replacing(with: b, where: b .> a)
            }
            for y in 0..<h {
                let row = m + y &* maskStride
                let inner = y > 0 && y &+ 1 < h
                var x = 0
                // Sixteen mask bytes at a time: most of a window holds no text.
                while x &+ 16 <= w {
                    let low = UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)
                    let high = UnsafeRawPointer(row + x).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    if low | high != 0 {
                        if inner && x > 0 && x &+ 17 <= w {
                            // All four neighbours inside: a lane is on the ridge where the
                            // largest of them is no deeper (max(n, v) == v).
                            let p = d + (y &* w &+ x), v = lanes(p)
                            let around = maxBytes(maxBytes(lanes(p - 1), lanes(p + 1)), maxBytes(lanes(p - w), lanes(p + w)))
                            let flags = SIMD16<UInt8>.zero.replacing(with: 1, where: maxBytes(around, v) .== v)
                            let words = unsafeBitCast(flags, to: (UInt64, UInt64).self)
                            var ridge = MaskBytes.bits(ofBytes: words.0 & low) | MaskBytes.bits(ofBytes: words.1 & high) << 8
                            while ridge != 0 {
                                counts[Int(p[ridge.trailingZeroBitCount])] &+= 1
                                total &+= 1
                                ridge &= ridge &- 1
                            }
                        } else {
                            var set = MaskBytes.bits(ofBytes: low) | MaskBytes.bits(ofBytes: high) << 8
                            while set != 0 {
                                visit(x &+ set.trailingZeroBitCount, y)
                                set &= set &- 1
                            }
                        }
                    }
                    x &+= 16
                }
                while x < w {
                    if row[x] { visit(x, y) }
                    x &+= 1
                }
            }
            return total
        }
        return median(counts, total: total)
    }

    /// The lower middle of `total` counted depths and the largest counted, as `ridge` gives them.
    private static func median(_ counts: [Int32], total: Int) -> (halfStroke: Double, deepest: Int32) {
        guard total > 0 else { return (0, 0) }
        // The lower middle, as `quickSelect` at (total − 1) / 2 would give.
        let rank = (total - 1) / 2
        var below = 0, median = -1, top = 0
        for (value, count) in counts.enumerated() where count > 0 {
            below += Int(count)
            if median < 0 && below > rank { median = value }
            top = value
        }
        return (Double(median).squareRoot(), Int32(top))
    }

    /// Bit k set where lane k is not negative: the lanes' sign bits, flipped.
    @inline(__always)
    static func nonNegativeLanes(_ v: SIMD8<Int32>) -> UInt32 {
        MaskBytes.bits(ofLanes: (unsafeBitCast(v, to: SIMD8<UInt32>.self) &>> 31) ^ 1)
    }
}
