import LegiblePixels

extension TextSeparator {
    /// Removes the parts of the mask too thick to be strokes: background that happens to have
    /// the text's colour (a gradient or photo passing through it). Glyphs drawn over such a
    /// patch vanish into it, and that patch is then background, measured as the low contrast it is.
    /// Returns how many pixels were removed. `mask` spans `w`×`h`, part of a box `boxHeight` tall.
    static func removeThickAreas(from mask: inout [Bool], width w: Int, height h: Int, boxHeight: Int,
                                 stemWidth: Double? = nil) -> Int {
        // Depths inside the mask only depend on the mask's bounding box and the non-mask pixels
        // just around it (anything further is further than those), so work on that crop.
        guard let crop = Self.boundingBox(of: mask, width: w, height: h, padding: 1) else { return 0 }
        if crop.width < w || crop.height < h {
            var part = [Bool](repeating: false, count: crop.area)
            for row in 0..<crop.height {
                for column in 0..<crop.width { part[row * crop.width + column] = mask[(crop.y + row) * w + crop.x + column] }
            }
            let removed = removeThickAreas(from: &part, width: crop.width, height: crop.height, boxHeight: boxHeight,
                                           stemWidth: stemWidth)
            guard removed > 0 else { return 0 }
            for row in 0..<crop.height {
                for column in 0..<crop.width { mask[(crop.y + row) * w + crop.x + column] = part[row * crop.width + column] }
            }
            return removed
        }
        let inside = DistanceField(mask: mask.map { !$0 }, width: w, height: h, limit: Int((0.2 * Double(boxHeight)).rounded(.up)) + 1,
                                   settles: true).squared
        // Strokes of one text run share a width: the typical half-width is the median depth of
        // the mask's ridge (pixels at least as deep as their neighbours). Joints and dots reach
        // about 1.4 times that; background patches of the text's colour go deeper. Stems of even
        // black-weight glyphs stay under 0.4 of the box height, whatever the ridge says.
        let typical = Self.typicalHalfStroke(inside, mask: mask, width: w, height: h)
        // The manifest's font says how wide the stems are: depths within that are strokes, even
        // where the ridge is short (big glyphs cut by a tight box).
        let stated = 0.7 * (stemWidth ?? 0)
        let halfStroke = max(2, min(0.2 * Double(boxHeight), max(2.2 * typical, stated)))
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

    /// The smallest rectangle holding every set pixel, grown by `padding` and clipped to the
    /// mask; nil when no pixel is set.
    static func boundingBox(of mask: [Bool], width w: Int, height h: Int, padding: Int) -> PixelRect? {
        var minX = w, maxX = -1, minY = h, maxY = -1
        mask.withUnsafeBufferPointer { m in
            for y in 0..<h {
                let row = y &* w
                guard let first = (0..<w).first(where: { m[row &+ $0] }) else { continue }
                let last = (first..<w).last { m[row &+ $0] } ?? first
                minX = min(minX, first)
                maxX = max(maxX, last)
                minY = min(minY, y)
                maxY = y
            }
        }
        guard maxY >= 0 else { return nil }
        let x0 = max(0, minX - padding), y0 = max(0, minY - padding)
        return PixelRect(x: x0, y: y0, width: min(w, maxX + padding + 1) - x0, height: min(h, maxY + padding + 1) - y0)
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
