/// Exact squared Euclidean distance of every pixel to the nearest set pixel of a mask
/// (Felzenszwalb & Huttenlocher's two-pass lower-envelope transform, linear in the pixel count).
///
/// The ring of SPEC §2.3 is "background pixels whose distance to the nearest text pixel is at
/// most R": an exact transform keeps it the same shape the ground truth uses.
struct DistanceField {
    let width: Int
    let height: Int
    /// Squared distance per pixel; `Float.infinity` when the mask is empty.
    let squared: [Float]

    init(mask: [Bool], width: Int, height: Int) {
        self.width = width
        self.height = height
        let big = Float(width * width + height * height + 1)
        var grid = [Float](repeating: 0, count: width * height)
        for i in 0..<grid.count { grid[i] = mask[i] ? 0 : big }
        let longest = max(width, height)
        var f = [Float](repeating: 0, count: longest)
        var d = [Float](repeating: 0, count: longest)
        var v = [Int](repeating: 0, count: longest)
        var z = [Float](repeating: 0, count: longest + 1)
        // Columns, then rows.
        for x in 0..<width {
            for y in 0..<height { f[y] = grid[y * width + x] }
            DistanceField.transform1D(f, count: height, into: &d, v: &v, z: &z)
            for y in 0..<height { grid[y * width + x] = d[y] }
        }
        for y in 0..<height {
            for x in 0..<width { f[x] = grid[y * width + x] }
            DistanceField.transform1D(f, count: width, into: &d, v: &v, z: &z)
            for x in 0..<width { grid[y * width + x] = d[x] }
        }
        if !mask.contains(true) {
            for i in 0..<grid.count { grid[i] = .infinity }
        }
        squared = grid
    }

    /// One-dimensional squared distance transform of sampled function `f`.
    private static func transform1D(_ f: [Float], count n: Int, into d: inout [Float], v: inout [Int], z: inout [Float]) {
        guard n > 0 else { return }
        var k = 0
        v[0] = 0
        z[0] = -.infinity
        z[1] = .infinity
        if n > 1 {
            for q in 1..<n {
                var s: Float
                repeat {
                    let p = v[k]
                    s = ((f[q] + Float(q * q)) - (f[p] + Float(p * p))) / Float(2 * (q - p))
                    if s <= z[k] { k -= 1 } else { break }
                } while k >= 0
                k += 1
                v[k] = q
                z[k] = s
                z[k + 1] = .infinity
            }
        }
        k = 0
        for q in 0..<n {
            while z[k + 1] < Float(q) { k += 1 }
            let p = v[k]
            d[q] = Float((q - p) * (q - p)) + f[p]
        }
    }
}
