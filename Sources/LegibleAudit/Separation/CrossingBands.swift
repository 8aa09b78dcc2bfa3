import LegiblePixels

private typealias Tuning = SeparationTuning.CrossingBands

/// A band of the text's own colour in a photo crossing the box (a logo's white stroke, the bright
/// rim of a shape) merges with the glyphs it touches: the text mask takes it for text, and the
/// ring never sees that the glyphs run into a background of their colour
/// (Docs/Measurement.md#bands-crossing-the-box). Only boxes over a media region are looked at:
/// a photo the manifest names (grass or gravel as a page's texture has blades crossing at will).
///
/// Glyphs end within a few pixels of even a box that cuts them; a band goes on past the frame
/// where it enters and where it leaves. Such a band, straight from one crossing to the other and
/// text-coloured most of the way, is background: its pixels leave the text, and those within the
/// ring's radius of the glyphs join the ring at their own colour. Bands along the text (entering
/// left and leaving right, like a decoration line) are left alone.
enum CrossingBands {
    /// Where a run of text pixels on one side of the box's frame goes on past it.
    struct Crossing: Equatable {
        enum Side: Equatable { case top, bottom, left, right }
        var side: Side
        /// The run's centre, in window coordinates.
        var x: Double, y: Double
        /// The run's length along the frame (px).
        var length: Int
        /// The run's middle colour, packed.
        var colour: UInt32
    }

    /// `separation` with the pixels of a band crossing the box given to the background (see the
    /// type); unchanged when there is none. The caller asks only for a box over media, read as it is.
    /// A band that separation took for text of another colour (a photo's white stroke beside pale
    /// letters, brighter than they are) is background too: that colour is no text, and the band's
    /// pixels within the ring's radius of the first colour's text join its ring.
    static func applied(to separation: Separation, pixels: BoxPixels, raster: RasterView, ringRadius: Int) -> Separation {
        var out = separation
        if let band = band(in: separation.textMask, pixels: pixels, raster: raster) {
            out = withBand(band, separation: separation, pixels: pixels, ringRadius: ringRadius)
        }
        for k in out.otherColours.indices.reversed() {
            guard let band = band(in: out.otherColours[k].textMask, pixels: pixels, raster: raster) else { continue }
            let removed = out.otherColours.remove(at: k)
            // Its pixels within the first colour's mask are that colour's glyphs again.
            let first = out.textMask
            out.textPixelCount += removed.textMask.indices.filter { removed.textMask[$0] && first[$0] }.count
            out = withBand(band.indices.map { band[$0] && !first[$0] }, separation: out, pixels: pixels, ringRadius: ringRadius)
        }
        return out
    }

    /// The pixels of `mask` forming bands from one crossing of the frame to another, or nil.
    static func band(in mask: [Bool], pixels: BoxPixels, raster: RasterView) -> [Bool]? {
        let found = crossings(of: mask, pixels: pixels, raster: raster)
        guard found.count >= 2 else { return nil }
        var band = [Bool](repeating: false, count: pixels.count)
        var any = false
        for a in found.indices {
            for b in found.indices where b > a && crosses(found[a], found[b]) {
                any = mark(from: found[a], to: found[b], mask: mask, width: pixels.width, into: &band) || any
            }
        }
        return any ? band : nil
    }

    /// Whether two crossings can be the two ends of one band across the text: on different sides,
    /// not left and right, and of one colour.
    static func crosses(_ a: Crossing, _ b: Crossing) -> Bool {
        let across: Set<Crossing.Side> = [.left, .right]
        guard a.side != b.side, !(across.contains(a.side) && across.contains(b.side)) else { return false }
        return colourDistanceSquared(a.colour, b.colour) <= Tuning.sameColour * Tuning.sameColour
    }

    /// The runs of `mask` on the box's frame whose colour goes on past it for `Tuning.reach`
    /// pixels (`goesOn`). A box whose frame is the text's colour has none (the page was taken for
    /// text; `BeyondTheBox`).
    static func crossings(of mask: [Bool], pixels: BoxPixels, raster: RasterView) -> [Crossing] {
        let r = pixels.rect, win = pixels.window, w = pixels.width, h = pixels.height
        var found: [Crossing] = []
        // Each side: the window line on the frame (nil when the window stops short of it), and the step outward.
        let sides: [(Crossing.Side, Int?, Bool, Int)] = [
            (.top, win.y == r.y ? 0 : nil, true, -1), (.bottom, win.maxY == r.maxY ? h - 1 : nil, true, 1),
            (.left, win.x == r.x ? 0 : nil, false, -1), (.right, win.maxX == r.maxX ? w - 1 : nil, false, 1),
        ]
        for (side, line, horizontal, step) in sides {
            guard let line else { continue }
            let count = horizontal ? w : h
            var k = 0
            while k < count {
                let at = { (k: Int) in horizontal ? line * w + k : k * w + line }
                guard mask[at(k)] else { k += 1; continue }
                var end = k
                while end + 1 < count && mask[at(end + 1)] { end += 1 }
                let run = (k...end).map { pixels.rgb[at($0)] }
                let colour = median(run)
                if colourDistanceSquared(colour, pixels.frameColour) > 4 * Tuning.sameColour * Tuning.sameColour,
                   goesOn(from: k...end, line: line, horizontal: horizontal, step: step, colour: colour, window: win, raster: raster) {
                    let mid = Double(k + end) / 2
                    found.append(Crossing(side: side, x: horizontal ? mid : Double(line), y: horizontal ? Double(line) : mid,
                                          length: end - k + 1, colour: colour))
                }
                k = end + 1
            }
        }
        return found
    }

    /// Whether the run `span` of window line `line` goes on past the frame in its colour: at every
    /// depth, pixels of the run's colour touching (8-connected) those of the depth before, as many
    /// as a quarter of the run's length. Stars and specks past a cut glyph stop within a pixel or two.
    private static func goesOn(from span: ClosedRange<Int>, line: Int, horizontal: Bool, step: Int, colour: UInt32,
                               window: PixelRect, raster: RasterView) -> Bool {
        let need = max(1, span.count / 4), same = Tuning.sameColour * Tuning.sameColour
        var reached = Set(span)
        for depth in 1...Tuning.reach {
            var next = Set<Int>()
            for k in (span.lowerBound - depth)...(span.upperBound + depth) where reached.contains(k - 1) || reached.contains(k) || reached.contains(k + 1) {
                let x = horizontal ? window.x + k : window.x + line + step * depth
                let y = horizontal ? window.y + line + step * depth : window.y + k
                // The image's edge: nothing tells a band from glyphs the image cut.
                guard raster.bounds.contains(x: x, y: y) else { return false }
                if colourDistanceSquared(raster.packedRGB(x: x, y: y), colour) <= same { next.insert(k) }
            }
            if next.count < need { return false }
            reached = next
        }
        return true
    }

    /// Marks in `band` the mask pixels within the band from `a` to `b` (half as wide as the wider
    /// run, and half a pixel more), when the mask covers `Tuning.leastCovered` of its centre line.
    static func mark(from a: Crossing, to b: Crossing, mask: [Bool], width w: Int, into band: inout [Bool]) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
        guard length >= 1 else { return false }
        let h = mask.count / w, steps = Int(length.rounded(.up))
        var covered = 0
        for s in 0...steps {
            let t = Double(s) / Double(steps)
            let x = Int((a.x + t * dx).rounded()), y = Int((a.y + t * dy).rounded())
            if x >= 0 && x < w && y >= 0 && y < h && mask[y * w + x] { covered += 1 }
        }
        guard Double(covered) >= Tuning.leastCovered * Double(steps + 1) else { return false }
        let half = Double(max(a.length, b.length)) / 2 + 0.5
        for i in mask.indices where mask[i] {
            let px = Double(i % w) - a.x, py = Double(i / w) - a.y
            let along = (px * dx + py * dy) / length
            guard along >= -half && along <= length + half else { continue }
            let off = abs(px * dy - py * dx) / length
            if off <= half { band[i] = true }
        }
        return true
    }

    /// The separation with `band`'s pixels out of the text; of them, those within `ringRadius` of
    /// the text left join the ring at their own colour, and ring pixels no longer within it leave.
    static func withBand(_ band: [Bool], separation: Separation, pixels: BoxPixels, ringRadius: Int) -> Separation {
        let w = pixels.width, h = pixels.height
        var mask = separation.textMask
        for i in mask.indices where band[i] { mask[i] = false }
        // Within the ring's radius of the text left, as the ring itself is drawn.
        let distances = DistanceField(mask: mask, width: w, height: h, limit: ringRadius).squared
        let r2 = Int32(ringRadius * ringRadius)
        func nearText(_ i: Int) -> Bool { distances[i] <= r2 }
        var entries: [(Int, UInt32)] = zip(separation.ring, separation.ringColours).filter { nearText($0.0) }
        // A ring that kept another colour's glyphs (it would have lost them all) holds some already.
        var inRing = [Bool](repeating: false, count: band.count)
        for i in separation.ring { inRing[i] = true }
        let joining = band.indices.filter { band[$0] && nearText($0) && !inRing[$0] }
        guard !joining.isEmpty, mask.contains(true) else { return separation }
        entries += joining.map { ($0, pixels.rgb[$0]) }
        entries.sort { $0.0 < $1.0 }
        var out = separation
        out.textMask = mask
        out.textPixelCount = separation.textPixelCount - band.indices.filter { band[$0] && separation.textMask[$0] }.count
        out.ring = entries.map(\.0)
        out.ringColours = entries.map(\.1)
        return out
    }

    /// The run's middle colour by brightness: its anti-aliased ends left out.
    private static func median(_ colours: [UInt32]) -> UInt32 {
        let sum = { (c: UInt32) in (c >> 16 & 0xFF) + (c >> 8 & 0xFF) + (c & 0xFF) }
        return colours.sorted { sum($0) < sum($1) }[colours.count / 2]
    }
}
