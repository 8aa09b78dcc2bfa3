import LegiblePixels

extension HalfCover {
    /// The plain version of `find` the tests compare it with: every pixel of the window, its
    /// share along each segment worked out in floating point from the unpacked colours.
    static func reference(mask: [Bool], pixels: [UInt32], width w: Int, height h: Int, text: UInt32, exactness: Int32,
                          leastCover: Double, leastSpan: Int32) -> [Int] {
        precondition(mask.count == w * h && pixels.count == w * h, "one mask flag per pixel")
        let t = text.unpackedRGB
        let isCore = { (i: Int) in mask[i] && colourDistanceSquared(pixels[i], text) <= exactness }
        guard (0..<(w * h)).contains(where: isCore) else { return [] }
        return (0..<(w * h)).filter { i in
            guard mask[i] && !isCore(i) else { return false }
            let p = pixels[i].unpackedRGB, x = i % w, y = i / w
            var shares: [Double] = []
            for ny in max(0, y - 1)...min(h - 1, y + 1) {
                for nx in max(0, x - 1)...min(w - 1, x + 1) where !mask[ny * w + nx] {
                    let b = pixels[ny * w + nx].unpackedRGB
                    let along = [Double(t.r) - Double(b.r), Double(t.g) - Double(b.g), Double(t.b) - Double(b.b)]
                    let to = [Double(p.r) - Double(b.r), Double(p.g) - Double(b.g), Double(p.b) - Double(b.b)]
                    let span = along.map { $0 * $0 }.reduce(0, +)
                    if span >= Double(leastSpan) { shares.append(zip(to, along).map { $0 * $1 }.reduce(0, +) / span) }
                }
            }
            return !shares.isEmpty && shares.allSatisfy { $0 < leastCover }
        }
    }
}
