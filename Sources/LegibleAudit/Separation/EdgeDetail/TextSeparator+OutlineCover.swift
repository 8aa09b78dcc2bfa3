import LegiblePixels

extension TextSeparator {
    /// `ring` with each pixel beside a straight outline measured by the coverage its neighbours
    /// along that outline show (over a photo, in a lossless image). A glyph's straight edge covers
    /// the pixels beside it equally, so a pixel standing for the background past it that looks
    /// at least half covered (`SeparationTuning.EdgeDetail.leastCover`: the mask would hold it
    /// were it text) while a neighbour along the outline looks less covered is brighter or darker
    /// than the photo past it, not more covered: a star beside a white stem. It stands for what
    /// that neighbour's coverage leaves of it, `(pixel − a·text) / (1 − a)`, not for the sky past
    /// it. A pixel lies beside a straight outline when exactly one of its four neighbours is
    /// text; its neighbours along the outline lie across that side, beside the glyph on the same
    /// side. Ring pixels standing for themselves are left as they are. `mask` and `pixels` are the
    /// `w`×`h` window's.
    static func ring(_ ring: Ring, alongOutlines mask: [Bool], text: UInt32, pixels: UnsafeBufferPointer<UInt32>,
                     width w: Int, height h: Int) -> Ring {
        // Per ring position, for a pixel standing for the background past it beside the glyph on
        // one side: that side, and its share of the way from that background to the text colour.
        let n = ring.pixels.count
        var sides = [Int8](repeating: -1, count: n), shares = [Double](repeating: 0, count: n)
        for k in 0..<n where ring.colours[k] != pixels[ring.pixels[k]] {
            let i = ring.pixels[k]
            guard let side = soleSideInMask(i, mask: mask, width: w, height: h) else { continue }
            let (dot, span) = HalfCover.projection(pixels[i], text: text, background: ring.colours[k])
            guard Double(span) >= SeparationTuning.Ring.blendMinimumSpan else { continue }
            (sides[k], shares[k]) = (side, Double(dot) / Double(span))
        }
        var judged = ring
        for k in 0..<n where sides[k] >= 0 && shares[k] >= SeparationTuning.EdgeDetail.leastCover {
            // A glyph left or right of the pixel: the outline runs down the column, else along the
            // row. The ring is in scan order: a row's neighbours are beside it, a column's found.
            let i = ring.pixels[k], x = i % w
            let along = sides[k] < 2 ? [position(of: i - w, in: ring.pixels), position(of: i + w, in: ring.pixels)]
                : [x > 0 && k > 0 && ring.pixels[k - 1] == i - 1 ? k - 1 : nil,
                   x < w - 1 && k < n - 1 && ring.pixels[k + 1] == i + 1 ? k + 1 : nil]
            var least = shares[k]
            for case let m? in along where sides[m] == sides[k] { least = min(least, max(0, shares[m])) }
            if least < min(shares[k], 1) { judged.colours[k] = unmixed(pixels[i], text: text, cover: least) }
        }
        return judged
    }

    /// Where window index `i` lies in the ring's `pixels` (in scan order), nil when it is no ring pixel.
    static func position(of i: Int, in pixels: [Int]) -> Int? {
        var low = 0, high = pixels.count
        while low < high {
            let mid = (low + high) / 2
            if pixels[mid] < i { low = mid + 1 } else { high = mid }
        }
        return low < pixels.count && pixels[low] == i ? low : nil
    }

    /// The one side (0 left, 1 right, 2 above, 3 below) of pixel `i` whose 4-neighbour is in the
    /// mask, nil when none or several are.
    static func soleSideInMask(_ i: Int, mask: [Bool], width w: Int, height h: Int) -> Int8? {
        let x = i % w, y = i / w
        var side: Int8? = nil, count = 0
        if x > 0 && mask[i - 1] { (side, count) = (0, count + 1) }
        if x < w - 1 && mask[i + 1] { (side, count) = (1, count + 1) }
        if y > 0 && mask[i - w] { (side, count) = (2, count + 1) }
        if y < h - 1 && mask[i + w] { (side, count) = (3, count + 1) }
        return count == 1 ? side : nil
    }

    /// The background behind `pixel` when the text colour covers `a` of it, `(pixel − a·text) /
    /// (1 − a)` per channel, rounded and kept within 0…255. `a` is below 1.
    static func unmixed(_ pixel: UInt32, text: UInt32, cover a: Double) -> UInt32 {
        var out: UInt32 = 0
        for shift: UInt32 in [16, 8, 0] {
            let p = Double((pixel >> shift) & 0xFF), t = Double((text >> shift) & 0xFF)
            out |= UInt32(min(255, max(0, ((p - a * t) / (1 - a)).rounded()))) << shift
        }
        return out
    }
}
