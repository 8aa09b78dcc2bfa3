import LegiblePixels

/// A rectangle of a row-major mask `maskWidth` wide: lends its rows in place, copies it out
/// into a mask of its own and writes such a copy back, a row at a time.
struct MaskCrop {
    let rect: PixelRect
    let maskWidth: Int

    /// - Precondition: `rect` lies inside a mask `maskWidth` wide (from column 0, row 0 on).
    init(_ rect: PixelRect, maskWidth: Int) {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.width >= 0 && rect.height >= 0 && rect.maxX <= maskWidth,
                     "a crop lies inside its mask")
        self.rect = rect
        self.maskWidth = maskWidth
    }

    /// The index of the crop's first pixel in the mask.
    var origin: Int { rect.y &* maskWidth &+ rect.x }

    /// Runs `body` with the crop's first pixel in `mask`, its rows `maskWidth` apart.
    func withRows<Result>(of mask: [Bool], _ body: (UnsafePointer<Bool>) -> Result) -> Result {
        precondition(mask.count >= (rect.maxY - 1) * maskWidth + rect.maxX || rect.width * rect.height == 0,
                     "the mask holds the crop")
        return mask.withUnsafeBufferPointer { body($0.baseAddress.unsafelyUnwrapped + origin) }
    }

    /// The crop of `mask` as a mask of its own, `rect.width` wide.
    func copy(of mask: [Bool]) -> [Bool] {
        let cw = rect.width, ch = rect.height, origin = origin, w = maskWidth
        return [Bool](unsafeUninitializedCapacity: cw &* ch) { p, written in
            mask.withUnsafeBytes { m in
                for row in 0..<ch {
                    UnsafeMutableRawPointer(p.baseAddress! + row &* cw).copyMemory(from: m.baseAddress! + (origin &+ row &* w),
                                                                                   byteCount: cw)
                }
            }
            written = cw &* ch
        }
    }

    /// Writes `part` (a copy of the crop) back into `mask`.
    func write(_ part: [Bool], into mask: inout [Bool]) {
        let cw = rect.width, ch = rect.height, origin = origin, w = maskWidth
        precondition(part.count == cw * ch, "a copy of the crop")
        part.withUnsafeBytes { p in
            mask.withUnsafeMutableBytes { m in
                for row in 0..<ch {
                    (m.baseAddress! + (origin &+ row &* w)).copyMemory(from: p.baseAddress! + row &* cw, byteCount: cw)
                }
            }
        }
    }

    /// Per row of the crop, the pixels set both in `mask` and among the row's cores — `cores`
    /// when given (as `NearMask.mark` leaves them), else the pixels of `pixels` within
    /// √`limit` of `colour` — grown by `reach` along the row; a crop-sized mask.
    func coresAlongRows(of mask: [Bool], cores exact: [Bool]?, near colour: UInt32, limit: Int32,
                        pixels: UnsafeBufferPointer<UInt32>, reach: Int) -> [Bool] {
        let bw = rect.width, bh = rect.height, origin = origin, w = maskWidth
        // Every byte of `grown` is written below.
        var grown = [Bool](unsafeUninitializedCapacity: bw &* bh) { _, written in written = bw &* bh }
        // One row at a time, in a copy padded with `reach` zeros on both sides.
        var row = [Bool](repeating: false, count: bw &+ 2 &* reach)
        mask.withUnsafeBytes { m in
            grown.withUnsafeMutableBytes { g in
                row.withUnsafeMutableBufferPointer { r in
                    let core = r.baseAddress! + reach
                    for y in 0..<bh {
                        let from = origin &+ y &* w
                        if let exact {
                            exact.withUnsafeBytes { UnsafeMutableRawPointer(core).copyMemory(from: $0.baseAddress! + from, byteCount: bw) }
                        } else {
                            _ = NearMask.mark(colour, limit: limit, pixels: UnsafeBufferPointer(rebasing: pixels[from..<(from &+ bw)]),
                                              into: UnsafeMutableBufferPointer(start: core, count: bw))
                        }
                        MaskBytes.formAnd(UnsafeMutableRawPointer(core), m.baseAddress! + from, count: bw)
                        MaskBytes.dilate(UnsafeRawPointer(core), into: g.baseAddress! + y &* bw, count: bw, reach: reach)
                    }
                }
            }
        }
        return grown
    }

    /// The crop's pixels of `mask` that no row of `grown` (crop-sized) within `reach` rows above
    /// or below reaches, as a crop-sized mask, and how many there are.
    func unreached(in mask: [Bool], by grown: [Bool], reach: Int) -> (pixels: [Bool], count: Int) {
        let bw = rect.width, bh = rect.height, origin = origin, w = maskWidth
        precondition(grown.count == bw * bh, "a crop-sized mask")
        // Every byte of `far` is written below.
        var far = [Bool](unsafeUninitializedCapacity: bw &* bh) { _, written in written = bw &* bh }
        var farCount = 0
        mask.withUnsafeBytes { m in
            grown.withUnsafeBytes { g in
                far.withUnsafeMutableBytes { f in
                    for y in 0..<bh {
                        let near = g.baseAddress! + max(0, y &- reach) &* bw, rows = min(bh &- 1, y &+ reach) &- max(0, y &- reach) &+ 1
                        farCount &+= MaskBytes.andNotAny(m.baseAddress! + (origin &+ y &* w), rows: near, count: rows,
                                                         stride: bw, into: f.baseAddress! + y &* bw, width: bw)
                    }
                }
            }
        }
        return (far, farCount)
    }

    /// Clears from the crop of `mask` the pixels set in `part` (crop-sized); returns their
    /// window indices, in scan order.
    func clear(_ part: [Bool], from mask: inout [Bool]) -> [Int] {
        let bw = rect.width, bh = rect.height, origin = origin, w = maskWidth
        precondition(part.count == bw * bh, "a crop-sized mask")
        var cleared: [Int] = []
        mask.withUnsafeMutableBytes { m in
            part.withUnsafeBytes { f in
                for y in 0..<bh {
                    let at = origin &+ y &* w, source = f.baseAddress! + y &* bw
                    MaskBytes.forEachSet(source, count: bw) { cleared.append(at &+ $0) }
                    MaskBytes.andNot(m.baseAddress! + at, source, into: m.baseAddress! + at, count: bw)
                }
            }
        }
        return cleared
    }

    /// The distance field of the crop of `mask` up to `limit` (`DistanceField.write`), rows
    /// `rect.width` apart.
    func field(of mask: [Bool], limit: Int) -> [Int32] {
        let n = rect.width &* rect.height
        return [Int32](unsafeUninitializedCapacity: n) { out, written in
            withRows(of: mask) { rows in
                guard n > 0 else { return }
                DistanceField.write(mask: rows, maskStride: maskWidth, width: rect.width, height: rect.height, limit: limit,
                                    into: out.baseAddress!, stride: rect.width)
            }
            written = n
        }
    }

    /// Clears the crop's pixels of `mask` whose squared distance in `field` (crop-sized, as
    /// `field(of:limit:)` gives it) is at most `rim`; returns how many went.
    func clear(in mask: inout [Bool], within rim: Int32, of field: [Int32]) -> Int {
        let cw = rect.width, origin = origin, w = maskWidth
        precondition(field.count == cw * rect.height, "a crop-sized field")
        var removed = 0
        mask.withUnsafeMutableBufferPointer { m in
            field.withUnsafeBufferPointer { reach in
                for y in 0..<rect.height {
                    let row = m.baseAddress! + (origin &+ y &* w), d = reach.baseAddress! + y &* cw
                    for x in 0..<cw {
                        let gone = row[x] && d[x] <= rim
                        row[x] = row[x] && !gone
                        removed &+= gone ? 1 : 0
                    }
                }
            }
        }
        return removed
    }
}
