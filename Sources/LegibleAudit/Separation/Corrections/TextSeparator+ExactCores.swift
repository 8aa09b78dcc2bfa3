import LegiblePixels

extension TextSeparator {
    /// Clears the groups of mask pixels (eight or more, connected) lying more than `reach` pixels
    /// (in x or y) from any pixel of the text colour (within √`exactness`); returns the window
    /// indices cleared, in scan order.
    ///
    /// Called when the text's cores repeat one colour (exactly in a lossless image, within the
    /// compression noise in a JPEG; strokes thick enough to reach it): anti-aliasing then blends
    /// that colour into the background only along the glyphs' outlines, so mask pixels away from
    /// every core are background that happens to be near the text colour — a bright photo behind the dark outline of white text, which the
    /// truth counts as background and WCAG as the halo's surroundings.
    ///
    /// `cores`, when given, holds for every pixel whether it is within √`exactness` of `colour`
    /// (`NearMask.mark`); `bounds`, when given, a rectangle holding every mask pixel.
    static func dropFarFromCores(_ mask: inout [Bool], pixels: UnsafeBufferPointer<UInt32>, colour: UInt32,
                                 width w: Int, height h: Int, reach: Int,
                                 exactness: Int32 = SeparationTuning.Candidates.exactWithin,
                                 cores exact: [Bool]? = nil, bounds: PixelRect? = nil) -> [Int] {
        // Only mask pixels can be far, and cores are mask pixels: work on the mask's bounding box.
        guard let box = bounds ?? MaskBounds.boundingBox(of: mask, width: w, height: h, padding: 0) else { return [] }
        let crop = MaskCrop(box, maskWidth: w)
        // The cores (in a lossless image within 2 or so levels, as the candidate's purity counts
        // them) of each row, grown by `reach` along it.
        let grown = crop.coresAlongRows(of: mask, cores: exact, near: colour, limit: exactness, pixels: pixels, reach: reach)
        // Far: mask pixels that no grown row within `reach` above or below reaches.
        let unreached = crop.unreached(in: mask, by: grown, reach: reach)
        guard unreached.count > 0 else { return [] }
        var far = unreached.pixels
        // A stray pixel or two away from the cores is noise or a glyph detail, not a patch. Far
        // pixels are mask pixels, so their groups lie within the box.
        guard MaskComponents.dropSmallComponents(of: &far, width: box.width, height: box.height,
                                                 minimum: SeparationTuning.Corrections.minimumFarGroup) else {
            return []
        }
        // A stroke that never reaches the exact colour (a monospace stem at a half-pixel
        // position, split over two columns) belongs to the glyph it joins: only patches go.
        let whole = crop.copy(of: mask)
        let colours = (box.y..<box.maxY).flatMap { y in pixels[(y &* w &+ box.x)..<(y &* w &+ box.maxX)] }
        _ = MaskComponents.clearStrokes(of: &far, joining: whole, colours: colours, width: box.width, height: box.height,
                                        thickness: SeparationTuning.Corrections.farStrokeThickness,
                                        repeated: SeparationTuning.Corrections.farStrokeRepeats)
        return crop.clear(far, from: &mask)
    }

    /// The share of the mask's pixels within √`limit` of `colour`. The mask (`width` wide) is
    /// read within `bounds` (`TextMask.bounds`) alone: a JPEG window holds noise far from it.
    /// `cores`, when given, marks the pixels within √`limit` (`NearMask.mark`): then both counts
    /// are bytes counted sixteen at a time, no distance measured again.
    static func share(of mask: [Bool], cores: [Bool]? = nil, within limit: Int32, of colour: UInt32,
                      pixels: UnsafeBufferPointer<UInt32>, width w: Int, bounds: PixelRect) -> Double {
        var inMask = 0, near = 0
        mask.withUnsafeBytes { m in
            guard let cores else {
                for y in bounds.y..<bounds.maxY {
                    let row = y &* w
                    for i in (row &+ bounds.x)..<(row &+ bounds.maxX) where m[i] != 0 {
                        inMask &+= 1
                        if colourDistanceSquared(pixels[i], colour) <= limit { near &+= 1 }
                    }
                }
                return
            }
            cores.withUnsafeBytes { c in
                for y in bounds.y..<bounds.maxY {
                    let from = y &* w &+ bounds.x
                    inMask &+= MaskBytes.count(m.baseAddress! + from, count: bounds.width)
                    near &+= MaskBytes.count(m.baseAddress! + from, and: c.baseAddress! + from, count: bounds.width)
                }
            }
        }
        return inMask == 0 ? 0 : Double(near) / Double(inMask)
    }
}
