import LegiblePixels

private typealias Tuning = SeparationTuning.GlyphStrokes

/// What the shape of a mask says about it being text: drawn text is strokes of near-constant
/// width, several glyphs side by side; a flat shape is deeper than any stroke, and a photo's
/// specks of the text's colour are thinner than its strokes (`specksThinnerThanStrokes`).
///
/// The width of the strokes is read from the ridge of the mask's depth field (`StrokeRidge`:
/// its median depth is half a typical stroke), the glyphs are its 8-connected parts.
struct GlyphStrokes: Sendable {
    /// One 8-connected part of the mask.
    struct Part: Sendable, Equatable {
        /// Its window indices.
        var pixels: [Int]
        /// Its deepest pixel's squared depth (distance to the nearest pixel outside the mask).
        var deepest: Int32
        /// The rows it spans.
        var rows: ClosedRange<Int>
    }

    /// Half the typical stroke width (px): the median depth of the mask's ridge.
    let halfStroke: Double
    /// The deepest pixel's squared depth, at most `(depthLimit + 1)²`.
    let deepest: Int32
    let parts: [Part]

    /// - Parameter depthLimit: depths beyond it (px) count as just beyond it: deep enough to tell.
    init(_ mask: [Bool], width w: Int, height h: Int, depthLimit: Int) {
        let field = DistanceField(mask: mask.map { !$0 }, width: w, height: h, limit: depthLimit)
        let depth = field.squared
        let ridge = StrokeRidge.ridge(depth, mask: mask, width: w, height: h, deepest: field.unreached)
        halfStroke = ridge.halfStroke
        deepest = ridge.deepest
        var parts: [Part] = []
        MaskComponents.forEach(in: mask, width: w, height: h) { pixels in
            var top = Int.max, bottom = Int.min, deepest: Int32 = 0
            for i in pixels {
                let y = i / w
                top = min(top, y)
                bottom = max(bottom, y)
                deepest = max(deepest, depth[i])
            }
            parts.append(Part(pixels: pixels, deepest: deepest, rows: top...bottom))
        }
        self.parts = parts
    }

    /// How many parts stand in a row as glyphs do: each at least `SeparationTuning.EdgeDetail.speckBelow`
    /// pixels and spanning at least half the rows the whole mask spans.
    var partsInRow: Int {
        guard let top = parts.map(\.rows.lowerBound).min(), let bottom = parts.map(\.rows.upperBound).max() else { return 0 }
        let half = (bottom - top + 1) / 2
        return parts.filter { $0.pixels.count >= SeparationTuning.EdgeDetail.speckBelow && $0.rows.count >= half }.count
    }

    /// Whether the mask is strokes of near-constant width, several glyphs in a row: no part
    /// deeper than `Tuning.deepestOverStroke` typical strokes (a flat shape or a patch is), and
    /// at least `Tuning.glyphsInRow` parts side by side.
    var formStrokes: Bool {
        let most = Tuning.deepestOverStroke * halfStroke
        return partsInRow >= Tuning.glyphsInRow && Double(deepest) <= most * most
    }

    /// The small parts of `mask` (fewer than `SeparationTuning.EdgeDetail.speckBelow` pixels,
    /// 8-connected) with no 2×2 block, beside strokes at least `Tuning.leastHalfStroke` deep
    /// (about 3 px wide): such a part is a pixel thick, thinner than any of the strokes, while a
    /// glyph's dot (a full stop, the dot of an i) is at least 2×2 beside them. A star or a
    /// glint of the text's colour apart from the glyphs. Thinner text has parts as thin as any
    /// speck: nothing is told there. The strokes' width is read without the specks (a star
    /// field's would outnumber the glyphs' ridge). `bounds` holds every set pixel.
    /// Window indices, in scan order.
    static func specksThinnerThanStrokes(in mask: [Bool], width w: Int, height h: Int, bounds: PixelRect) -> [Int] {
        // A part with no 2×2 block is made of pixels in none: only they are walked (`FarSpecks`).
        let thin = MaskBlocks.outsideBlocks(mask, width: w, height: h, bounds: bounds)
        let specks = FarSpecks.find(mask: mask, far: thin, width: w, height: h, below: SeparationTuning.EdgeDetail.speckBelow)
        guard !specks.isEmpty else { return [] }
        var strokes = mask
        for i in specks { strokes[i] = false }
        return ridge(of: strokes, width: w, height: h, bounds: bounds).halfStroke >= Tuning.leastHalfStroke ? specks : []
    }

    /// The ridge of `mask` (`StrokeRidge`: half the typical stroke width in px, and the deepest
    /// squared depth), read in bytes on the crop around `bounds` (depths beyond
    /// `DistanceField.byteDepthLimit` count as just beyond it), as `TextSeparator.removeThickAreas`
    /// reads it.
    static func ridge(of mask: [Bool], width w: Int, height h: Int, bounds: PixelRect) -> (halfStroke: Double, deepest: Int32) {
        let rect = bounds.grown(by: 1, within: PixelRect(x: 0, y: 0, width: w, height: h))
        let crop = MaskCrop(rect, maskWidth: w)
        let limit = DistanceField.byteDepthLimit
        return crop.withRows(of: mask) { rows in
            let depths = DistanceField.depths(inside: rows, maskStride: w, width: rect.width, height: rect.height, limit: limit)
            return StrokeRidge.ridge(bytes: depths, mask: rows, maskStride: w, width: rect.width, height: rect.height,
                                     deepest: Int32((limit + 1) * (limit + 1)))
        }
    }
}
