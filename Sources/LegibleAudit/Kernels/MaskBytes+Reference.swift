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

    /// The plain version of `interior`: each pixel off the border whose 3×3 neighbourhood is all
    /// in the mask.
    static func referenceInterior(_ mask: [Bool], width w: Int, height h: Int) -> [Int] {
        guard w >= 3 && h >= 3 else { return [] }
        return (0..<(w * h)).filter { i in
            let x = i % w, y = i / w
            guard x > 0 && x < w - 1 && y > 0 && y < h - 1 else { return false }
            return (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in mask[(y + dy) * w + x + dx] } }
        }
    }
}
