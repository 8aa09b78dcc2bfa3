import LegiblePixels

extension TextSeparator {
    /// Clears the groups of mask pixels (eight or more, connected) lying more than `reach` pixels
    /// (in x or y) from any pixel of the text colour (within √`exactness`); returns how many
    /// were cleared.
    ///
    /// Called when the text's cores repeat one colour (exactly in a lossless image, within the
    /// compression noise in a JPEG; strokes thick enough to reach it): anti-aliasing then blends
    /// that colour into the background only along the glyphs' outlines, so mask pixels away from
    /// every core are background that happens to be near the text colour — a bright photo behind the dark outline of white text, which the
    /// truth counts as background and WCAG as the halo's surroundings.
    static func dropFarFromCores(_ mask: inout [Bool], pixels: UnsafeBufferPointer<UInt32>, colour: UInt32,
                                 width w: Int, height h: Int, reach: Int, exactness: Int32 = 12) -> Int {
        let n = w * h
        // Only mask pixels can be far, and cores are mask pixels: work on the mask's bounding box.
        guard let box = Self.boundingBox(of: mask, width: w, height: h, padding: 0) else { return 0 }
        // Cores (in a lossless image within 2 or so levels, as the candidate's purity counts
        // them), dilated by `reach` along rows, then along columns: a square neighbourhood.
        var rows = [Bool](repeating: false, count: n)
        var near = [Bool](repeating: false, count: n)
        let left = box.x, right = box.x + box.width, top = box.y, bottom = box.y + box.height
        var core = [Bool](repeating: false, count: box.width)
        mask.withUnsafeBufferPointer { m in
            rows.withUnsafeMutableBufferPointer { r in
                for y in top..<bottom {
                    let base = y &* w
                    for x in left..<right {
                        core[x &- left] = m[base &+ x] && colourDistanceSquared(pixels[base &+ x], colour) <= exactness
                    }
                    // Forward: distance to the last core on the left; then backward for the right.
                    var last = -reach &- 1
                    for x in left..<right {
                        if core[x &- left] { last = x }
                        if x &- last <= reach { r[base &+ x] = true }
                    }
                    last = w &+ reach &+ 1
                    for x in stride(from: right &- 1, through: left, by: -1) {
                        if core[x &- left] { last = x }
                        if last &- x <= reach { r[base &+ x] = true }
                    }
                }
            }
        }
        // Along columns, a row at a time (contiguous memory): a pixel is near when a row within
        // `reach` above or below is.
        rows.withUnsafeBufferPointer { r in
            near.withUnsafeMutableBufferPointer { c in
                for y in top..<bottom {
                    let base = y &* w
                    for source in max(top, y &- reach)...min(bottom &- 1, y &+ reach) {
                        let from = source &* w
                        for x in left..<right where r[from &+ x] { c[base &+ x] = true }
                    }
                }
            }
        }
        var far = [Bool](repeating: false, count: n)
        var anyFar = false
        for i in 0..<n where mask[i] && !near[i] {
            far[i] = true
            anyFar = true
        }
        guard anyFar else { return 0 }
        // A stray pixel or two away from the cores is noise or a glyph detail, not a patch.
        guard Self.dropSmallComponents(of: &far, width: w, height: h, minimum: 8) else { return 0 }
        var dropped = 0
        for i in 0..<n where far[i] {
            mask[i] = false
            dropped &+= 1
        }
        return dropped
    }

    /// The share of the mask's pixels within √`limit` of `colour`.
    static func share(of mask: [Bool], within limit: Int32, of colour: UInt32, pixels: UnsafeBufferPointer<UInt32>) -> Double {
        var inMask = 0, near = 0
        mask.withUnsafeBufferPointer { m in
            for i in 0..<m.count where m[i] {
                inMask &+= 1
                if colourDistanceSquared(pixels[i], colour) <= limit { near &+= 1 }
            }
        }
        return inMask == 0 ? 0 : Double(near) / Double(inMask)
    }
}
