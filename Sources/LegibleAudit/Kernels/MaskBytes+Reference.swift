extension MaskBytes {
    /// The plain version of `dilated` the tests compare it with: a pixel is set when any pixel
    /// within `r` of it in x and in y is.
    static func referenceDilated(_ mask: [Bool], width w: Int, height h: Int, by r: Int) -> [Bool] {
        precondition(mask.count == w * h && r >= 0, "one flag per pixel, a reach of zero or more")
        return (0..<(w * h)).map { i in
            let x = i % w, y = i / w
            return (max(0, y - r)...min(h - 1, y + r)).contains { ny in
                (max(0, x - r)...min(w - 1, x + r)).contains { mask[ny * w + $0] }
            }
        }
    }
}
