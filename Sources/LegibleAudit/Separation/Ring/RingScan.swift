private typealias Tuning = SeparationTuning.Ring

/// The ring's rules (Docs/Measurement.md#the-ring) applied row by row over a window's
/// distance field: which pixels are in the ring, and the background colour each stands for,
/// written through a `RingWriter`. `pixels` and `d` are the window's rows from the ring area's
/// top on, whose ring pixels all lie in `columns`.
struct RingScan {
    let pixels: UnsafeBufferPointer<UInt32>
    let d: UnsafeBufferPointer<Int32>
    let width: Int
    /// The window index of the first row.
    let first: Int
    let text: UInt32
    let columns: ClosedRange<Int>
    /// The box's outermost columns and rows in these rows' coordinates.
    let frame: (left: Int, top: Int, right: Int, bottom: Int)
    /// The ring's squared radius.
    let outer: Int32
    /// Frame pixels are looked at like any other when the profile does not look inside them.
    let plainFrame: Bool
    /// Which pixels beside the glyphs are their edge, and how far out (squared) they may lie.
    let rule: EdgeRule
    let edge: Int32
    /// Over a photo, a JPEG pixel beside the glyphs whose chroma no blend explains is detail.
    let chromaDetail: Bool
    /// Over a photo, with stems narrower than a pixel, a lossless edge pixel whose walk outward
    /// runs up a stroke too faint for the mask stands for the background past that stroke: the
    /// least share of the way to the text colour each of the stroke's columns holds; nil when
    /// the rule is off.
    let faintStrokeLeast: Double?
    let lanes: RingLanes

    init(pixels: UnsafeBufferPointer<UInt32>, distances: UnsafeBufferPointer<Int32>, width: Int, first: Int, text: UInt32,
         columns: ClosedRange<Int>, frame: (left: Int, top: Int, right: Int, bottom: Int), outer: Int32, plainFrame: Bool,
         rule: EdgeRule, overPhoto: Bool = false, stemWidth: Double? = nil) {
        (self.pixels, d, self.width, self.first, self.text) = (pixels, distances, width, first, text)
        (self.columns, self.frame, self.outer, self.plainFrame) = (columns, frame, outer, plainFrame)
        (self.rule, edge, chromaDetail) = (rule, rule.reach, overPhoto && rule == .pastBlends)
        faintStrokeLeast = overPhoto && rule == .besideGlyphs ? stemWidth.flatMap(EdgeWalk.faintStrokeLeast) : nil
        lanes = RingLanes(outer: outer, edge: edge)
    }

    /// What a row's pixels share.
    struct Row {
        /// The index of its first pixel.
        let start: Int
        /// Whether it is the frame's top or bottom row.
        let onFrame: Bool
        /// Steps from here end at most three pixels away: none reaches the frame's two
        /// outermost rows and columns when the pixel is five inside them.
        let inside: Bool
    }

    /// Lists the ring pixels of row `y`, eight at a time where it can.
    @inline(__always)
    func scan(row y: Int, walk: EdgeWalk, into out: inout RingWriter) {
        let inset = Tuning.frameInset
        let row = Row(start: y &* width, onFrame: y == frame.top || y == frame.bottom,
                      inside: y >= frame.top &+ inset && y <= frame.bottom &- inset)
        let end = columns.upperBound &+ 1
        var x = columns.lowerBound
        while x &+ 8 <= end {
            eight(x, row, walk: walk, into: &out)
            x &+= 8
        }
        while x < end {
            visit(x, row, walk: walk, into: &out)
            x &+= 1
        }
    }

    /// Lists the ring pixels among the eight from `x` of `row`.
    @inline(__always)
    private func eight(_ x: Int, _ row: Row, walk: EdgeWalk, into out: inout RingWriter) {
        let i = row.start &+ x
        var (inRing, v) = lanes.inRing(d, at: i)
        // Far background and glyph interiors: nothing to list.
        guard inRing != 0 else { return }
        let onEdge = lanes.anyOnEdge(v)
        let frameColumn = UInt(bitPattern: frame.left &- x) < 8 || UInt(bitPattern: frame.right &- x) < 8
        let offFrame = plainFrame || !(row.onFrame || frameColumn)
        if !onEdge && offFrame && inRing == 0xFF {
            // Eight in a row standing for themselves (the ring's outer band): copied.
            out.appendEight(from: first &+ i, colours: RingLanes.eight(pixels, at: i))
        } else if !onEdge && offFrame {
            // Away from the edge and the frame every ring pixel stands for itself: all eight
            // written, the count moved on past those in the ring.
            for k in 0..<8 {
                // The lane's own test, not its bit: taking bits apart lets the compiler take the
                // mask apart lane by lane (fifty instructions, not ten).
                out.append(first &+ i &+ k, pixels[i &+ k], keeping: UInt32(bitPattern: d[i &+ k] &- 1) < UInt32(bitPattern: outer) ? 1 : 0)
            }
        } else if offFrame {
            // Only the ring's lanes (a test per lane would often be mispredicted); those off the
            // edge stand for themselves.
            while inRing != 0 {
                let k = inRing.trailingZeroBitCount
                var colour = pixels[i &+ k], keep = 1
                if d[i &+ k] <= edge {
                    let walked = edgeColour(x &+ k, row, walk: walk)
                    colour = walked ?? colour
                    keep = walked == nil ? 0 : 1
                }
                out.append(first &+ i &+ k, colour, keeping: keep)
                inRing &= inRing &- 1
            }
        } else {
            while inRing != 0 {
                visit(x &+ inRing.trailingZeroBitCount, row, walk: walk, into: &out)
                inRing &= inRing &- 1
            }
        }
    }

    /// Lists pixel `x` of `row` if it is in the ring, by the ring's rules.
    @inline(__always)
    private func visit(_ x: Int, _ row: Row, walk: EdgeWalk, into out: inout RingWriter) {
        let i = row.start &+ x
        // Text pixels are exactly those at distance 0: one test for 0 < d ≤ R².
        guard UInt32(bitPattern: d[i] &- 1) < UInt32(bitPattern: outer) else { return }
        var colour = pixels[i]
        if d[i] <= edge {
            guard let walked = edgeColour(x, row, walk: walk) else { return }
            colour = walked
        }
        // On the frame of a tight box, glyphs cut off outside leave their edges (in a JPEG,
        // ringing makes too many frame pixels look like such blends).
        let onFrame = row.onFrame || x == frame.left || x == frame.right
        out.append(first &+ i, plainFrame || !onFrame ? colour : walk.backgroundInside(i, colour: colour) ?? colour)
    }

    /// The colour ring pixel `x` of `row` (0 < d ≤ `edge`) stands for, nil when it is left out.
    @inline(__always)
    private func edgeColour(_ x: Int, _ row: Row, walk: EdgeWalk) -> UInt32? {
        let i = row.start &+ x
        // The anti-aliased edge shows text mixed into the background: measure the background
        // just beyond it instead, as a reader's eye separates the two (`EdgeRule`).
        let colour = pixels[i]
        let j: Int
        switch rule {
        case .besideGlyphs:
            guard let reached = walk.beyond(i, pastBlends: false) else { return nil }
            let past = faintStrokeLeast.map { walk.pastFaintStroke(from: i, past: reached, least: $0) } ?? reached
            // Neither a blend of the text into the background past it nor a glyph core the mask
            // left out: detail at the glyph's edge.
            guard walk.isEdgeBesideGlyphs(i, background: pixels[past]) else { return colour }
            j = past
        case .pastBlends:
            guard d[i] <= Tuning.alwaysEdge || walk.isBlend(i) else { return colour }
            guard let past = walk.beyond(i) else { return nil }
            // Chroma no blend of the text into the background past it makes: photo detail.
            guard !chromaDetail || ChromaBlend.explains(colour, text: text, background: pixels[past]) else { return colour }
            j = past
        }
        // On a tight box's frame, the step outward may land on the edge of a glyph cut off
        // outside the box: a blend of the text into this pixel.
        let inset = Tuning.frameInset
        let inside = row.inside && x >= frame.left &+ inset && x <= frame.right &- inset
        if inside || !(walk.nearFrame(j) && EdgeWalk.mixes(pixels[j], text: text, background: colour)) {
            return pixels[j]
        }
        return colour
    }
}
