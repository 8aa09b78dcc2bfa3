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

    init(mask: [Bool], width: Int, height: Int, limit: Int) {
        self.width = width
        self.height = height
        self.limit = limit
        let cap = Int32(limit + 1)
        let far = cap * cap
        let n = width * height
        // Squared horizontal distance to the nearest set pixel in the same row, capped; and
        // which rows have any set pixel within reach (the others lift nothing in the second pass).
        var rows = [Int32](repeating: far, count: n)
        var reachable = [Bool](repeating: false, count: height)
        mask.withUnsafeBufferPointer { m in
            rows.withUnsafeMutableBufferPointer { r in
                for y in 0..<height {
                    let base = y &* width
                    // Tracking the last set position (one select per pixel) rather than a
                    // running count keeps the loop-carried chain to a single instruction.
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
        var out = [Int32](repeating: far, count: n)
        // The second pass is most of the cost: in 16-bit lanes (twice as many per vector, and a
        // native minimum) whenever the sums fit, which they do for any box up to ~600 px tall.
        if Int(far) + limit * limit <= Int(Int16.max) {
            var rows16 = [Int16](repeating: 0, count: n)
            var out16 = [Int16](repeating: Int16(far), count: n)
            rows.withUnsafeBufferPointer { r in
                rows16.withUnsafeMutableBufferPointer { r16 in
                    for i in 0..<n { r16[i] = Int16(truncatingIfNeeded: r[i]) }
                }
            }
            rows16.withUnsafeBufferPointer { r in
                out16.withUnsafeMutableBufferPointer { o in
                    for y in 0..<height {
                        let target = y &* width
                        let low = max(0, y &- limit), high = min(height &- 1, y &+ limit)
                        for source in low...high where reachable[source] {
                            let dy = Int16(truncatingIfNeeded: source &- y)
                            let lift = dy &* dy
                            let from = source &* width
                            for x in 0..<width {
                                o[target &+ x] = min(o[target &+ x], r[from &+ x] &+ lift)
                            }
                        }
                    }
                }
            }
            out16.withUnsafeBufferPointer { o16 in
                out.withUnsafeMutableBufferPointer { o in
                    let cap16 = Int16(truncatingIfNeeded: far)
                    for i in 0..<n { o[i] = Int32(min(o16[i], cap16)) }
                }
            }
            squared = out
            return
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
}
