extension CandidateScan {
    /// The plain per-pixel loop the tests compare `CandidateScan` with: every sampled pixel's
    /// distance from `colour`, and, for each one within `limit`, its four neighbours' (right,
    /// left, down, up), taking the step two pixels that way wherever the neighbour is not near.
    static func reference(colour: UInt32, limit: Int32, pixels: [UInt32], width w: Int, height h: Int,
                          stride: Int, firstX: Int, firstY: Int) -> (area: Int, exact: Int, outward: [UInt32]) {
        precondition(pixels.count == w * h && stride > 0, "a w×h window and a positive stride")
        func inMask(_ j: Int) -> Bool { colourDistanceSquared(pixels[j], colour) <= limit }
        var area = 0, exact = 0, outward: [UInt32] = []
        var y = firstY
        while y < h {
            var x = firstX
            while x < w {
                let i = y * w + x
                let d = colourDistanceSquared(pixels[i], colour)
                if d <= limit {
                    area += 1
                    if d <= exactLimit { exact += 1 }
                    if x + 2 < w && !inMask(i + 1) { outward.append(pixels[i + 2]) }
                    if x >= 2 && !inMask(i - 1) { outward.append(pixels[i - 2]) }
                    if y + 2 < h && !inMask(i + w) { outward.append(pixels[i + 2 * w]) }
                    if y >= 2 && !inMask(i - w) { outward.append(pixels[i - 2 * w]) }
                }
                x += stride
            }
            y += stride
        }
        return (area, exact, outward)
    }
}
