/// Exact squared Euclidean distance from every pixel to the nearest set pixel of a mask, up to
/// a limit; pixels further than `limit` get `unreached`.
///
/// The ring of SPEC §2.3 is "background pixels whose distance to the nearest text pixel is at
/// most R", so only short distances are ever needed. Bounding them makes the transform two
/// cheap passes: the distance along each row, then, for each pixel, the minimum of
/// `dy² + rowDistance²` over the rows within the limit — straight loops over contiguous rows
/// that the compiler vectorises.
struct DistanceField {
    let width: Int
    let height: Int
    let limit: Int
    /// Squared distance per pixel, or `unreached` beyond the limit.
    let squared: [Int32]

    /// Larger than any squared distance within the limit.
    var unreached: Int32 { Int32((limit + 1) * (limit + 1)) }

    /// - Parameter settles: most pixels are near a set pixel (distances inside thin strokes):
    ///   each row stops as soon as no further row can bring it closer, at the price of tracking
    ///   the row's largest distance. Leave it off when much of the field stays unreached.
    init(mask: [Bool], width: Int, height: Int, limit: Int, settles: Bool = false) {
        self.width = width
        self.height = height
        self.limit = limit
        let cap = Int32(limit + 1)
        let far = cap * cap
        let n = width * height
        // Most boxes: 16-bit lanes (twice as many per vector, and a native minimum) whenever
        // the sums fit, which they do for any limit up to 127 (boxes up to ~600 px tall).
        if Int(far) + limit * limit <= Int(Int16.max) {
            let (rows16, reachable) = Self.narrowRows(mask, width: width, height: height, cap: UInt8(cap))
            var out16 = [Int16](repeating: 0, count: n)
            rows16.withUnsafeBufferPointer { r in
                out16.withUnsafeMutableBufferPointer { o in
                    let far16 = Int16(truncatingIfNeeded: far)
                    guard settles else {
                        // Eight pixels of a row at a time against every source row in reach, the
                        // running minimum kept in a register: one load per source row instead of
                        // reading and writing the row back each time.
                        guard let rows = r.baseAddress, let field = o.baseAddress else { return }
                        var from = [Int](repeating: 0, count: 2 &* limit &+ 1)
                        var lifts = [SIMD8<Int16>](repeating: .zero, count: 2 &* limit &+ 1)
                        from.withUnsafeMutableBufferPointer { from in
                            lifts.withUnsafeMutableBufferPointer { lifts in
                                for y in 0..<height {
                                    let target = y &* width
                                    let low = max(0, y &- limit), high = min(height &- 1, y &+ limit)
                                    var sources = 0
                                    for source in low...high where reachable[source] {
                                        let dy = Int16(truncatingIfNeeded: source &- y)
                                        from[sources] = source &* width
                                        lifts[sources] = SIMD8(repeating: dy &* dy)
                                        sources &+= 1
                                    }
                                    var x = 0
                                    // Four vectors per source row: the row's offset and lift are
                                    // loaded once for them, and four minima chains run side by side.
                                    while x &+ 32 <= width {
                                        var m0 = SIMD8<Int16>(repeating: far16), m1 = m0, m2 = m0, m3 = m0
                                        for k in 0..<sources {
                                            let row = UnsafeRawPointer(rows + (from[k] &+ x)), lift = lifts[k]
                                            m0 = pointwiseMin(m0, row.loadUnaligned(as: SIMD8<Int16>.self) &+ lift)
                                            m1 = pointwiseMin(m1, row.loadUnaligned(fromByteOffset: 16, as: SIMD8<Int16>.self) &+ lift)
                                            m2 = pointwiseMin(m2, row.loadUnaligned(fromByteOffset: 32, as: SIMD8<Int16>.self) &+ lift)
                                            m3 = pointwiseMin(m3, row.loadUnaligned(fromByteOffset: 48, as: SIMD8<Int16>.self) &+ lift)
                                        }
                                        let out = UnsafeMutableRawPointer(field + (target &+ x))
                                        out.storeBytes(of: m0, as: SIMD8<Int16>.self)
                                        out.storeBytes(of: m1, toByteOffset: 16, as: SIMD8<Int16>.self)
                                        out.storeBytes(of: m2, toByteOffset: 32, as: SIMD8<Int16>.self)
                                        out.storeBytes(of: m3, toByteOffset: 48, as: SIMD8<Int16>.self)
                                        x &+= 32
                                    }
                                    while x &+ 8 <= width {
                                        var m = SIMD8<Int16>(repeating: far16)
                                        for k in 0..<sources {
                                            let v = UnsafeRawPointer(rows + (from[k] &+ x)).loadUnaligned(as: SIMD8<Int16>.self)
                                            m = pointwiseMin(m, v &+ lifts[k])
                                        }
                                        UnsafeMutableRawPointer(field + (target &+ x)).storeBytes(of: m, as: SIMD8<Int16>.self)
                                        x &+= 8
                                    }
                                    while x < width {
                                        var m = far16
                                        for k in 0..<sources { m = min(m, rows[from[k] &+ x] &+ lifts[k][0]) }
                                        field[target &+ x] = m
                                        x &+= 1
                                    }
                                }
                            }
                        }
                        return
                    }
                    for y in 0..<height {
                        let target = y &* width
                        // Rows nearest first: once every pixel of the row is at most k² away,
                        // rows k or more apart cannot bring anything closer, so stop there.
                        // Thin strokes and text-adjacent rows settle after a few steps.
                        var rowMax: Int16 = 0
                        if reachable[y] {
                            // The row's own distances, and their largest, eight at a time.
                            var x = 0, wide = SIMD8<Int16>.zero
                            if let rows = r.baseAddress, let field = o.baseAddress {
                                while x &+ 8 <= width {
                                    let v = UnsafeRawPointer(rows + (target &+ x)).loadUnaligned(as: SIMD8<Int16>.self)
                                    UnsafeMutableRawPointer(field + (target &+ x)).storeBytes(of: v, as: SIMD8<Int16>.self)
                                    wide = pointwiseMax(wide, v)
                                    x &+= 8
                                }
                            }
                            rowMax = wide.max()
                            while x < width {
                                let v = r[target &+ x]
                                o[target &+ x] = v
                                rowMax = max(rowMax, v)
                                x &+= 1
                            }
                        } else if width > 0 {
                            for x in 0..<width { o[target &+ x] = far16 }
                            rowMax = far16
                        }
                        var k = 1
                        while k <= limit {
                            let lift = Int16(truncatingIfNeeded: k &* k)
                            if rowMax <= lift { break }
                            for source in stride(from: y &- k, through: y &+ k, by: 2 &* k)
                            where source >= 0 && source < height && reachable[source] {
                                let from = source &* width
                                var m: Int16 = 0
                                for x in 0..<width {
                                    let v = min(o[target &+ x], r[from &+ x] &+ lift)
                                    o[target &+ x] = v
                                    m = max(m, v)
                                }
                                rowMax = m
                            }
                            k &+= 1
                        }
                    }
                }
            }
            let cap16 = Int16(truncatingIfNeeded: far)
            squared = [Int32](unsafeUninitializedCapacity: n) { o, done in
                out16.withUnsafeBufferPointer { o16 in
                    guard let source = o16.baseAddress, let target = o.baseAddress else { return }
                    var i = 0
                    while i < n {
                        target[i] = Int32(min(source[i], cap16))
                        i &+= 1
                    }
                }
                done = n
            }
            return
        }
        var out = [Int32](repeating: far, count: n)
        // Squared horizontal distance to the nearest set pixel in the same row, capped; and
        // which rows have any set pixel within reach (the others lift nothing in the second pass).
        var rows = [Int32](repeating: far, count: n)
        var reachable = [Bool](repeating: false, count: height)
        mask.withUnsafeBufferPointer { m in
            rows.withUnsafeMutableBufferPointer { r in
                for y in 0..<height {
                    let base = y &* width
                    var last = -(width &+ Int(cap))
                    for x in 0..<width {
                        last = m[base &+ x] ? x : last
                        r[base &+ x] = Int32(truncatingIfNeeded: min(Int(cap), x &- last))
                    }
                    var next = width &+ Int(cap)
                    var x = width &- 1
                    var any = false
                    while x >= 0 {
                        next = m[base &+ x] ? x : next
                        let d = min(r[base &+ x], Int32(truncatingIfNeeded: min(Int(cap), next &- x)))
                        any = any || d < cap
                        r[base &+ x] = d &* d
                        x &-= 1
                    }
                    reachable[y] = any
                }
            }
        }
        rows.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<height {
                    let target = y &* width
                    let low = max(0, y &- limit), high = min(height &- 1, y &+ limit)
                    for source in low...high where reachable[source] {
                        let dy = Int32(source &- y)
                        let lift = dy &* dy
                        let from = source &* width
                        for x in 0..<width {
                            o[target &+ x] = min(o[target &+ x], r[from &+ x] &+ lift)
                        }
                    }
                    for x in 0..<width where o[target &+ x] > far { o[target &+ x] = far }
                }
            }
        }
        squared = out
    }

    /// Squared horizontal distances to the nearest set pixel of the same row, capped at
    /// `cap` (≤ 128) before squaring, and which rows have any set pixel within reach.
    ///
    /// Byte lanes, by doubling: after steps 1, 2, 4, … s, each pixel holds the minimum of
    /// `start[x + j] + |j|` over |j| < 2s, exact because every offset is a sum of distinct
    /// steps in one direction. A few branch-free passes replace a serial scan per row.
    // Inlined: called out of line, its byte loops are not vectorised (6× the instructions).
    @inline(__always)
    static func narrowRows(_ mask: [Bool], width w: Int, height: Int, cap: UInt8) -> ([Int16], [Bool]) {
        var rows = [Int16](repeating: 0, count: w * height)
        var reachable = [Bool](repeating: false, count: height)
        var a = [UInt8](repeating: cap, count: w), b = [UInt8](repeating: cap, count: w)
        mask.withUnsafeBufferPointer { m in
            rows.withUnsafeMutableBufferPointer { r in
                for y in 0..<height {
                    let base = y &* w
                    a.withUnsafeMutableBufferPointer { a in
                        // Eight Bools (bytes 0 or 1) at a time: (1 − b)·cap per byte, which
                        // cannot carry into the next byte as cap ≤ 128.
                        var x = 0
                        if let source = m.baseAddress, let target = a.baseAddress {
                            while x &+ 8 <= w {
                                let bools = UnsafeRawPointer(source + (base &+ x)).loadUnaligned(as: UInt64.self)
                                let bytes = (bools ^ 0x0101_0101_0101_0101) &* UInt64(cap)
                                UnsafeMutableRawPointer(target + x).storeBytes(of: bytes, as: UInt64.self)
                                x &+= 8
                            }
                        }
                        while x < w {
                            a[x] = m[base &+ x] ? 0 : cap
                            x &+= 1
                        }
                    }
                    // Offsets up to cap − 1 decide; further ones only ever give the cap.
                    var step = 1, covered = 0
                    while covered < Int(cap) &- 1 && step < w {
                        let s8 = UInt8(truncatingIfNeeded: step)
                        a.withUnsafeBufferPointer { a in
                            b.withUnsafeMutableBufferPointer { b in
                                let edge = min(step, w)
                                for x in 0..<edge {
                                    let right = x &+ step < w ? a[x &+ step] : cap
                                    b[x] = min(a[x], right &+ s8)
                                }
                                if w > 2 &* step {
                                    for x in step..<(w &- step) {
                                        b[x] = min(a[x], min(a[x &- step], a[x &+ step]) &+ s8)
                                    }
                                }
                                for x in max(edge, w &- step)..<w {
                                    let left = x >= step ? a[x &- step] : cap
                                    b[x] = min(a[x], left &+ s8)
                                }
                            }
                        }
                        swap(&a, &b)
                        covered = 2 &* step &- 1
                        step &*= 2
                    }
                    a.withUnsafeBufferPointer { a in
                        var nearest = cap
                        for x in 0..<w {
                            let v = min(a[x], cap)
                            nearest = min(nearest, v)
                            r[base &+ x] = Int16(v) &* Int16(v)
                        }
                        reachable[y] = nearest < cap
                    }
                }
            }
        }
        return (rows, reachable)
    }
}
