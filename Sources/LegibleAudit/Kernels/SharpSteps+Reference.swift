extension SharpSteps {
    /// The plain version of `anyTwoOut` the tests compare it with: each marked pixel's four
    /// pixels two out, inside the window.
    static func referenceAnyTwoOut(marked: [Bool], held: [Bool], offset: Int, pixels: UnsafeBufferPointer<UInt32>, width w: Int,
                                   height h: Int, from colour: UInt32, limit: Int32) -> Bool {
        let n = marked.count
        func steps(_ j: Int) -> Bool {
            let k = j - offset
            return !(k >= 0 && k < n && held[k]) && colourDistanceSquared(pixels[j], colour) >= limit
        }
        return (0..<n).contains { k in
            guard marked[k] else { return false }
            let i = offset + k, y = i / w, x = i % w
            return (x >= 2 && steps(i - 2)) || (x + 2 < w && steps(i + 2)) || (y >= 2 && steps(i - 2 * w))
                || (y + 2 < h && steps(i + 2 * w))
        }
    }
}
