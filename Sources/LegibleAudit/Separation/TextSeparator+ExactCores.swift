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
        let left = box.x, top = box.y, bw = box.width, bh = box.height
        // Cores (in a lossless image within 2 or so levels, as the candidate's purity counts
        // them) within the box, grown by `reach` into a square neighbourhood.
        var core = [Bool](repeating: false, count: bw &* bh)
        mask.withUnsafeBytes { m in
            core.withUnsafeMutableBufferPointer { c in
                for y in 0..<bh {
                    let from = (top &+ y) &* w &+ left
                    let row = UnsafeMutableBufferPointer(rebasing: c[(y &* bw)..<(y &* bw &+ bw)])
                    _ = markNear(colour, limit: exactness, pixels: UnsafeBufferPointer(rebasing: pixels[from..<(from &+ bw)]),
                                 into: row)
                    MaskBytes.formAnd(UnsafeMutableRawPointer(row.baseAddress!), m.baseAddress! + from, count: bw)
                }
            }
        }
        let near = MaskBytes.dilated(core, width: bw, height: bh, by: reach)
        // Far: mask pixels that no core reaches.
        var far = [Bool](repeating: false, count: n)
        var farCount = 0
        mask.withUnsafeBytes { m in
            near.withUnsafeBytes { nr in
                far.withUnsafeMutableBytes { f in
                    for y in 0..<bh {
                        let at = (top &+ y) &* w &+ left
                        MaskBytes.andNot(m.baseAddress! + at, nr.baseAddress! + y &* bw, into: f.baseAddress! + at, count: bw)
                        farCount &+= MaskBytes.count(f.baseAddress! + at, count: bw)
                    }
                }
            }
        }
        guard farCount > 0 else { return 0 }
        // A stray pixel or two away from the cores is noise or a glyph detail, not a patch.
        guard Self.dropSmallComponents(of: &far, width: w, height: h, minimum: 8) else { return 0 }
        return mask.withUnsafeMutableBytes { m in
            far.withUnsafeBytes { f in
                var dropped = 0
                for y in top..<(top &+ bh) {
                    let at = y &* w &+ left
                    dropped &+= MaskBytes.count(f.baseAddress! + at, count: bw)
                    MaskBytes.andNot(m.baseAddress! + at, f.baseAddress! + at, into: m.baseAddress! + at, count: bw)
                }
                return dropped
            }
        }
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
