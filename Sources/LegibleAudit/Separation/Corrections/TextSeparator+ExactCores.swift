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
    ///
    /// `cores`, when given, holds for every pixel whether it is within √`exactness` of `colour`
    /// (`markNear`); `bounds`, when given, a rectangle holding every mask pixel.
    static func dropFarFromCores(_ mask: inout [Bool], pixels: UnsafeBufferPointer<UInt32>, colour: UInt32,
                                 width w: Int, height h: Int, reach: Int,
                                 exactness: Int32 = SeparationTuning.Candidates.exactWithin,
                                 cores exact: [Bool]? = nil, bounds: PixelRect? = nil) -> Int {
        // Only mask pixels can be far, and cores are mask pixels: work on the mask's bounding box.
        guard let box = bounds ?? Self.boundingBox(of: mask, width: w, height: h, padding: 0) else { return 0 }
        let left = box.x, top = box.y, bw = box.width, bh = box.height
        // The cores (in a lossless image within 2 or so levels, as the candidate's purity counts
        // them) of each row, grown by `reach` along it from a zero-padded copy.
        // Every byte of `grown` and `far` is written below.
        var grown = [Bool](unsafeUninitializedCapacity: bw &* bh) { _, written in written = bw &* bh }
        var row = [Bool](repeating: false, count: bw &+ 2 &* reach)
        mask.withUnsafeBytes { m in
            grown.withUnsafeMutableBytes { g in
                row.withUnsafeMutableBufferPointer { r in
                    let core = r.baseAddress! + reach
                    for y in 0..<bh {
                        let from = (top &+ y) &* w &+ left
                        if let exact {
                            exact.withUnsafeBytes { UnsafeMutableRawPointer(core).copyMemory(from: $0.baseAddress! + from, byteCount: bw) }
                        } else {
                            _ = markNear(colour, limit: exactness, pixels: UnsafeBufferPointer(rebasing: pixels[from..<(from &+ bw)]),
                                         into: UnsafeMutableBufferPointer(start: core, count: bw))
                        }
                        MaskBytes.formAnd(UnsafeMutableRawPointer(core), m.baseAddress! + from, count: bw)
                        MaskBytes.dilate(UnsafeRawPointer(core), into: g.baseAddress! + y &* bw, count: bw, reach: reach)
                    }
                }
            }
        }
        // Far: mask pixels that no grown row within `reach` above or below reaches.
        var far = [Bool](unsafeUninitializedCapacity: bw &* bh) { _, written in written = bw &* bh }
        var farCount = 0
        mask.withUnsafeBytes { m in
            grown.withUnsafeBytes { g in
                far.withUnsafeMutableBytes { f in
                    for y in 0..<bh {
                        let near = g.baseAddress! + max(0, y &- reach) &* bw, rows = min(bh &- 1, y &+ reach) &- max(0, y &- reach) &+ 1
                        farCount &+= MaskBytes.andNotAny(m.baseAddress! + ((top &+ y) &* w &+ left), rows: near, count: rows,
                                                         stride: bw, into: f.baseAddress! + y &* bw, width: bw)
                    }
                }
            }
        }
        guard farCount > 0 else { return 0 }
        // A stray pixel or two away from the cores is noise or a glyph detail, not a patch. Far
        // pixels are mask pixels, so their groups lie within the box.
        guard Self.dropSmallComponents(of: &far, width: bw, height: bh, minimum: SeparationTuning.Corrections.minimumFarGroup) else {
            return 0
        }
        return mask.withUnsafeMutableBytes { m in
            far.withUnsafeBytes { f in
                var dropped = 0
                for y in 0..<bh {
                    let at = (top &+ y) &* w &+ left, source = f.baseAddress! + y &* bw
                    dropped &+= MaskBytes.count(source, count: bw)
                    MaskBytes.andNot(m.baseAddress! + at, source, into: m.baseAddress! + at, count: bw)
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
