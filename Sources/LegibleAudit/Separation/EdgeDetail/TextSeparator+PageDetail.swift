import LegiblePixels

extension TextSeparator {
    /// Over a JPEG background found flat on average, a photographed page's detail in the mask: the
    /// parts (8-connected) whose every pixel lies short of the text colour (between it and the
    /// page) and farther from it than half the mask's `tolerance`, in colour and in luma alike,
    /// when other parts hold the text colour, beside strokes more than two pixels wide
    /// (`corelessParts`), and they hold `SeparationTuning.EdgeDetail.speckledPixels` pixels or more;
    /// with them, every such pixel touching the glyphs with no pixel near the text colour beside it.
    ///
    /// The mean that found the page flat averages sparse detail away (a printed page's letters
    /// behind a grey caption). A flat page's noise and ringing stay beside the strokes, in their
    /// blends; a glyph of another colour or an icon comes near the text colour somewhere; JPEG halves
    /// chroma's resolution, so a glyph's pixel whose hue smeared into the page keeps its luma; ink
    /// beyond the text colour is no page's. Many pixels of detail make the background a photo, whose
    /// ring is measured as it is (`withSpecks`). Window indices, in scan order; empty when too few.
    static func pageDetail(in mask: [Bool], text: UInt32, background: UInt32, tolerance: Int32,
                           pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, bounds: PixelRect,
                           exactness: Int32) -> [Int] {
        let half = tolerance / 2, limit = max(half * half, exactness)
        // A grey step of √limit moves each channel's luma by √(limit / 3).
        let textLuma = YCbCr(text.unpackedRGB).y, lumaLimit = Double(limit) / 3
        var far = [Bool](repeating: false, count: mask.count), cored = false
        for i in mask.indices where mask[i] {
            let d = colourDistanceSquared(pixels[i], text)
            cored = cored || d <= exactness
            guard d > limit else { continue }
            let dy = YCbCr(pixels[i].unpackedRGB).y - textLuma
            let (dot, span) = HalfCover.projection(pixels[i], text: text, background: background)
            far[i] = dy * dy > lumaLimit && dot < span
        }
        guard cored else { return [] }
        let parts = FarSpecks.find(mask: mask, far: far, width: w, height: h, below: mask.count + 1)
        guard parts.count >= SeparationTuning.EdgeDetail.speckledPixels else { return [] }
        var strokes = mask
        for i in parts { strokes[i] = false }
        let ridge = GlyphStrokes.ridge(of: strokes, width: w, height: h, bounds: bounds)
        guard ridge.halfStroke >= SeparationTuning.EdgeDetail.corelessPartsHalfStroke else { return [] }
        return (parts + farFromGlyphCores(mask: mask, far: far, besides: Set(parts), width: w, height: h)).sorted()
    }

    /// The `far` pixels of `mask` outside `besides` none of whose eight neighbours is a mask pixel
    /// near the text colour: detail touching the glyphs through other detail, not their blend,
    /// which lies beside the pixels it blends.
    private static func farFromGlyphCores(mask: [Bool], far: [Bool], besides: Set<Int>, width w: Int, height h: Int) -> [Int] {
        var found: [Int] = []
        for i in mask.indices where far[i] && !besides.contains(i) {
            let y = i / w, x = i - y * w
            var near = false
            for ny in max(0, y - 1)...min(h - 1, y + 1) where !near {
                for nx in max(0, x - 1)...min(w - 1, x + 1) where mask[ny * w + nx] && !far[ny * w + nx] { near = true }
            }
            if !near { found.append(i) }
        }
        return found
    }
}
