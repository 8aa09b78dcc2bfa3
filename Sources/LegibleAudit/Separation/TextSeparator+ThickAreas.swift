import LegiblePixels

extension TextSeparator {
    /// Removes the parts of the mask too thick to be strokes: background that happens to have
    /// the text's colour (a gradient or photo passing through it). Glyphs drawn over such a
    /// patch vanish into it, and that patch is then background, measured as the low contrast it is.
    /// Returns how many pixels were removed. `mask` spans `w`×`h`, part of a box `boxHeight` tall.
    static func removeThickAreas(from mask: inout [Bool], width w: Int, height h: Int, boxHeight: Int) -> Int {
        let inside = DistanceField(mask: mask.map { !$0 }, width: w, height: h, limit: Int((0.2 * Double(boxHeight)).rounded(.up)) + 1,
                                   settles: true).squared
        // Strokes of one text run share a width: the typical half-width is the median depth of
        // the mask's ridge (pixels at least as deep as their neighbours). Joints and dots reach
        // about 1.4 times that; background patches of the text's colour go deeper. Stems of even
        // black-weight glyphs stay under 0.4 of the box height, whatever the ridge says.
        let typical = Self.typicalHalfStroke(inside, mask: mask, width: w, height: h)
        let halfStroke = max(2, min(0.2 * Double(boxHeight), 2.2 * typical))
        let limit = Int32((halfStroke * halfStroke).rounded(.down))
        var cores = [Bool](repeating: false, count: mask.count)
        var anyCore = false
        for i in 0..<mask.count where mask[i] && inside[i] > limit {
            cores[i] = true
            anyCore = true
        }
        // Usually the strokes are all thin: nothing to look for.
        guard anyCore else { return 0 }
        // A glyph joint can be briefly thicker than a stem; a background patch is thick over
        // an area. Keep only cores with some extent.
        let minimumCore = max(8, Int(halfStroke * halfStroke / 2))
        guard Self.dropSmallComponents(of: &cores, width: w, height: h, minimum: minimumCore) else { return 0 }
        let reach = DistanceField(mask: cores, width: w, height: h, limit: Int((halfStroke + 1.5).rounded(.up)))
        var removed = 0
        // A little past the half-stroke, so the rim of the patch goes with it.
        let rim = Int32(((halfStroke + 1.5) * (halfStroke + 1.5)).rounded(.down))
        for i in 0..<mask.count where mask[i] && reach.squared[i] <= rim {
            mask[i] = false
            removed += 1
        }
        return removed
    }

    /// The median depth of the mask's ridge pixels: half the typical stroke width.
    static func typicalHalfStroke(_ depth: [Int32], mask: [Bool], width w: Int, height h: Int) -> Double {
        var ridge: [Int32] = []
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let i = y * w + x, d = depth[i]
                if x > 0 && depth[i - 1] > d { continue }
                if x + 1 < w && depth[i + 1] > d { continue }
                if y > 0 && depth[i - w] > d { continue }
                if y + 1 < h && depth[i + w] > d { continue }
                ridge.append(d)
            }
        }
        guard !ridge.isEmpty else { return 0 }
        return Double(quickSelect(&ridge, (ridge.count - 1) / 2)).squareRoot()
    }

    /// Clears 8-connected components smaller than `minimum` pixels; true when any remain.
    static func dropSmallComponents(of mask: inout [Bool], width w: Int, height h: Int, minimum: Int) -> Bool {
        var seen = [Bool](repeating: false, count: mask.count)
        var stack: [Int] = [], component: [Int] = []
        var anyLeft = false
        for start in 0..<mask.count where mask[start] && !seen[start] {
            stack = [start]
            component.removeAll(keepingCapacity: true)
            seen[start] = true
            while let i = stack.popLast() {
                component.append(i)
                let x = i % w, y = i / w
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, nx < w, ny >= 0, ny < h else { continue }
                        let j = ny * w + nx
                        if mask[j] && !seen[j] {
                            seen[j] = true
                            stack.append(j)
                        }
                    }
                }
            }
            if component.count < minimum {
                for i in component { mask[i] = false }
            } else {
                anyLeft = true
            }
        }
        return anyLeft
    }
}
