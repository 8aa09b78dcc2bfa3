import CKernels
import LegibleColour

/// The ranks of `RingStatistics` for a ring of several colours: each colour measured once
/// against the text, then the WCAG and APCA values at the low and median ranks, pixels weighed
/// by their colour's count, ties ordered by ring position. Few colours are selected among in
/// buffers on the stack; many go through ratio slices and luminance cells first
/// (`RatioSlices`, `APCARanking`) so that few need an exact value.
enum RingRanking {
    /// The figures of a ring of few colours (`RingStatistics.exactLcLimit` at most): every
    /// colour's exact Lc costs less than bucketing them, and each rank is selected among all of
    /// them, in buffers on the stack.
    static func few(textL: Double, text: APCA.TextContrast, seen: [UInt32], ring: RingColours,
                    ranks: (low: Int, mid: Int), figures: RingStatistics.Figures) -> RingStatistics {
        let apca = figures != .wcagWorst
        let m = seen.count
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: m) { items in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: m) { lcs in
                ring.start.withUnsafeBufferPointer { start in
                    seen.withUnsafeBufferPointer { seen in
                        ChannelTerms.with { terms in
                            let items = items.baseAddress!, lcs = lcs.baseAddress!, start = start.baseAddress!
                            let textOffset = textL + 0.05
                            for c in 0..<m {
                                let (bits, y) = terms.measure(seen[c], textOffset: textOffset)
                                items[c] = UInt64(bits) &<< 32 | UInt64(c)
                                if apca { lcs[c] = text.lightnessContrast(backgroundY: y) }
                            }
                            @inline(__always) func ratio(_ c: Int) -> Double {
                                WCAG.contrastRatio(luminance: textL, RingStatistics.luminance(seen[c]))
                            }
                            let low = WeightedSelection.select(rank: ranks.low, items: items, count: m, start: start)
                            let worst = WeightedSelection.pixel(atOffset: ranks.low &- low.below, amongItems: items, low.equal,
                                                                ring: ring)
                            // Selecting leaves the items reordered, all there.
                            let wcagMedian = figures != .all ? ratio(worst.colour)
                                : WeightedSelection.value(atRank: ranks.mid, items: items, count: m, start: start, ring: ring,
                                                          exact: ratio)
                            var (apcaWorst, apcaMedian) = (Double.nan, Double.nan)
                            if apca {
                                for c in 0..<m { items[c] = UInt64(Float(abs(lcs[c])).bitPattern) &<< 32 | UInt64(c) }
                                apcaWorst = WeightedSelection.value(atRank: ranks.low, items: items, count: m, start: start,
                                                                    ring: ring) { lcs[$0] }
                                apcaMedian = figures != .all ? apcaWorst
                                    : WeightedSelection.value(atRank: ranks.mid, items: items, count: m, start: start,
                                                              ring: ring) { lcs[$0] }
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

    /// The figures of a ring of many colours (more than `RingStatistics.exactLcLimit`), from
    /// one block of scratch: in one pass each colour is measured, then put both in a fixed
    /// slice of ratios and in a fixed cell of luminance (`APCARanking.Cells`); each rank is then
    /// found among the colours of its slice, or its cells, alone. Only the WCAG low rank's
    /// pixel is placed by position; the other ranks need values, and ties by position only
    /// where equal Float values come from different exact ones.
    /// `inC` measures and lists the colours with the C kernel (`legible_ring_slices`, four
    /// colours a step where `avx2`), the same lists as the Swift pass (`measureMany`), which the
    /// tests compare it with.
    static func many(textL: Double, textY: Double, text: APCA.TextContrast, seen: [UInt32], ring: RingColours,
                     ranks: (low: Int, mid: Int), figures: RingStatistics.Figures, inC: Bool = true,
                     avx2: Bool = ProcessorKernels.avx2) -> RingStatistics {
        let m = seen.count
        let cells = APCARanking.Cells(textY: textY)
        return RatioSlices.with(count: m, cells: cells) { scratch in
            ring.start.withUnsafeBufferPointer { start in
                let start = start.baseAddress!
                if inC {
                    measureManyInC(seen, textOffset: textL + 0.05, start: start, cells: cells, into: scratch, avx2: avx2)
                } else {
                    measureMany(seen, textOffset: textL + 0.05, start: start, cells: cells, into: scratch)
                }
                // WCAG: each rank among the colours of its slice.
                @inline(__always) func ratio(_ c: Int) -> Double {
                    WCAG.contrastRatio(luminance: textL, RingStatistics.luminance(seen[c]))
                }
                let low = scratch.select(rank: ranks.low, start: start)
                let worst = WeightedSelection.pixel(atOffset: ranks.low &- low.below, amongItems: scratch.items, low.equal,
                                                    ring: ring)
                let wcagWorst = ratio(worst.colour)
                var wcagMedian = wcagWorst
                if figures == .all {
                    let mid = scratch.select(rank: ranks.mid, start: start)
                    wcagMedian = WeightedSelection.value(atOffset: ranks.mid &- mid.below, amongItems: scratch.items, mid.equal,
                                                         ring: ring, exact: ratio)
                }
                let apca = figures == .wcagWorst ? (Double.nan, Double.nan) : APCA.withBoundPowers { powers in
                    APCARanking(ys: scratch.ys, start: start, text: text, textY: textY, ring: ring, powers: powers)
                        .lc(atRanks: (ranks.low, ranks.mid), both: figures == .all, colours: nil, count: m, geometry: cells,
                            sums: scratch.cellSums, links: scratch.links + 1, scratch: scratch.ranking)
                }
                return RingStatistics(wcagWorst: wcagWorst, wcagMedian: wcagMedian, apcaWorst: apca.0, apcaMedian: apca.1,
                                      worstRingIndex: worst.position, worstColour: Int(ring.colourOf[worst.position]))
            }
        }
    }

    /// `measureMany` in C: a first loop measures every colour (four at a time where `avx2`), a
    /// second lists them.
    private static func measureManyInC(_ seen: [UInt32], textOffset: Double, start: UnsafePointer<Int32>,
                                       cells: APCARanking.Cells, into scratch: RatioSlices, avx2: Bool) {
        var geometry = legible_ring_cells(per_unit: APCARanking.Cells.cellsPerUnit, text_y: cells.textY,
                                          text_cell: Int32(truncatingIfNeeded: cells.textCell),
                                          below: Int32(truncatingIfNeeded: cells.size.0))
        seen.withUnsafeBufferPointer { seen in
            ChannelTerms.table.withUnsafeBytes { terms in
                legible_ring_slices(seen.baseAddress, seen.count, terms.baseAddress, textOffset, start, &geometry,
                                    RingStatistics.ratioSliceShift, scratch.ratios, scratch.ys, scratch.sums, scratch.cellSums,
                                    scratch.links, avx2 ? 1 : 0)
            }
        }
    }

    /// `many`'s one pass over the colours in Swift: each one measured (ratio with the text, whose
    /// luminance is `textOffset - 0.05`, and screen luminance) and added to its slice and cell.
    @inline(__always)
    private static func measureMany(_ seen: [UInt32], textOffset: Double, start: UnsafePointer<Int32>, cells: APCARanking.Cells,
                                    into scratch: RatioSlices) {
        let m = seen.count
        seen.withUnsafeBufferPointer { seen in
            ChannelTerms.with { terms in
                @inline(__always) func add(_ c: Int, bits: UInt32, y: Double) {
                    scratch.add(c, bits: bits, y: y, weight: start[c &+ 1] &- start[c], cell: cells.bucket(y))
                }
                // Four colours' ratios at a time: one vector division (each lane the same
                // IEEE division as one alone) rather than four, which held up the pass.
                let offsets = SIMD4<Double>(repeating: textOffset)
                var c = 0
                while c &+ 4 <= m {
                    let both = (terms.luminances(seen[c]), terms.luminances(seen[c &+ 1]),
                                terms.luminances(seen[c &+ 2]), terms.luminances(seen[c &+ 3]))
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
                    let (bits, y) = terms.measure(seen[c], textOffset: textOffset)
                    add(c, bits: bits, y: y)
                    c &+= 1
                }
            }
        }
    }
}
