/// The 8-connected groups of a mask's set pixels.
enum MaskComponents {
    /// Calls `body` with each 8-connected component of `mask`'s set pixels, in the order of
    /// their first pixel in the scan: its indices, the first pixel then the others in the order
    /// a depth-first walk reaches them. The one walk every stage that judges parts of a mask
    /// uses (small specks, solid glyphs, other colours' parts). One state byte a pixel (set and
    /// not yet reached), and a stack and a list that never outgrow the set pixels, so nothing
    /// grows or is checked for uniqueness along the walk; `reference` is the plain walk the
    /// tests compare it with, neighbour for neighbour.
    static func forEach(in mask: [Bool], width w: Int, height h: Int, _ body: (_ component: [Int]) -> Void) {
        let n = mask.count
        precondition(n == w * h, "a mask of width × height pixels")
        // Bool is one byte, 0 or 1: the state starts as the mask, and a reached pixel is cleared.
        var state = mask.withUnsafeBytes { [UInt8]($0) }
        let set = state.withUnsafeBytes { $0.baseAddress.map { MaskBytes.count($0, count: n) } ?? 0 }
        guard set > 0 else { return }
        // Positions with their column: no division per pixel to recover it from an index.
        let stack = UnsafeMutablePointer<(Int, Int)>.allocate(capacity: set), walked = UnsafeMutablePointer<Int>.allocate(capacity: set)
        defer {
            stack.deallocate()
            walked.deallocate()
        }
        var component: [Int] = []
        state.withUnsafeMutableBufferPointer { s in
            let raw = UnsafeRawPointer(s.baseAddress!)
            var start = 0
            while start < n {
                // Sixteen clear or reached bytes at a time: most of a mask is neither.
                if start &+ 16 <= n && raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: start &+ 8, as: UInt64.self) == 0 {
                    start &+= 16
                    continue
                }
                guard s[start] != 0 else {
                    start &+= 1
                    continue
                }
                s[start] = 0
                stack[0] = (start, start % w)
                var top = 1, size = 0
                @inline(__always) func reach(_ j: Int, _ x: Int) {
                    if s[j] != 0 {
                        s[j] = 0
                        stack[top] = (j, x)
                        top &+= 1
                    }
                }
                while top > 0 {
                    top &-= 1
                    let (i, x) = stack[top]
                    walked[size] = i
                    size &+= 1
                    // The neighbours row by row, left to right, as the plain walk pushes them.
                    let left = x > 0, right = x < w &- 1
                    if i >= w {
                        let j = i &- w
                        if left { reach(j &- 1, x &- 1) }
                        reach(j, x)
                        if right { reach(j &+ 1, x &+ 1) }
                    }
                    if left { reach(i &- 1, x &- 1) }
                    if right { reach(i &+ 1, x &+ 1) }
                    if i &+ w < n {
                        let j = i &+ w
                        if left { reach(j &- 1, x &- 1) }
                        reach(j, x)
                        if right { reach(j &+ 1, x &+ 1) }
                    }
                }
                component.removeAll(keepingCapacity: true)
                component.append(contentsOf: UnsafeBufferPointer(start: walked, count: size))
                body(component)
                start &+= 1
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
