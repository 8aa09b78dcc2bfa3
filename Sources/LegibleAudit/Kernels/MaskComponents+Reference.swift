extension MaskComponents {
    /// The plain walk the tests compare `forEach` with: a seen flag a pixel beside the mask,
    /// growing arrays, every neighbour's row and column bounded by the window.
    static func reference(in mask: [Bool], width w: Int, height h: Int, _ body: (_ component: [Int]) -> Void) {
        let n = mask.count
        precondition(n == w * h, "a mask of width × height pixels")
        var seen = [Bool](repeating: false, count: n)
        var stack: [(Int, Int)] = [], component: [Int] = []
        for start in 0..<n where mask[start] && !seen[start] {
            stack.append((start % w, start / w))
            component.removeAll(keepingCapacity: true)
            seen[start] = true
            while let (x, y) = stack.popLast() {
                component.append(y * w + x)
                for ny in max(0, y - 1)...min(h - 1, y + 1) {
                    for nx in max(0, x - 1)...min(w - 1, x + 1) {
                        let j = ny * w + nx
                        if mask[j] && !seen[j] {
                            seen[j] = true
                            stack.append((nx, ny))
                        }
                    }
                }
            }
            body(component)
        }
    }
}
