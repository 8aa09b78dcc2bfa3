private typealias Tuning = SeparationTuning.Ring

/// Steps outward from the glyphs over a distance field, to tell anti-aliased edge pixels from
/// background and find the background just beyond the edge.
///
/// Every pixel's outward step is worked out up front, sixteen pixels at a time without a branch
/// (stepping pixel by pixel mispredicts along every glyph outline); the blend test is worked out
/// when first asked and kept beside the step (each edge pixel's walk crosses its neighbours'
/// walks), so nothing needs clearing. The caches are raw buffers that live for one
/// `EdgeWalk.run`: array writes would each check their buffer's uniqueness.
struct EdgeWalk {
    let pixels: UnsafeBufferPointer<UInt32>
    let d: UnsafeBufferPointer<Int32>
    let width: Int
    let height: Int
    let text: UInt32
    /// The box's outermost columns and rows in window coordinates (the window may be smaller
    /// than the box; a side beyond the window matches no pixel).
    let boxFrame: (left: Int, top: Int, right: Int, bottom: Int)
    /// Per pixel within `reach` of the text: which neighbour is its outward step (0–7 in scan
    /// order, bit 3 set for none); bits 4 and 5, clear when written, keep the blend test's
    /// answer (`blendKnown`, `isBlendBit`).
    private let steps: UnsafeMutablePointer<UInt8>
    /// The index offset of neighbour 0–7, in scan order.
    private let offsets: UnsafeMutablePointer<Int>
    private static let blendKnown: UInt8 = 16, isBlendBit: UInt8 = 32
    /// The furthest squared distance whose outward step is asked: a neighbour (√2 away at
    /// most) of a pixel on the edge (within √`SeparationTuning.Ring.edge` of the text): 18 for
    /// an edge of 8, the neighbour (3, 3) of (2, 2).
    static let reach: Int32 = {
        var farthest: Int32 = 0
        let edge = Tuning.edge
        for x in Int32(0)...edge { for y in Int32(0)...edge where x * x + y * y <= edge {
            farthest = max(farthest, (x + 1) * (x + 1) + (y + 1) * (y + 1))
        } }
        return farthest
    }()

    /// Runs `body` with a walk over `pixels` and their `distances` from the text; the walk's
    /// caches last as long as the call. Only the window's `columns` of `distances` are read
    /// (default all): the field may cover only the text's surroundings, which must reach far
    /// enough (the ring pass grows the text's rectangle by the field's limit, at least 6) that
    /// pixels at its edge lie beyond `reach` and are never stepped from. `bytes`, when given,
    /// holds the same distances capped at 255 or less (as `DistanceField.write` writes them).
    static func run<Result>(pixels: UnsafeBufferPointer<UInt32>, distances: UnsafeBufferPointer<Int32>, width: Int, height: Int,
                            text: UInt32, boxFrame: (left: Int, top: Int, right: Int, bottom: Int), columns: ClosedRange<Int>? = nil,
                            bytes: UnsafePointer<UInt8>? = nil, _ body: (EdgeWalk) -> Result) -> Result {
        let n = pixels.count
        let steps = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, n))
        let offsets = UnsafeMutablePointer<Int>.allocate(capacity: 8)
        let w = width
        for (k, offset) in [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1].enumerated() { offsets[k] = offset }
        defer {
            steps.deallocate()
            offsets.deallocate()
        }
        if let base = distances.baseAddress, width > 0 {
            writeSteps(base, bytes: bytes, width: width, height: height, columns: columns ?? 0...(width - 1), into: steps)
        }
        return body(EdgeWalk(pixels: pixels, d: distances, width: width, height: height, text: text, boxFrame: boxFrame,
                             steps: steps, offsets: offsets))
    }

    /// The neighbour of pixel `i` furthest from the text (the first of equals, scanning rows
    /// top to bottom): the way out from the glyphs. Only for pixels within `reach` of the text.
    @inline(__always)
    func outward(_ i: Int) -> Int? {
        let k = Int(steps[i])
        return k & 8 != 0 ? nil : i &+ offsets[k & 7]
    }

    /// Writes every step `outward` is asked for: those of the pixels within `reach` of the text
    /// in `columns` of the `width`×`height` field `d`.
    private static func writeSteps(_ d: UnsafePointer<Int32>, bytes: UnsafePointer<UInt8>?, width w: Int, height h: Int,
                                   columns: ClosedRange<Int>, into steps: UnsafeMutablePointer<UInt8>) {
        let low = columns.lowerBound, high = columns.upperBound
        let reach = Self.reach
        // Each neighbour's key is its distance times eight plus 7 − its place in scan order: the
        // largest key is the furthest neighbour, the first of equals. Keys are bytes, sixteen
        // pixels a vector, the distance capped at 31: no squared distance is 31, and of a pixel
        // within `reach`, one neighbour at most lies further (only (3, 3) from the text has one,
        // at (4, 4)), so the cap changes no step asked for.
        let keys = UnsafeMutablePointer<UInt8>.allocate(capacity: h &* w)
        defer { keys.deallocate() }
        writeKeys(d, bytes: bytes, width: w, height: h, columns: columns, into: keys)
        let offsets = (-w &- 1, -w, -w &+ 1, -1, 1, w &- 1, w, w &+ 1)
        @inline(__always) func key(_ i: Int, _ offset: Int, _ rank: UInt8) -> SIMD16<UInt8> {
            UnsafeRawPointer(keys + (i &+ offset)).loadUnaligned(as: SIMD16<UInt8>.self) | SIMD16(repeating: rank)
        }
        @inline(__always) func scalar(_ i: Int) {
            let v = d[i]
            guard v > 0 && v <= reach else { return }
            steps[i] = step(i, d, w, h)
        }
        // Keys of pixels 1 ... `reach` from the text, less 8: at most `reach` × 8 − 8.
        let reachSpan = SIMD16<UInt8>(repeating: UInt8(reach &* 8 &- 8))
        for y in 0..<h {
            let rowStart = y &* w
            guard y > 0 && y < h &- 1 else {
                for x in low...high { scalar(rowStart &+ x) }
                continue
            }
            scalar(rowStart &+ low)
            var x = low &+ 1
            // Sixteen pixels whose neighbours all lie in the columns.
            while x &+ 16 <= high {
                let i = rowStart &+ x
                let own = UnsafeRawPointer(keys + i).loadUnaligned(as: SIMD16<UInt8>.self)
                // Glyph interiors and far background: never asked about. The lanes tested as
                // two words of 0/1 bytes: `any` on a byte mask calls out to a lane-by-lane minimum.
                let asked = unsafeBitCast(SIMD16<UInt8>.zero.replacing(with: 1, where: (own &- 8) .<= reachSpan),
                                          to: (UInt64, UInt64).self)
                if asked.0 | asked.1 == 0 {
                    x &+= 16
                    continue
                }
                var best = key(i, offsets.0, 7)
                @inline(__always) func consider(_ offset: Int, _ rank: UInt8) {
                    let k = key(i, offset, rank)
                    best.replace(with: k, where: k .> best)
                }
                consider(offsets.1, 6)
                consider(offsets.2, 5)
                consider(offsets.3, 4)
                consider(offsets.4, 3)
                consider(offsets.5, 2)
                consider(offsets.6, 1)
                consider(offsets.7, 0)
                // Further than the pixel itself: a key above its own with rank 7.
                let found = best .> (own | 7)
                let code = ((best & 7) ^ 7) | SIMD16<UInt8>(repeating: 8).replacing(with: 0, where: found)
                UnsafeMutableRawPointer(steps + i).storeBytes(of: code, as: SIMD16<UInt8>.self)
                x &+= 16
            }
            while x <= high {
                scalar(rowStart &+ x)
                x &+= 1
            }
        }
    }

    /// Each pixel's distance capped at 31, times eight (`writeSteps`' keys before their rank), in
    /// `columns` of every row: sixteen at a time from `bytes` when given.
    @inline(__always)
    private static func writeKeys(_ d: UnsafePointer<Int32>, bytes: UnsafePointer<UInt8>?, width w: Int, height h: Int,
                                  columns: ClosedRange<Int>, into keys: UnsafeMutablePointer<UInt8>) {
        let low = columns.lowerBound, high = columns.upperBound
        for y in 0..<h {
            let row = y &* w
            var x = low
            if let bytes {
                let cap = SIMD16<UInt8>(repeating: 31)
                while x &+ 16 <= high &+ 1 {
                    let v = UnsafeRawPointer(bytes + (row &+ x)).loadUnaligned(as: SIMD16<UInt8>.self)
                    let capped = v.replacing(with: cap, where: v .> cap)
                    UnsafeMutableRawPointer(keys + (row &+ x)).storeBytes(of: capped &<< 3, as: SIMD16<UInt8>.self)
                    x &+= 16
                }
            }
            while x <= high {
                keys[row &+ x] = UInt8(truncatingIfNeeded: min(d[row &+ x], 31) &<< 3)
                x &+= 1
            }
        }
    }

    /// `outward`'s neighbour of pixel `i` worked out on its own, with coordinates (for pixels
    /// on the field's border): its place in scan order, 8 for none.
    static func step(_ i: Int, _ d: UnsafePointer<Int32>, _ w: Int, _ h: Int) -> UInt8 {
        // 32-bit division: the 64-bit one costs several times more and indices fit.
        let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: w))
        let x = i &- y &* w
        var best = d[i], found: UInt8 = 8
        @inline(__always) func consider(_ j: Int, _ rank: UInt8) {
            let v = d[j]
            if v > best { best = v; found = rank }
        }
        // Neighbours in scan order, those outside the window left out.
        let left = x > 0, right = x < w &- 1
        if y > 0 {
            if left { consider(i &- w &- 1, 0) }
            consider(i &- w, 1)
            if right { consider(i &- w &+ 1, 2) }
        }
        if left { consider(i &- 1, 3) }
        if right { consider(i &+ 1, 4) }
        if y < h &- 1 {
            if left { consider(i &+ w &- 1, 5) }
            consider(i &+ w, 6)
            if right { consider(i &+ w &+ 1, 7) }
        }
        return found
    }

    /// Whether a pixel near the glyphs (d ≤ 8) is a blend of the text colour and the background
    /// just beyond it: blurred or heavily anti-aliased edges reach two or three pixels out.
    func isBlend(_ i: Int) -> Bool {
        let state = steps[i]
        if state & Self.blendKnown != 0 { return state & Self.isBlendBit != 0 }
        let answer = computeBlend(i)
        steps[i] |= answer ? Self.blendKnown | Self.isBlendBit : Self.blendKnown
        return answer
    }

    private func computeBlend(_ i: Int) -> Bool {
        guard let one = outward(i) else { return false }
        return Self.mixes(pixels[i], text: text, background: pixels[outward(one) ?? one])
    }

    /// For a ring pixel `i` on the box's frame whose background was taken to be `colour`: the
    /// pixel just inside the frame, when `colour` blends the text colour into it. A tight box
    /// cuts glyphs, whose anti-aliased edges then run along the frame without the cores they
    /// belong to, so neither the pixel nor the step outward finds the background. Nil when the
    /// pixel is not on the frame, or `colour` is no such blend.
    func backgroundInside(_ i: Int, colour: UInt32) -> UInt32? {
        // Within 2 px of the glyphs: an edge, not background that happens to vary.
        let f = boxFrame
        guard d[i] <= Tuning.cutGlyphEdge, f.right - f.left >= 2 && f.bottom - f.top >= 2 else { return nil }
        // 32-bit division, as in `step`.
        let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: width))
        let x = i &- y &* width
        guard x == f.left || y == f.top || x == f.right || y == f.bottom else { return nil }
        let nx = x == f.left ? x &+ 1 : (x == f.right ? x &- 1 : x)
        let ny = y == f.top ? y &+ 1 : (y == f.bottom ? y &- 1 : y)
        guard nx >= 0 && nx < width && ny >= 0 && ny < height else { return nil }
        let j = ny &* width &+ nx
        // The pixel inside must be background, not more glyph.
        guard d[j] > 0 else { return nil }
        return Self.mixes(colour, text: text, background: pixels[j]) ? pixels[j] : nil
    }

    /// Whether `pixel` lies on the line from `background` to `text`, 10% of the way or more.
    @inline(__always)
    static func mixes(_ pixel: UInt32, text: UInt32, background: UInt32) -> Bool {
        // The background itself is 0% of the way (most pixels beside text on a flat fill):
        // answered without a call.
        guard pixel != background, let share = shareOfTheWay(pixel, text: text, background: background) else { return false }
        return share >= Tuning.blendLeast && share <= Tuning.blendMost
    }

    /// Whether `pixel` lies on the segment from `background` to `text` (the background itself
    /// included, a little overshoot from sharpening allowed): what a blend of the two can be.
    /// A pixel off it, on the far side of the background, or beyond the text colour is not.
    @inline(__always)
    static func liesBetween(_ pixel: UInt32, text: UInt32, background: UInt32) -> Bool {
        guard pixel != background else { return true }
        guard let share = shareOfTheWay(pixel, text: text, background: background) else { return false }
        return share > 0 && share <= Tuning.blendMost
    }

    /// How far `pixel` lies along the line from `background` (0) to `text` (1), when it lies off
    /// that line by little (`SeparationTuning.Ring.blendOffLine`); nil when it lies further off,
    /// or text and background are too alike to tell (`blendMinimumSpan`).
    @inline(never)
    static func shareOfTheWay(_ pixel: UInt32, text: UInt32, background: UInt32) -> Double? {
        let line = BlendLine(from: background, to: text)
        guard line.span >= Tuning.blendMinimumSpan else { return nil }
        // Off the line between background and text by little: a mix of the two.
        let place = line.place(pixel)
        return place.offSquared <= Tuning.blendOffLine * line.span ? place.share : nil
    }

    /// Where the background behind an edge pixel is: the first pixel outward past the glyphs'
    /// 8-neighbourhood, within a few steps — and, `pastBlends`, past the blends up to
    /// √`SeparationTuning.Ring.edge` out too (`EdgeRule.pastBlends`); nil when there is none
    /// (narrow gaps between strokes are edge all the way across).
    @inline(__always)
    func beyond(_ i: Int, pastBlends: Bool = true) -> Int? {
        var current = i
        for _ in 0..<Tuning.walkSteps {
            guard let next = outward(current) else { return nil }
            current = next
            if d[current] > Tuning.alwaysEdge && !(pastBlends && d[current] <= Tuning.edge && isBlend(current)) {
                return current
            }
        }
        return nil
    }

    /// Whether pixel `i` lies on the box's frame or one pixel inside it.
    func nearFrame(_ i: Int) -> Bool {
        // 32-bit division, as in `step`.
        let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: width))
        let x = i &- y &* width
        let f = boxFrame
        return x <= f.left &+ 1 || x >= f.right &- 1 || y <= f.top &+ 1 || y >= f.bottom &- 1
    }
}
