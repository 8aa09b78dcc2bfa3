import LegiblePixels

private typealias Tuning = SeparationTuning.TextColour

extension TextSeparator {
    /// The glyph-core colour: the per-channel median of the text pixels furthest from the
    /// background along the background→candidate axis.
    ///
    /// Only pixels close to that axis count: glyph pixels are blends of text and background and
    /// lie on it, while a photo or shadow colour that slipped into the mask lies off it. When the
    /// candidate's cores repeat one exact colour (`purity`), the top 3% are those cores. Otherwise,
    /// in a lossless image, the strokes are hairlines that never reach their colour and the
    /// joints and overlaps come closest: the top 0.2% are taken. Lossy compression rings around
    /// sharp edges and overshoots the text colour in a minority of the pixels, so there the top
    /// 10% are taken, whose median sits on the glyph cores.
    ///
    /// - Parameters:
    ///   - indices: pixel indices holding every mask pixel, when the caller knows them (the
    ///     rows of the mask's bounds): only they are read.
    ///   - maskCount: how many mask pixels there are, when the caller has counted them: the
    ///     candidate's pixels are then those not visited, not counted bit by bit (a bit count is
    ///     a dozen instructions on baseline x86-64).
    func coreColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], candidate: UInt32, background: UInt32,
                    purity: Double, indices: Range<Int>? = nil, maskCount: Int? = nil) -> RGB8 {
        let c = candidate.unpackedRGB, b = background.unpackedRGB
        let axis = (Int32(c.r) - Int32(b.r), Int32(c.g) - Int32(b.g), Int32(c.b) - Int32(b.b))
        let span = axis.0 &* axis.0 &+ axis.1 &* axis.1 &+ axis.2 &* axis.2
        // Off the axis by more than a fifth of the contrast: across² > (0.2 · √span)² with
        // across² = (|d|² · span − along²) / span, compared multiplied out.
        let offLimit = Int64(span) &* Int64(span) / (Tuning.offAxisDivisor &* Tuning.offAxisDivisor)
        let n = min(mask.count, pixels.count, indices?.upperBound ?? .max)
        guard n > 0 else { return c }
        /// The projection of `q` on the axis (at most 3 · 255² either way) and whether it lies near it.
        @inline(__always) func project(_ q: UInt32) -> (along: Int32, on: Bool) {
            let dr = Int32(truncatingIfNeeded: (q >> 16) & 255) &- Int32(b.r)
            let dg = Int32(truncatingIfNeeded: (q >> 8) & 255) &- Int32(b.g)
            let db = Int32(truncatingIfNeeded: q & 255) &- Int32(b.b)
            let along = dr &* axis.0 &+ dg &* axis.1 &+ db &* axis.2
            let length = Int64(dr &* dr &+ dg &* dg &+ db &* db)
            return (along, length &* Int64(span) &- Int64(along) &* Int64(along) <= offLimit)
        }
        let fraction = profile.coreFraction.of(purity: purity)
        // The candidate's own projection is `span`. Glyph cores of its exact colour usually make
        // that the threshold, found without a selection: counted are the on-axis members, those
        // beyond `span` and those at it; the cores are then the candidate's pixels (counted,
        // sixteen at a time) and the few others at or beyond it (listed).
        var onAxis = 0, beyond = 0, atSpan = 0, exact = 0, visited = 0
        var others: [UInt32] = []
        let countsExact = maskCount == nil
        assert(maskCount.map { $0 == mask.reduce(0) { $0 + ($1 ? 1 : 0) } } ?? true, "mask count off")
        assert(indices.map { r in mask.indices.allSatisfy { !mask[$0] || r.contains($0) } } ?? true, "mask pixel outside the indices")
        mask.withUnsafeBytes { m in
            guard let bytes = m.baseAddress, let source = pixels.baseAddress else { return }
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
            var i = max(0, indices?.lowerBound ?? 0)
            while i &+ 16 <= n {
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
            while i < n {
                if bytes.load(fromByteOffset: i, as: UInt8.self) != 0 {
                    let q = source[i]
                    if (q ^ candidate) & 0xFF_FFFF == 0 { exact &+= 1 } else { visit(q) }
                }
                i &+= 1
            }
        }
        if let maskCount { exact = maskCount &- visited }
        // The candidate's pixels lie on the axis, at `span`.
        onAxis &+= exact
        atSpan &+= exact
        guard onAxis > 0 else { return c }
        let k = min(onAxis &- 1, onAxis &* fraction / 1000)
        // The k-th smallest projection is `span` when at most onAxis − 1 − k lie beyond it and
        // more lie at or beyond it.
        let fromTop = onAxis &- 1 &- k
        if beyond <= fromTop && fromTop < beyond &+ atSpan {
            return channelMedians(counted: { add in
                add(candidate, exact)
                others.withUnsafeBufferPointer { for q in $0 { add(q, 1) } }
            }).unpackedRGB
        }
        // Otherwise the threshold is selected among every on-axis member's projection.
        var members: [(along: Int32, pixel: UInt32)] = []
        members.reserveCapacity(onAxis)
        mask.withUnsafeBytes { m in
            MaskBytes.forEachSet(m.baseAddress!, count: n) { i in
                let q = pixels[i], (along, on) = project(q)
                if on { members.append((along, q)) }
            }
        }
        var ranked = members.map(\.along)
        let threshold = quickSelect(&ranked, k)
        return channelMedians(counted: { add in
            for member in members where member.along >= threshold { add(member.pixel, 1) }
        }).unpackedRGB
    }

    /// In a lossy image, the per-channel median of the glyph interiors: mask pixels whose eight
    /// neighbours are all in the mask. Nil when fewer than six pixels are (thin strokes).
    ///
    /// JPEG keeps colour at half resolution, so on the outline the text's chroma bleeds into the
    /// background's and the extremes along the background→text axis overshoot or fall short of
    /// the text colour; inside the strokes, away from the outline, neither happens.
    static func interiorColour(_ pixels: UnsafeBufferPointer<UInt32>, mask: [Bool], width w: Int, height h: Int) -> RGB8? {
        guard w >= 3 && h >= 3 else { return nil }
        var interior: [Int] = []
        mask.withUnsafeBufferPointer { m in
            for y in 1..<(h &- 1) {
                for x in 1..<(w &- 1) {
                    let i = y &* w &+ x
                    guard m[i] && m[i &- 1] && m[i &+ 1] else { continue }
                    let above = i &- w, below = i &+ w
                    if m[above &- 1] && m[above] && m[above &+ 1] && m[below &- 1] && m[below] && m[below &+ 1] {
                        interior.append(i)
                    }
                }
            }
        }
        guard interior.count >= Tuning.minimumInterior else { return nil }
        return medianColour(pixels, indices: interior).unpackedRGB
    }
}
