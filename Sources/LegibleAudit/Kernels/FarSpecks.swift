/// The small 8-connected groups of a mask made only of "far" pixels: the search behind
/// `TextSeparator.corelessSpecks`, walking the far pixels alone instead of every group of the
/// mask (most of a mask is glyphs, near their colour). The plain version is `reference`.
enum FarSpecks {
    /// The states of the far pixels: not yet reached, reached, beside a mask pixel that is not
    /// far (its group is no speck). Pixels off `far` are 0.
    private static let unreached: UInt8 = 1, reached: UInt8 = 2, blocked: UInt8 = 3
    /// A reached pixel of a group found: read back in scan order instead of sorting the groups.
    private static let kept: UInt8 = 4

    /// Window indices, in scan order, of the pixels of `mask`'s 8-connected components smaller
    /// than `below` pixels whose every pixel is in `far` (a subset of `mask`). A group of far
    /// pixels with no 8-neighbour in `mask` outside `far` is a whole component of `mask`, so only
    /// the far pixels are visited: most are a glyph's edge, beside its near pixels, and are
    /// marked so first; the walk goes over the others.
    static func find(mask: [Bool], far: [Bool], width w: Int, height h: Int, below: Int) -> [Int] {
        let n = w * h
        precondition(mask.count == n && far.count == n, "masks of width × height pixels")
        var farPixels: [Int] = []
        far.withUnsafeBytes { MaskBytes.forEachSet($0.baseAddress!, count: n) { farPixels.append($0) } }
        guard !farPixels.isEmpty else { return [] }
        // The far flags' bytes are the first states (Bool is one byte, 0 or 1).
        var state = far.withUnsafeBytes { bytes in
            [UInt8](unsafeUninitializedCapacity: n) { buffer, count in
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: bytes.baseAddress!, byteCount: n)
                count = n
            }
        }
        var found: [Int] = []
        mask.withUnsafeBufferPointer { m in
            state.withUnsafeMutableBufferPointer { s in
                var apart = 0
                for i in farPixels {
                    let y = i / w, x = i &- y &* w
                    if besideNear(x: x, y: y, mask: m, state: s, width: w, height: h) { s[i] = blocked } else { apart &+= 1 }
                }
                guard apart > 0, walk(from: farPixels, state: s, width: w, height: h, below: below) else { return }
                found = farPixels.filter { s[$0] == kept }
            }
        }
        return found
    }

    /// Whether a mask pixel that is not far lies 8-adjacent to (`x`, `y`).
    @inline(__always)
    private static func besideNear(x: Int, y: Int, mask m: UnsafeBufferPointer<Bool>, state s: UnsafeMutableBufferPointer<UInt8>,
                                   width w: Int, height h: Int) -> Bool {
        for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
            for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) {
                let j = ny &* w &+ nx
                if m[j] && s[j] == 0 { return true }
            }
        }
        return false
    }

    /// The groups of unreached far pixels, walked from each in `starts` not yet reached: those
    /// smaller than `below` that meet no blocked pixel are marked `kept`. Whether any was.
    private static func walk(from starts: [Int], state s: UnsafeMutableBufferPointer<UInt8>, width w: Int, height h: Int,
                             below: Int) -> Bool {
        var any = false, stack: [(Int, Int)] = [], group: [Int] = []
        for start in starts where s[start] == unreached {
            s[start] = reached
            let y0 = start / w
            stack.append((start &- y0 &* w, y0))
            group.removeAll(keepingCapacity: true)
            var whole = true
            while let (x, y) = stack.popLast() {
                group.append(y &* w &+ x)
                for ny in max(0, y &- 1)...min(h &- 1, y &+ 1) {
                    for nx in max(0, x &- 1)...min(w &- 1, x &+ 1) {
                        let j = ny &* w &+ nx
                        if s[j] == unreached {
                            s[j] = reached
                            stack.append((nx, ny))
                        } else if s[j] == blocked {
                            whole = false
                        }
                    }
                }
            }
            if whole && group.count < below {
                for i in group { s[i] = kept }
                any = true
            }
        }
        return any
    }

    /// The plain version of `find` the tests compare it with: every component of `mask`,
    /// kept when small and far throughout.
    static func reference(mask: [Bool], far: [Bool], width w: Int, height h: Int, below: Int) -> [Int] {
        var found: [Int] = []
        MaskComponents.forEach(in: mask, width: w, height: h) { component in
            if component.count < below && component.allSatisfy({ far[$0] }) { found += component }
        }
        return found.sorted()
    }
}
