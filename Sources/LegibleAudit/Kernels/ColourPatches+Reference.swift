extension ColourPatches {
    /// The plain version of `find` the tests compare it with: every square of the window is
    /// tried, each of its pixels checked.
    static func reference(mask: [Bool], pixels: [UInt32], width w: Int, height h: Int, text: UInt32, exactness: Int32,
                          side: Int) -> [Int] {
        precondition(mask.count == w * h && pixels.count == w * h, "one mask flag per pixel")
        let off = (0..<(w * h)).map { mask[$0] && colourDistanceSquared(pixels[$0], text) > exactness }
        guard (0..<(w * h)).contains(where: { mask[$0] && !off[$0] }), w >= side, h >= side else { return [] }
        var patch = [Bool](repeating: false, count: w * h)
        for y in 0...(h - side) {
            for x in 0...(w - side) {
                let square = (0..<(side * side)).map { (y + $0 / side) * w + x + $0 % side }
                if square.allSatisfy({ off[$0] }) { for i in square { patch[i] = true } }
            }
        }
        return patch.indices.filter { patch[$0] }
    }
}
