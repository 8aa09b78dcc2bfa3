extension MaskDetail {
    /// The plain version of `find` the tests compare it with: every mask pixel of the window
    /// off the text colour is tried against every background pixel within `reach`, with no
    /// shortcut.
    static func reference(mask: [Bool], pixels: [UInt32], width w: Int, height h: Int, text: UInt32, exactness: Int32,
                          reach: Int) -> [Int] {
        precondition(mask.count == w * h && pixels.count == w * h, "one mask flag per pixel")
        var found: [Int] = []
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let colour = pixels[y * w + x]
                if colourDistanceSquared(colour, text) <= exactness { continue }
                var backgrounds: [UInt32] = []
                for ny in max(0, y - reach)...min(h - 1, y + reach) {
                    for nx in max(0, x - reach)...min(w - 1, x + reach) where !mask[ny * w + nx] {
                        backgrounds.append(pixels[ny * w + nx])
                    }
                }
                let blends = backgrounds.contains { EdgeWalk.liesBetween(colour, text: text, background: $0) }
                if !backgrounds.isEmpty && !blends { found.append(y * w + x) }
            }
        }
        return found
    }
}
