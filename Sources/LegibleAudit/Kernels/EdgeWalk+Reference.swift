extension EdgeWalk {
    /// The plain version of `outward` the tests compare it with: the neighbour of pixel `i`
    /// furthest from the text in the `width`×`height` field `distances`, the first of equals
    /// in scan order, found by looking at each neighbour inside the field; nil when none is
    /// further than the pixel itself.
    static func referenceOutward(_ i: Int, distances d: [Int32], width w: Int, height h: Int) -> Int? {
        precondition(d.count == w * h, "one distance per pixel")
        let x = i % w, y = i / w
        var best = d[i], found: Int?
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0 && nx < w && ny >= 0 && ny < h else { continue }
                if d[ny * w + nx] > best {
                    best = d[ny * w + nx]
                    found = ny * w + nx
                }
            }
        }
        return found
    }
}
