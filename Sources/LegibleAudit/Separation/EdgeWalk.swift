/// Steps outward from the glyphs over a distance field, to tell anti-aliased edge pixels from
/// background and find the background just beyond the edge.
///
/// The ring pass asks about the same pixels many times (each edge pixel's walk crosses its
/// neighbours' walks), so each pixel's outward step and blend test are worked out once and kept.
/// The caches are raw buffers that live for one `EdgeWalk.run`: the ring pass asks hundreds of
/// thousands of questions per screen, and array writes would each check their buffer's uniqueness.
/// Only a byte per pixel is cleared: the outward step is read only where that byte says it is known.
struct EdgeWalk {
    let pixels: UnsafeBufferPointer<UInt32>
    let d: UnsafeBufferPointer<Int32>
    let width: Int
    let height: Int
    let text: UInt32
    /// The box's outermost columns and rows in window coordinates (the window may be smaller
    /// than the box; a side beyond the window matches no pixel).
    let boxFrame: (left: Int, top: Int, right: Int, bottom: Int)
    /// Every pixel asked about has all eight neighbours in the window (the text lies at least
    /// six pixels inside it; the walk asks about none further than √18 from the text).
    let interior: Bool
    /// Per pixel: its outward neighbour, −1 for none; set once `known` has `stepKnown`.
    private let next: UnsafeMutablePointer<Int32>
    /// Per pixel: which answers are kept (`stepKnown`, `blendKnown`) and the blend test's (`isBlendBit`).
    private let known: UnsafeMutablePointer<UInt8>
    private static let stepKnown: UInt8 = 1, blendKnown: UInt8 = 2, isBlendBit: UInt8 = 4

    /// Runs `body` with a walk over `pixels` and their `distances` from the text; the walk's
    /// caches last as long as the call.
    static func run<Result>(pixels: UnsafeBufferPointer<UInt32>, distances: UnsafeBufferPointer<Int32>, width: Int, height: Int,
                            text: UInt32, boxFrame: (left: Int, top: Int, right: Int, bottom: Int), interior: Bool = false,
                            _ body: (EdgeWalk) -> Result) -> Result {
        let n = pixels.count
        let next = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, n))
        let known = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, n))
        known.initialize(repeating: 0, count: n)
        defer {
            next.deallocate()
            known.deallocate()
        }
        return body(EdgeWalk(pixels: pixels, d: distances, width: width, height: height, text: text, boxFrame: boxFrame, interior: interior,
                             next: next, known: known))
    }

    /// The neighbour of pixel `i` furthest from the text (the first of equals, scanning rows
    /// top to bottom): the way out from the glyphs.
    // Inlined: asked about a quarter of a million times per screen, mostly answered from the cache.
    @inline(__always)
    func outward(_ i: Int) -> Int? {
        if known[i] & Self.stepKnown != 0 {
            let j = next[i]
            return j < 0 ? nil : Int(j)
        }
        let found = interior ? Self.interiorStep(i, d, width) : Self.step(i, d, width, height)
        next[i] = Int32(truncatingIfNeeded: found ?? -1)
        known[i] |= Self.stepKnown
        return found
    }

    /// `step` for a pixel whose neighbours are all in the window: no coordinates needed.
    @inline(__always)
    private static func interiorStep(_ i: Int, _ d: UnsafeBufferPointer<Int32>, _ w: Int) -> Int? {
        var best = d[i], found = -1
        @inline(__always) func consider(_ j: Int) {
            let v = d[j]
            if v > best { best = v; found = j }
        }
        consider(i &- w &- 1)
        consider(i &- w)
        consider(i &- w &+ 1)
        consider(i &- 1)
        consider(i &+ 1)
        consider(i &+ w &- 1)
        consider(i &+ w)
        consider(i &+ w &+ 1)
        return found < 0 ? nil : found
    }

    private static func step(_ i: Int, _ d: UnsafeBufferPointer<Int32>, _ w: Int, _ h: Int) -> Int? {
        // 32-bit division: the 64-bit one costs several times more and indices fit.
        let y = Int(UInt32(truncatingIfNeeded: i) / UInt32(truncatingIfNeeded: w))
        let x = i &- y &* w
        var best = d[i], found = -1
        @inline(__always) func consider(_ j: Int) {
            let v = d[j]
            if v > best { best = v; found = j }
        }
        // Neighbours in scan order, those outside the window left out.
        let left = x > 0, right = x < w &- 1
        if y > 0 {
            if left { consider(i &- w &- 1) }
            consider(i &- w)
            if right { consider(i &- w &+ 1) }
        }
        if left { consider(i &- 1) }
        if right { consider(i &+ 1) }
        if y < h &- 1 {
            if left { consider(i &+ w &- 1) }
            consider(i &+ w)
            if right { consider(i &+ w &+ 1) }
        }
        return found < 0 ? nil : found
    }

    /// Whether a pixel near the glyphs is a blend of the text colour and the background just
    /// beyond it: blurred or heavily anti-aliased edges reach two or three pixels out.
    func isBlend(_ i: Int) -> Bool {
        let state = known[i]
        if state & Self.blendKnown != 0 { return state & Self.isBlendBit != 0 }
        let answer = computeBlend(i)
        // Read again: working the answer out kept the pixel's outward step.
        known[i] |= answer ? Self.blendKnown | Self.isBlendBit : Self.blendKnown
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
        guard d[i] <= 4, f.right - f.left >= 2 && f.bottom - f.top >= 2 else { return nil }
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
    static func mixes(_ pixel: UInt32, text: UInt32, background: UInt32) -> Bool {
        // The background itself is 0% of the way (most pixels beside text on a flat fill).
        guard pixel != background else { return false }
        let q = background.unpackedRGB
        let p = pixel.unpackedRGB, t = text.unpackedRGB
        let tq = (Double(t.r) - Double(q.r), Double(t.g) - Double(q.g), Double(t.b) - Double(q.b))
        let pq = (Double(p.r) - Double(q.r), Double(p.g) - Double(q.g), Double(p.b) - Double(q.b))
        let span = tq.0 * tq.0 + tq.1 * tq.1 + tq.2 * tq.2
        guard span >= 64 else { return false }
        let alpha = (pq.0 * tq.0 + pq.1 * tq.1 + pq.2 * tq.2) / span
        guard alpha >= 0.1 && alpha <= 1.05 else { return false }
        // Off the line between background and text by little: a mix of the two.
        let off = (pq.0 - alpha * tq.0, pq.1 - alpha * tq.1, pq.2 - alpha * tq.2)
        return off.0 * off.0 + off.1 * off.1 + off.2 * off.2 <= 0.0625 * span
    }

    /// Where the background behind an edge pixel is: the first pixel outward past the
    /// anti-aliased edge that is not itself a blend, within a few steps; nil when there is none
    /// (narrow gaps between strokes are edge all the way across).
    func beyond(_ i: Int) -> Int? {
        var current = i
        for _ in 0..<3 {
            guard let next = outward(current) else { return nil }
            current = next
            if d[current] > 2 && !(d[current] <= 8 && isBlend(current)) {
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
