import LegibleColour
import LegiblePixels

/// WCAG and APCA figures of one text colour against every pixel of a ring: the low percentile
/// (the worst case, robust to a few stray pixels), the median, and where the worst pixel is.
struct RingStatistics: Sendable, Equatable {
    var wcagWorst: Double
    var wcagMedian: Double
    var apcaWorst: Double
    var apcaMedian: Double
    /// Ring position (index into the ring list) of the pixel at the WCAG percentile.
    var worstRingIndex: Int
    /// Its key (index into `RingColours.keys`).
    var worstColour: Int

    /// - Parameters:
    ///   - text: the text colour, as seen under the variant.
    ///   - seen: per colour of `ring` (key, or group when grouped), that colour as seen under
    ///     the variant.
    ///   - ring: the ring's distinct colours with their counts and positions.
    ///   - percentile: 0–100; the value at rank `floor(p/100 · (n − 1))` of the ascending order,
    ///     pixels of equal value ordered by ring position.
    init(text: RGB8, seen: [UInt32], ring: RingColours, percentile: Double) {
        let n = ring.members.count
        precondition(n > 0, "a ring needs at least one pixel")
        let lowRank = min(n - 1, max(0, Int((percentile / 100 * Double(n - 1)).rounded(.down))))
        let midRank = (n - 1) / 2
        let textL = WCAG.luminance(text)
        let textY = APCA.screenLuminance(text)
        let textContrast = APCA.TextContrast(textY: textY)

        let m = seen.count
        if m == 1 {
            // One colour, as behind most labels: every rank is that colour, and the pixel at a
            // rank is the ring position of that number. Nothing to allocate.
            let ratio = WCAG.contrastRatio(luminance: textL, Self.luminance(seen[0]))
            let c = seen[0]
            let lc = textContrast.lightnessContrast(backgroundY: APCA.screenLuminance(
                r: UInt8(truncatingIfNeeded: c >> 16), g: UInt8(truncatingIfNeeded: c >> 8), b: UInt8(truncatingIfNeeded: c)))
            (wcagWorst, wcagMedian, apcaWorst, apcaMedian) = (ratio, ratio, lc, lc)
            worstRingIndex = lowRank
            worstColour = Int(ring.colourOf[lowRank])
            return
        }
        self = m > Self.exactLcLimit
            ? Self.many(textL: textL, textY: textY, text: textContrast, seen: seen, ring: ring, ranks: (lowRank, midRank))
            : Self.few(textL: textL, text: textContrast, seen: seen, ring: ring, ranks: (lowRank, midRank))
    }

    private init(wcagWorst: Double, wcagMedian: Double, apcaWorst: Double, apcaMedian: Double, worstRingIndex: Int,
                 worstColour: Int) {
        (self.wcagWorst, self.wcagMedian, self.apcaWorst, self.apcaMedian) = (wcagWorst, wcagMedian, apcaWorst, apcaMedian)
        (self.worstRingIndex, self.worstColour) = (worstRingIndex, worstColour)
    }

    /// One colour's contrast ratio with the text (luminance `textOffset - 0.05`) as a Float bit
    /// pattern, and its screen luminance.
    @inline(__always)
    private static func measure(_ colour: UInt32, textOffset: Double, terms: UnsafePointer<SIMD2<Double>>)
        -> (ratio: UInt32, y: Double) {
        let both = Self.luminances(colour, terms: terms)
        // `contrastRatio` without its branch: the lighter of the two over the darker, written
        // as the `maxsd`/`minsd` they compile to (equal operands are equal).
        let l = both[0] + 0.05
        let lighter = l > textOffset ? l : textOffset, darker = l < textOffset ? l : textOffset
        return (Float(lighter / darker).bitPattern, both[1])
    }

    /// The figures of a ring of few colours (`exactLcLimit` at most): every colour's exact Lc
    /// costs less than bucketing them, and each rank is selected among all of them, in
    /// buffers on the stack.
    private static func few(textL: Double, text: APCA.TextContrast, seen: [UInt32], ring: RingColours,
                            ranks: (low: Int, mid: Int)) -> RingStatistics {
        let m = seen.count
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: m) { items in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: m) { lcs in
                ring.start.withUnsafeBufferPointer { start in
                    seen.withUnsafeBufferPointer { seen in
                        Self.channelTerms.withUnsafeBufferPointer { terms in
                            let items = items.baseAddress!, lcs = lcs.baseAddress!, start = start.baseAddress!
                            let terms = terms.baseAddress!, textOffset = textL + 0.05
                            for c in 0..<m {
                                let (bits, y) = Self.measure(seen[c], textOffset: textOffset, terms: terms)
                                items[c] = UInt64(bits) &<< 32 | UInt64(c)
                                lcs[c] = text.lightnessContrast(backgroundY: y)
                            }
                            @inline(__always) func ratio(_ c: Int) -> Double {
                                WCAG.contrastRatio(luminance: textL, Self.luminance(seen[c]))
                            }
                            let low = Self.select(rank: ranks.low, items: items, count: m, start: start)
                            let worst = Self.pixel(atOffset: ranks.low &- low.below, amongItems: items, low.equal, ring: ring)
                            // Selecting leaves the items reordered, all there.
                            let wcagMedian = Self.value(atRank: ranks.mid, items: items, count: m, start: start, ring: ring,
                                                        exact: ratio)
                            for c in 0..<m { items[c] = UInt64(Float(abs(lcs[c])).bitPattern) &<< 32 | UInt64(c) }
                            let apcaWorst = Self.value(atRank: ranks.low, items: items, count: m, start: start, ring: ring) {
                                lcs[$0]
                            }
                            let apcaMedian = Self.value(atRank: ranks.mid, items: items, count: m, start: start, ring: ring) {
                                lcs[$0]
                            }
                            return RingStatistics(wcagWorst: ratio(worst.colour), wcagMedian: wcagMedian, apcaWorst: apcaWorst,
                                                  apcaMedian: apcaMedian, worstRingIndex: worst.position,
                                                  worstColour: Int(ring.colourOf[worst.position]))
                        }
                    }
                }
            }
        }
    }

    /// Ratios from 1 to 21 as Float bit patterns, sliced every `2^17` of them (1/64 of an
    /// octave): fixed, so colours are sliced in the pass that measures them.
    static let ratioSliceShift: UInt32 = 17
    /// How many: a literal, so that arrays after them lie at fixed offsets (checked by tests).
    static let ratioSlices = 278

    /// The figures of a ring of many colours (more than `exactLcLimit`), from one block of
    /// scratch: in one pass each colour is measured, then put both in a fixed slice of ratios
    /// and in a fixed cell of luminance (`APCARanking.Cells`); each rank is then found among
    /// the colours of its slice, or its cells, alone. Only the WCAG low rank's pixel is placed
    /// by position; the other ranks need values, and ties by position only where equal Float
    /// values come from different exact ones.
    private static func many(textL: Double, textY: Double, text: APCA.TextContrast, seen: [UInt32], ring: RingColours,
                             ranks: (low: Int, mid: Int)) -> RingStatistics {
        let m = seen.count
        let cells = APCARanking.Cells(textY: textY)
        return RatioSlices.with(count: m, cells: cells) { scratch in
            ring.start.withUnsafeBufferPointer { start in
                let start = start.baseAddress!
                Self.measureMany(seen, textOffset: textL + 0.05, start: start, cells: cells, into: scratch)
                // WCAG: each rank among the colours of its slice.
                @inline(__always) func ratio(_ c: Int) -> Double { WCAG.contrastRatio(luminance: textL, Self.luminance(seen[c])) }
                let low = scratch.select(rank: ranks.low, start: start)
                let worst = Self.pixel(atOffset: ranks.low &- low.below, amongItems: scratch.items, low.equal, ring: ring)
                let wcagWorst = ratio(worst.colour)
                let mid = scratch.select(rank: ranks.mid, start: start)
                let wcagMedian = Self.value(atOffset: ranks.mid &- mid.below, amongItems: scratch.items, mid.equal, ring: ring,
                                            exact: ratio)

                let apca = APCA.withBoundPowers { powers in
                    APCARanking(ys: scratch.ys, start: start, text: text, textY: textY, ring: ring, powers: powers)
                        .lc(atRanks: (ranks.low, ranks.mid), both: true, colours: nil, count: m, geometry: cells,
                            sums: scratch.cellSums, links: scratch.links + 1, scratch: scratch.ranking)
                }
                return RingStatistics(wcagWorst: wcagWorst, wcagMedian: wcagMedian, apcaWorst: apca.0, apcaMedian: apca.1,
                                      worstRingIndex: worst.position, worstColour: Int(ring.colourOf[worst.position]))
            }
        }
    }

    /// `many`'s one pass over the colours: each one measured (ratio with the text, whose
    /// luminance is `textOffset - 0.05`, and screen luminance) and added to its slice and cell.
    @inline(__always)
    private static func measureMany(_ seen: [UInt32], textOffset: Double, start: UnsafePointer<Int32>, cells: APCARanking.Cells,
                                    into scratch: RatioSlices) {
        let m = seen.count
        seen.withUnsafeBufferPointer { seen in
            Self.channelTerms.withUnsafeBufferPointer { terms in
                let terms = terms.baseAddress!
                @inline(__always) func add(_ c: Int, bits: UInt32, y: Double) {
                    scratch.add(c, bits: bits, y: y, weight: start[c &+ 1] &- start[c], cell: cells.bucket(y))
                }
                // Four colours' ratios at a time: one vector division (each lane the same
                // IEEE division as one alone) rather than four, which held up the pass.
                let offsets = SIMD4<Double>(repeating: textOffset)
                var c = 0
                while c &+ 4 <= m {
                    let both = (Self.luminances(seen[c], terms: terms), Self.luminances(seen[c &+ 1], terms: terms),
                                Self.luminances(seen[c &+ 2], terms: terms), Self.luminances(seen[c &+ 3], terms: terms))
                    let l = SIMD4(both.0[0], both.1[0], both.2[0], both.3[0]) + 0.05
                    let lighter = offsets.replacing(with: l, where: l .> offsets)
                    let darker = offsets.replacing(with: l, where: l .< offsets)
                    let q = lighter / darker
                    add(c, bits: Float(q[0]).bitPattern, y: both.0[1])
                    add(c &+ 1, bits: Float(q[1]).bitPattern, y: both.1[1])
                    add(c &+ 2, bits: Float(q[2]).bitPattern, y: both.2[1])
                    add(c &+ 3, bits: Float(q[3]).bitPattern, y: both.3[1])
                    c &+= 4
                }
                while c < m {
                    let (bits, y) = Self.measure(seen[c], textOffset: textOffset, terms: terms)
                    add(c, bits: bits, y: y)
                    c &+= 1
                }
            }
        }
    }

    /// At or below this many colours every one's exact Lc is computed rather than bucketed:
    /// each rank's candidates would be most of them, and the two ranks' overlap.
    static let exactLcLimit = 128

    /// WCAG relative luminance of a packed `0xRRGGBB` colour.
    @inline(__always)
    private static func luminance(_ p: UInt32) -> Double {
        WCAG.luminance(r: UInt8(truncatingIfNeeded: p >> 16), g: UInt8(truncatingIfNeeded: p >> 8), b: UInt8(truncatingIfNeeded: p))
    }
}
