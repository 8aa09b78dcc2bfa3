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
        let found = bounds.map { b in
            PixelRect(x: max(0, b.x - 1), y: max(0, b.y - 1), width: min(w, b.x + b.width + 1) - max(0, b.x - 1),
                      height: min(h, b.y + b.height + 1) - max(0, b.y - 1))
        } ?? Self.boundingBox(of: mask, width: w, height: h, padding: 1)
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
            let ridge = depths.withUnsafeBufferPointer { d in
                Self.ridge(bytes: d.baseAddress!, mask: rows, maskStride: w, width: cw, height: ch,
                           deepest: Int32((narrow &+ 1) &* (narrow &+ 1)))
            }
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
        let ridge = Self.ridge(insideField.squared, mask: mask, width: w, height: h, deepest: insideField.unreached)
        let inside = insideField.squared
        let (halfStroke, limit) = Self.thickness(ridge, boxHeight: boxHeight, stemWidth: stemWidth)
        guard ridge.deepest > limit else { return 0 }
        var cores = [Bool](repeating: false, count: n)
        mask.withUnsafeBufferPointer { m in
            inside.withUnsafeBufferPointer { d in
                cores.withUnsafeMutableBufferPointer { c in
                    for i in 0..<n { c[i] = m[i] && d[i] > limit }
                }
            }
        }
        return removeCores(&cores, from: &mask, width: w, height: h, halfStroke: halfStroke)
    }

    /// Removes from `mask` what lies within a little more than `halfStroke` of the `cores` (mask
    /// pixels deeper than strokes go) that have some extent; returns how many pixels went.
    private static func removeCores(_ cores: inout [Bool], from mask: inout [Bool], width w: Int, height h: Int,
                                    halfStroke: Double) -> Int {
        // A glyph joint can be briefly thicker than a stem; a background patch is thick over
        // an area. Keep only cores with some extent.
        let minimumCore = max(Tuning.minimumPatchCore, Int(halfStroke * halfStroke / 2))
        guard Self.dropSmallComponents(of: &cores, width: w, height: h, minimum: minimumCore) else { return 0 }
        // Only pixels within the limit of a core can go: the field covers the cores' bounds grown
        // by it (a patch is mostly a small part of the mask), where it is the whole mask's field.
        let limit = Int((halfStroke + Tuning.patchRim).rounded(.up))
        guard let area = Self.boundingBox(of: cores, width: w, height: h, padding: limit) else { return 0 }
        let reach = UnsafeMutablePointer<Int32>.allocate(capacity: area.width &* area.height)
        defer { reach.deallocate() }
        _ = cores.withUnsafeBufferPointer { c in
            DistanceField.write(mask: c.baseAddress! + (area.y &* w &+ area.x), maskStride: w, width: area.width,
                                height: area.height, limit: limit, into: reach, stride: area.width)
        }
        var removed = 0
        // A little past the half-stroke, so the rim of the patch goes with it.
        let rim = Int32(((halfStroke + Tuning.patchRim) * (halfStroke + Tuning.patchRim)).rounded(.down))
        mask.withUnsafeMutableBufferPointer { m in
            for y in 0..<area.height {
                let row = m.baseAddress! + ((area.y &+ y) &* w &+ area.x), d = reach + y &* area.width
                for x in 0..<area.width {
                    let gone = row[x] && d[x] <= rim
                    row[x] = row[x] && !gone
                    removed &+= gone ? 1 : 0
                }
            }
        }
        return removed
    }

    /// The smallest rectangle holding every set pixel, grown by `padding` and clipped to the
    /// mask; nil when no pixel is set.
    static func boundingBox(of mask: [Bool], width w: Int, height h: Int, padding: Int) -> PixelRect? {
        var minX = w, maxX = -1, minY = h, maxY = -1
        /// Whether sixteen bytes from `p` are all clear (two words: vector == is a lane loop here).
        @inline(__always) func isClear(_ p: UnsafePointer<Bool>) -> Bool {
            let raw = UnsafeRawPointer(p)
            return raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == 0
        }
        /// Whether sixty-four bytes from `p` are all clear: the empty rows above, below and
        /// between lines of text are most of what is read.
        @inline(__always) func isClear64(_ p: UnsafePointer<Bool>) -> Bool {
            let v = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self) | UnsafeRawPointer(p + 16).loadUnaligned(as: SIMD16<UInt8>.self)
                | UnsafeRawPointer(p + 32).loadUnaligned(as: SIMD16<UInt8>.self) | UnsafeRawPointer(p + 48).loadUnaligned(as: SIMD16<UInt8>.self)
            let words = unsafeBitCast(v, to: (UInt64, UInt64).self)
            return words.0 | words.1 == 0
        }
        mask.withUnsafeBufferPointer { m in
            guard let base = m.baseAddress else { return }
            for y in 0..<h {
                let row = base + y &* w
                // Sixteen clear bytes at a time from either end: most of a row around text is clear.
                var first = 0
                while first &+ 64 <= w && isClear64(row + first) { first &+= 64 }
                while first &+ 16 <= w && isClear(row + first) { first &+= 16 }
                while first < w && !row[first] { first &+= 1 }
                guard first < w else { continue }
                var last = w
                while last &- 64 > first && isClear64(row + (last &- 64)) { last &-= 64 }
                while last &- 16 > first && isClear(row + (last &- 16)) { last &-= 16 }
                last &-= 1
                while !row[last] { last &-= 1 }
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

    /// The mask's ridge (pixels at least as deep as their four neighbours): the median of its
    /// depths, half the typical stroke width, and its deepest depth, the deepest of the whole
    /// mask (no pixel is deeper than the deepest ridge pixel: nothing around it is deeper).
    static func ridge(_ depth: [Int32], mask: [Bool], width w: Int, height h: Int,
                      deepest: Int32) -> (halfStroke: Double, deepest: Int32) {
        // The ridge's depths are counted, not listed: they are small squared distances (at most
        // `deepest`), and their median is where the running count passes half.
        var counts = [Int32](repeating: 0, count: Int(deepest) &+ 1)
        var total = 0
        depth.withUnsafeBufferPointer { dp in
            mask.withUnsafeBufferPointer { mp in
                counts.withUnsafeMutableBufferPointer { counts in
                    guard let d = dp.baseAddress, let m = mp.baseAddress else { return }
                    /// Counts pixel (x, y) if it is on the ridge (`ridgeTest`).
                    @inline(__always) func visit(_ x: Int, _ y: Int) {
                        let (v, onRidge) = Self.ridgeTest(d, x, y, width: w, height: h)
                        counts[v] &+= onRidge ? 1 : 0
                        total &+= onRidge ? 1 : 0
                    }
                    /// Eight depths from `p`.
                    @inline(__always) func lanes(_ p: UnsafePointer<Int32>) -> SIMD8<Int32> {
                        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Int32>.self)
                    }
                    for y in 0..<h {
                        let row = m + y &* w
                        let inner = y > 0 && y &+ 1 < h
                        var x = 0
                        // Eight mask bytes at a time: most of a window holds no text.
                        while x &+ 8 <= w {
                            var bytes = UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)
                            if bytes != 0 && inner && x > 0 && x &+ 9 <= w {
                                // All four neighbours inside: eight pixels' tests at once. A lane is
                                // on the ridge when no difference to a neighbour is negative.
                                let p = d + (y &* w &+ x), v = lanes(p)
                                let descent = (v &- lanes(p - 1)) | (v &- lanes(p + 1)) | (v &- lanes(p - w)) | (v &- lanes(p + w))
                                var ridge = Self.nonNegativeLanes(descent) & MaskBytes.bits(ofBytes: bytes)
                                while ridge != 0 {
                                    counts[Int(p[ridge.trailingZeroBitCount])] &+= 1
                                    total &+= 1
                                    ridge &= ridge &- 1
                                }
                                bytes = 0
                            }
                            while bytes != 0 {
                                let k = bytes.trailingZeroBitCount &>> 3
                                visit(x &+ k, y)
                                bytes &= ~(0xFF &<< UInt64(k &<< 3))
                            }
                            x &+= 8
                        }
                        while x < w {
                            if row[x] { visit(x, y) }
                            x &+= 1
                        }
                    }
                }
            }
        }
        return Self.median(counts, total: total)
    }

    /// Pixel (x, y)'s depth in `d` (rows `w` apart) and whether it is on the ridge: at least as
    /// deep as its four neighbours (0 past the edges). Selects, no branch on the neighbours,
    /// whose order along a stroke's edge is unpredictable.
    @inline(__always)
    static func ridgeTest<Depth: FixedWidthInteger>(_ d: UnsafePointer<Depth>, _ x: Int, _ y: Int, width w: Int,
                                                     height h: Int) -> (depth: Int, onRidge: Bool) {
        let i = y &* w &+ x, v = d[i]
        let left = x > 0 ? d[i &- 1] : 0, right = x &+ 1 < w ? d[i &+ 1] : 0
        let up = y > 0 ? d[i &- w] : 0, down = y &+ 1 < h ? d[i &+ w] : 0
        return (Int(v), max(max(left, right), max(up, down)) <= v)
    }

    /// `ridge` of depths in bytes (rows `width` apart; the mask's rows `maskStride` apart):
    /// sixteen pixels' tests at once.
    static func ridge(bytes d: UnsafePointer<UInt8>, mask m: UnsafePointer<Bool>, maskStride: Int, width w: Int, height h: Int,
                      deepest: Int32) -> (halfStroke: Double, deepest: Int32) {
        var counts = [Int32](repeating: 0, count: Int(deepest) &+ 1)
        // The closure keeps its own total (a captured one is checked for exclusive access on
        // every row).
        let total = counts.withUnsafeMutableBufferPointer { counts -> Int in
            var total = 0
            /// Counts pixel (x, y) if it is on the ridge (`ridgeTest`).
            @inline(__always) func visit(_ x: Int, _ y: Int) {
                let (v, onRidge) = Self.ridgeTest(d, x, y, width: w, height: h)
                counts[v] &+= onRidge ? 1 : 0
                total &+= onRidge ? 1 : 0
            }
            /// Sixteen depths from `p`.
            @inline(__always) func lanes(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
                UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
            }
            /// Bytewise maximum (a `pmaxub`).
            @inline(__always) func maxBytes(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
                a.replacing(with: b, where: b .> a)
            }
            for y in 0..<h {
                let row = m + y &* maskStride
                let inner = y > 0 && y &+ 1 < h
                var x = 0
                // Sixteen mask bytes at a time: most of a window holds no text.
                while x &+ 16 <= w {
                    let low = UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self)
                    let high = UnsafeRawPointer(row + x).loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    if low | high != 0 {
                        if inner && x > 0 && x &+ 17 <= w {
                            // All four neighbours inside: a lane is on the ridge where the
                            // largest of them is no deeper (max(n, v) == v).
                            let p = d + (y &* w &+ x), v = lanes(p)
                            let around = maxBytes(maxBytes(lanes(p - 1), lanes(p + 1)), maxBytes(lanes(p - w), lanes(p + w)))
                            let flags = SIMD16<UInt8>.zero.replacing(with: 1, where: maxBytes(around, v) .== v)
                            let words = unsafeBitCast(flags, to: (UInt64, UInt64).self)
                            var ridge = MaskBytes.bits(ofBytes: words.0 & low) | MaskBytes.bits(ofBytes: words.1 & high) << 8
                            while ridge != 0 {
                                counts[Int(p[ridge.trailingZeroBitCount])] &+= 1
                                total &+= 1
                                ridge &= ridge &- 1
                            }
                        } else {
                            var set = MaskBytes.bits(ofBytes: low) | MaskBytes.bits(ofBytes: high) << 8
                            while set != 0 {
                                visit(x &+ set.trailingZeroBitCount, y)
                                set &= set &- 1
                            }
                        }
                    }
                    x &+= 16
                }
                while x < w {
                    if row[x] { visit(x, y) }
                    x &+= 1
                }
            }
            return total
        }
        return Self.median(counts, total: total)
    }

    /// The lower middle of `total` counted depths and the largest counted, as `ridge` gives them.
    private static func median(_ counts: [Int32], total: Int) -> (halfStroke: Double, deepest: Int32) {
        guard total > 0 else { return (0, 0) }
        // The lower middle, as `quickSelect` at (total − 1) / 2 would give.
        let rank = (total - 1) / 2
        var below = 0, median = -1, top = 0
        for (value, count) in counts.enumerated() where count > 0 {
            below += Int(count)
            if median < 0 && below > rank { median = value }
            top = value
        }
        return (Double(median).squareRoot(), Int32(top))
    }

    /// Bit k set where lane k is not negative: the lanes' sign bits, flipped.
    @inline(__always)
    static func nonNegativeLanes(_ v: SIMD8<Int32>) -> UInt32 {
        MaskBytes.bits(ofLanes: (unsafeBitCast(v, to: SIMD8<UInt32>.self) &>> 31) ^ 1)
    }

    /// Clears 8-connected components smaller than `minimum` pixels; true when any remain.
    static func dropSmallComponents(of mask: inout [Bool], width w: Int, height h: Int, minimum: Int) -> Bool {
        let n = mask.count
        var seen = [Bool](repeating: false, count: n)
        // Positions as (x, y) pairs: no division per pixel to recover them from an index.
        var stack: [(Int, Int)] = [], component: [Int] = []
        var anyLeft = false
        mask.withUnsafeMutableBufferPointer { m in
            seen.withUnsafeMutableBufferPointer { seen in
                var start = 0
                while start < n {
                    // Sixteen clear or visited bytes at a time: most of a mask is neither.
                    if start &+ 16 <= n {
                        let raw = UnsafeRawPointer(m.baseAddress! + start), seenRaw = UnsafeRawPointer(seen.baseAddress! + start)
                        let fresh = raw.loadUnaligned(as: SIMD16<UInt8>.self) & ~seenRaw.loadUnaligned(as: SIMD16<UInt8>.self)
                        let words = unsafeBitCast(fresh, to: (UInt64, UInt64).self)
                        if words.0 | words.1 == 0 {
                            start &+= 16
                            continue
                        }
                    }
                    guard m[start] && !seen[start] else {
                        start &+= 1
                        continue
                    }
                    stack.removeAll(keepingCapacity: true)
                    stack.append((start % w, start / w))
                    component.removeAll(keepingCapacity: true)
                    seen[start] = true
                    while let (x, y) = stack.popLast() {
                        component.append(y &* w &+ x)
                        for dy in -1...1 {
                            let ny = y &+ dy
                            guard ny >= 0 && ny < h else { continue }
                            for dx in -1...1 {
                                let nx = x &+ dx
                                guard nx >= 0 && nx < w else { continue }
                                let j = ny &* w &+ nx
                                if m[j] && !seen[j] {
                                    seen[j] = true
                                    stack.append((nx, ny))
                                }
                            }
                        }
                    }
                    if component.count < minimum {
                        for i in component { m[i] = false }
                    } else {
                        anyLeft = true
                    }
                    start &+= 1
                }
            }
        }
        return anyLeft
    }
}
