extension DistanceField {
    /// The plain version of the field the tests compare `DistanceField` with: for every pixel,
    /// the squared distance to every set pixel, the least kept, capped at `(limit + 1)²`
    /// (`unreached`). Quadratic in the pixels: for tests only.
    static func reference(mask: [Bool], width: Int, height: Int, limit: Int) -> [Int32] {
        precondition(mask.count == width * height, "one flag per pixel")
        let far = Int32((limit + 1) * (limit + 1))
        var out = [Int32](repeating: far, count: mask.count)
        for i in mask.indices {
            let x = i % width, y = i / width
            for j in mask.indices where mask[j] {
                let dx = j % width - x, dy = j / width - y
                out[i] = min(out[i], Int32(dx * dx + dy * dy))
            }
            out[i] = min(out[i], far)
        }
        return out
    }
}
