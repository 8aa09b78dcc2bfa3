import LegiblePixels

private typealias Tuning = SeparationTuning.Corrections

extension TextSeparator {
    /// Removes the parts of the mask too thick to be strokes: background that happens to have
    /// the text's colour (a gradient or photo passing through it). Glyphs drawn over such a
    /// patch vanish into it, and that patch is then background, measured as the low contrast it is.
    /// Returns how many pixels were removed. `mask` spans `w`×`h`, part of a box `boxHeight` tall;
    /// `bounds`, when the caller has it, is its bounding box (`dropFarFromCores` takes any
    /// rectangle holding the mask; here the crop of the depths is made from it).
    static func removeThickAreas(from mask: inout [Bool], width w: Int, height h: Int, boxHeight: Int,
                                 stemWidth: Double? = nil, bounds: PixelRect? = nil) -> Int {
        // Depths inside the mask only depend on the mask's bounding box and the non-mask pixels
        // just around it (anything further is further than those), so work on that crop.
        let found = bounds.map { $0.grown(by: 1, within: PixelRect(x: 0, y: 0, width: w, height: h)) }
            ?? MaskBounds.boundingBox(of: mask, width: w, height: h, padding: 1)
        guard let rect = found else { return 0 }
        let crop = MaskCrop(rect, maskWidth: w)
        let cw = rect.width, ch = rect.height
        // Strokes of one text run share a width: the typical half-width is the median depth of
        // the mask's ridge (pixels at least as deep as their neighbours). Joints and dots reach
        // about 1.4 times that; background patches of the text's colour go deeper. Stems of even
        // black-weight glyphs stay under 0.4 of the box height, whatever the ridge says.
        // Strokes are thin: depths in bytes (limit 14), read straight from the mask's rows, have
        // them exactly, and only a mask deeper than 14 px, in a box tall enough to look that far,
        // needs the wider field.
        let depthLimit = Int((Tuning.maximumHalfStrokeShare * Double(boxHeight)).rounded(.up)) + 1
        let byteLimit = DistanceField.byteDepthLimit
        let narrow = min(depthLimit, byteLimit)
        let (depths, shallow) = crop.withRows(of: mask) { rows in
            let depths = DistanceField.depths(inside: rows, maskStride: w, width: cw, height: ch, limit: narrow)
            let ridge = StrokeRidge.ridge(bytes: depths, mask: rows, maskStride: w, width: cw, height: ch,
                                          deepest: Int32((narrow &+ 1) &* (narrow &+ 1)))
            return (depths, ridge)
        }
        var part: [Bool]
        let removed: Int
        if depthLimit > byteLimit && shallow.deepest > Int32(byteLimit * byteLimit) {
            part = crop.copy(of: mask)
            removed = deepAreas(in: &part, width: cw, height: ch, depthLimit: depthLimit, boxHeight: boxHeight, stemWidth: stemWidth)
        } else {
            // Usually the strokes are all thin: nothing to look for.
            let (halfStroke, limit) = Self.thickness(shallow, boxHeight: boxHeight, stemWidth: stemWidth)
            guard shallow.deepest > limit else { return 0 }
            part = crop.copy(of: mask)
            // limit < deepest ≤ 225: a byte.
            var cores = MaskBytes.deeper(than: UInt8(truncatingIfNeeded: limit), depths: depths, within: part)
            removed = removeCores(&cores, from: &part, width: cw, height: ch, halfStroke: halfStroke)
        }
        guard removed > 0 else { return 0 }
        crop.write(part, into: &mask)
        return removed
    }

    /// The typical half stroke of a mask with `ridge`, and the squared depth past which the mask
    /// is too thick to be strokes.
    private static func thickness(_ ridge: (halfStroke: Double, deepest: Int32), boxHeight: Int,
                                  stemWidth: Double?) -> (halfStroke: Double, limit: Int32) {
        // The manifest's font says how wide the stems are: depths within that are strokes, even
        // where the ridge is short (big glyphs cut by a tight box).
        let stated = Tuning.statedStemShare * (stemWidth ?? 0)
        let halfStroke = max(Tuning.minimumHalfStroke, min(Tuning.maximumHalfStrokeShare * Double(boxHeight),
                                                           max(Tuning.halfStrokesOverRidge * ridge.halfStroke, stated)))
        return (halfStroke, Int32((halfStroke * halfStroke).rounded(.down)))
    }

    /// `removeThickAreas` on a mask (its own padded bounding box) deeper than a byte field
    /// reaches: depths up to `depthLimit` in 32 bits.
    private static func deepAreas(in mask: inout [Bool], width w: Int, height h: Int, depthLimit: Int, boxHeight: Int,
                                  stemWidth: Double?) -> Int {
        let n = mask.count
        let outside = mask.map { !$0 }
        let insideField = DistanceField(mask: outside, width: w, height: h, limit: depthLimit, settles: true)
        let ridge = StrokeRidge.ridge(insideField.squared, mask: mask, width: w, height: h, deepest: insideField.unreached)
        let inside = insideField.squared
        let (halfStroke, limit) = Self.thickness(ridge, boxHeight: boxHeight, stemWidth: stemWidth)
        guard ridge.deepest > limit else { return 0 }
        var cores = (0..<n).map { mask[$0] && inside[$0] > limit }
        return removeCores(&cores, from: &mask, width: w, height: h, halfStroke: halfStroke)
    }

    /// Removes from `mask` what lies within a little more than `halfStroke` of the `cores` (mask
    /// pixels deeper than strokes go) that have some extent; returns how many pixels went.
    private static func removeCores(_ cores: inout [Bool], from mask: inout [Bool], width w: Int, height h: Int,
                                    halfStroke: Double) -> Int {
        // A glyph joint can be briefly thicker than a stem; a background patch is thick over
        // an area. Keep only cores with some extent.
        let minimumCore = max(Tuning.minimumPatchCore, Int(halfStroke * halfStroke / 2))
        guard MaskComponents.dropSmallComponents(of: &cores, width: w, height: h, minimum: minimumCore) else { return 0 }
        // Only pixels within the limit of a core can go: the field covers the cores' bounds grown
        // by it (a patch is mostly a small part of the mask), where it is the whole mask's field.
        let limit = Int((halfStroke + Tuning.patchRim).rounded(.up))
        guard let area = MaskBounds.boundingBox(of: cores, width: w, height: h, padding: limit) else { return 0 }
        let crop = MaskCrop(area, maskWidth: w)
        let reach = crop.field(of: cores, limit: limit)
        // A little past the half-stroke, so the rim of the patch goes with it.
        let rim = Int32(((halfStroke + Tuning.patchRim) * (halfStroke + Tuning.patchRim)).rounded(.down))
        return crop.clear(in: &mask, within: rim, of: reach)
    }
}
