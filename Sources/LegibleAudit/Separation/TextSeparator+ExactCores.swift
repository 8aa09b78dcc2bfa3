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
        // Cores (in a lossless image within 2 or so levels, as the candidate's purity counts
        // them), dilated by `reach` along rows, then along columns: a square neighbourhood.
        var rows = [Bool](repeating: false, count: n)
        var near = [Bool](repeating: false, count: n)
        mask.withUnsafeBufferPointer { m in
            rows.withUnsafeMutableBufferPointer { r in
                for y in 0..<h {
                    var last = -reach &- 1
                    let base = y &* w
                    // Forward: distance to the last core on the left; then backward for the right.
                    for x in 0..<w {
                        if m[base &+ x] && colourDistanceSquared(pixels[base &+ x], colour) <= exactness { last = x }
                        if x &- last <= reach { r[base &+ x] = true }
                    }
                    last = w &+ reach &+ 1
                    for x in stride(from: w &- 1, through: 0, by: -1) {
                        if m[base &+ x] && colourDistanceSquared(pixels[base &+ x], colour) <= exactness { last = x }
                        if last &- x <= reach { r[base &+ x] = true }
                    }
                }
            }
        }
        rows.withUnsafeBufferPointer { r in
            near.withUnsafeMutableBufferPointer { c in
                for x in 0..<w {
                    var last = -reach &- 1
                    for y in 0..<h {
                        if r[y &* w &+ x] { last = y }
                        if y &- last <= reach { c[y &* w &+ x] = true }
                    }
                    last = h &+ reach &+ 1
                    for y in stride(from: h &- 1, through: 0, by: -1) {
                        if r[y &* w &+ x] { last = y }
                        if last &- y <= reach { c[y &* w &+ x] = true }
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
