/// The 8-connected groups of a mask's set pixels.
enum MaskComponents {
    /// Clears 8-connected components smaller than `minimum` pixels; true when any remain.
    static func dropSmallComponents(of mask: inout [Bool], width w: Int, height h: Int, minimum: Int) -> Bool {
        let n = mask.count
        var seen = [Bool](repeating: false, count: n)
        // Positions as (x, y) pairs: no division per pixel to recover them from an index.
        var stack: [(Int, Int)] = [], component: [Int] = []
        var anyLeft = false
        mask.withUnsafeMutableBufferPointer { m in
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
                        for dy in -1...1 {
                            let ny = y &+ dy
                            guard ny >= 0 && ny < h else { continue }
                            for dx in -1...1 {
                                let nx = x &+ dx
                                guard nx >= 0 && nx < w else { continue }
                                let j = ny &* w &+ nx
                                if m[j] && !seen[j] {
                                    seen[j] = true
                                    stack.append((nx, ny))
                                }
                            }
                        }
                    }
                    if component.count < minimum {
                        for i in component { m[i] = false }
                    } else {
                        anyLeft = true
                    }
                    start &+= 1
                }
            }
        }
        return anyLeft
    }
}
