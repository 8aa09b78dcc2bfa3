import LegiblePixels

/// The background→candidate colour axis `TextSeparator.coreColour` ranks mask pixels along:
/// glyph pixels are blends of text and background and lie on it, while a photo or shadow colour
/// that slipped into the mask lies off it (further than a fifth of the contrast).
struct CoreAxis {
    let background: RGB8
    /// Candidate minus background, per channel.
    let axis: (Int32, Int32, Int32)
    /// The candidate's own projection, |axis|².
    let span: Int32
    /// Off the axis by more than a fifth of the contrast: across² > (0.2 · √span)² with
    /// across² = (|d|² · span − along²) / span, compared multiplied out.
    let offLimit: Int64

    init(candidate c: RGB8, background b: RGB8) {
        background = b
        axis = (Int32(c.r) - Int32(b.r), Int32(c.g) - Int32(b.g), Int32(c.b) - Int32(b.b))
        span = axis.0 &* axis.0 &+ axis.1 &* axis.1 &+ axis.2 &* axis.2
        let divisor = SeparationTuning.TextColour.offAxisDivisor
        offLimit = Int64(span) &* Int64(span) / (divisor &* divisor)
    }

    /// The projection of `q` on the axis (at most 3 · 255² either way) and whether it lies near it.
    @inline(__always)
    func project(_ q: UInt32) -> (along: Int32, on: Bool) {
        let b = background
        let dr = Int32(truncatingIfNeeded: (q >> 16) & 255) &- Int32(b.r)
        let dg = Int32(truncatingIfNeeded: (q >> 8) & 255) &- Int32(b.g)
        let db = Int32(truncatingIfNeeded: q & 255) &- Int32(b.b)
        let along = dr &* axis.0 &+ dg &* axis.1 &+ db &* axis.2
        let length = Int64(dr &* dr &+ dg &* dg &+ db &* db)
        return (along, length &* Int64(span) &- Int64(along) &* Int64(along) <= offLimit)
    }

    /// What `tally` counts of the mask pixels: those on the axis, those beyond the candidate's
    /// projection and those at it (on the axis), the candidate's own pixels, and the others
    /// visited, with the other colours on the axis at or beyond the candidate listed.
    struct Tally {
        var onAxis = 0, beyond = 0, atSpan = 0, exact = 0, visited = 0
        var others: [UInt32] = []
    }

    /// Counts the mask pixels `start..<end` of `pixels`: the candidate's own (sixteen at a time,
    /// when `countsExact`: a caller who knows the mask's count works them out from `visited`)
    /// and every other one projected on the axis. `end` is at most both counts.
    func tally(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], candidate: UInt32, from start: Int, to end: Int,
               countsExact: Bool) -> Tally {
        precondition(end <= pixels.count && end <= mask.count, "the tally stays inside the mask and the pixels")
        return mask.withUnsafeBytes { m in
            guard let bytes = m.baseAddress, let source = pixels.baseAddress else { return Tally() }
            // The counts in locals of this closure, kept in registers: a `Tally` captured from
            // outside lives in memory, each count a load and a store, each append an access check.
            var onAxis = 0, beyond = 0, atSpan = 0, exact = 0, visited = 0
            var others: [UInt32] = []
            /// Counts a member of another colour than the candidate; no branch on the axis
            /// test, which glyph edges make unpredictable.
            @inline(__always) func visit(_ q: UInt32) {
                visited &+= 1
                let (along, on) = project(q)
                onAxis &+= on ? 1 : 0
                beyond &+= on && along > span ? 1 : 0
                atSpan &+= on && along == span ? 1 : 0
                if on && along >= span { others.append(q) }
            }
            let lanes = SIMD8<UInt32>(repeating: candidate & 0xFF_FFFF), rgb = SIMD8<UInt32>(repeating: 0xFF_FFFF)
            /// Bit k set where pixel k of the eight from `p` has the candidate's colour.
            @inline(__always) func candidateBits(_ p: UnsafePointer<UInt32>) -> UInt32 {
                let v = UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self) & rgb
                return MaskBytes.bits(of: v .== lanes)
            }
            var i = start
            while i &+ 16 <= end {
                let low = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let high = bytes.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
                if low | high != 0 {
                    let set = MaskBytes.bits(ofBytes: low) | MaskBytes.bits(ofBytes: high) << 8
                    let same = candidateBits(source + i) | candidateBits(source + (i &+ 8)) << 8
                    if countsExact { exact &+= (set & same).nonzeroBitCount }
                    var rest = set & ~same
                    while rest != 0 {
                        visit(source[i &+ rest.trailingZeroBitCount])
                        rest &= rest &- 1
                    }
                }
                i &+= 16
            }
            while i < end {
                if bytes.load(fromByteOffset: i, as: UInt8.self) != 0 {
                    let q = source[i]
                    if (q ^ candidate) & 0xFF_FFFF == 0 { exact &+= 1 } else { visit(q) }
                }
                i &+= 1
            }
            return Tally(onAxis: onAxis, beyond: beyond, atSpan: atSpan, exact: exact, visited: visited, others: others)
        }
    }

    /// Every mask pixel among the first `count` on the axis, with its projection, in order.
    func members(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], count n: Int, capacity: Int) -> [(along: Int32, pixel: UInt32)] {
        precondition(n <= pixels.count && n <= mask.count, "the members lie inside the mask and the pixels")
        var members: [(along: Int32, pixel: UInt32)] = []
        members.reserveCapacity(capacity)
        mask.withUnsafeBytes { m in
            guard let bytes = m.baseAddress else { return }
            MaskBytes.forEachSet(bytes, count: n) { i in
                let q = pixels[i], (along, on) = project(q)
                if on { members.append((along, q)) }
            }
        }
        return members
    }
}
