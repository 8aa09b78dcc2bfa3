/// The 8-connected groups of a mask's set pixels.
enum MaskComponents {
    /// Calls `body` with each 8-connected component of `mask`'s set pixels, in the order of
    /// their first pixel in the scan: its indices, the first pixel then the others in the order
    /// a depth-first walk reaches them. The one walk every stage that judges parts of a mask
    /// uses (small specks, solid glyphs, other colours' parts).
    static func forEach(in mask: [Bool], width w: Int, height h: Int, _ body: (_ component: [Int]) -> Void) {
        let n = mask.count
        precondition(n == w * h, "a mask of width × height pixels")
        var seen = [Bool](repeating: false, count: n)
        // Positions as (x, y) pairs: no division per pixel to recover them from an index.
        var stack: [(Int, Int)] = [], component: [Int] = []
        mask.withUnsafeBufferPointer { m in
            seen.withUnsafeMutableBufferPointer { seen in
                var start = 0
                while start < n {
                    // Sixteen clear or visited bytes at a time: most of a mask is neither.
                    if start &+ 16 <= n {
                        let raw = UnsafeRawPointer(m.baseAddress! + start), seenRaw = UnsafeRawPointer(seen.baseAddress! + start)
                        let fresh = raw.loadUnaligned(as: SIMD16<UInt8>.self) & ~seenRaw.loadUnaligned(as: SIMD16<UInt8>.self)
                        let words = unsafeBitCast(fresh, to: (UInt64, UInt64).self)
                        if words.0 | words.1 == 0 {
                            start &+= 16
                            continue
                        }
                    }
                    guard m[start] && !seen[start] else {
                        start &+= 1
                        continue
                    }
                    stack.removeAll(keepingCapacity: true)
                    stack.append((start % w, start / w))
                    component.removeAll(keepingCapacity: true)
                    seen[start] = true
                    while let (x, y) = stack.popLast() {
                        component.append(y &* w &+ x)
                        for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
                            for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) {
                                let j = ny &* w &+ nx
                                if m[j] && !seen[j] {
                                    seen[j] = true
                                    stack.append((nx, ny))
                                }
                            }
                        }
                    }
                    body(component)
                    start &+= 1
                }
            }
        }
    }

    /// Clears 8-connected components smaller than `minimum` pixels; true when any remain.
    static func dropSmallComponents(of mask: inout [Bool], width w: Int, height h: Int, minimum: Int) -> Bool {
        var small: [Int] = [], anyLeft = false
        forEach(in: mask, width: w, height: h) { component in
            if component.count < minimum {
                small.append(contentsOf: component)
            } else {
                anyLeft = true
            }
        }
        for i in small { mask[i] = false }
        return anyLeft
    }
}
