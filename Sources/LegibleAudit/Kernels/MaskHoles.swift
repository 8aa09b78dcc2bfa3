/// The holes of a shape: the pixels of a grid outside the shape that no path of x or y steps
/// through such pixels joins to the grid's edge (a glyph's counters, the words inside a chip).
enum MaskHoles {
    /// The indices of `shape`'s holes in its `w`×`h` grid, in scan order.
    static func holes(of shape: [Bool], width w: Int, height h: Int) -> [Int] {
        precondition(shape.count == w * h, "a shape of width × height pixels")
        // Reached from the edge: every pixel outside the shape the edge's own such pixels lead to.
        var reached = [Bool](repeating: false, count: shape.count)
        var stack: [Int] = []
        func enter(_ i: Int) {
            if !shape[i] && !reached[i] {
                reached[i] = true
                stack.append(i)
            }
        }
        for x in 0..<w {
            enter(x)
            enter((h - 1) * w + x)
        }
        for y in 0..<h {
            enter(y * w)
            enter(y * w + w - 1)
        }
        while let i = stack.popLast() {
            let y = i / w, x = i - y * w
            if x > 0 { enter(i - 1) }
            if x + 1 < w { enter(i + 1) }
            if y > 0 { enter(i - w) }
            if y + 1 < h { enter(i + w) }
        }
        return shape.indices.filter { !shape[$0] && !reached[$0] }
    }
}
