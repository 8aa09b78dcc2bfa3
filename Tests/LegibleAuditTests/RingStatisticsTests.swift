import LegibleColour
import LegiblePixels
import Testing
@testable import LegibleAudit

/// Worst case and median of a ring, against sorting every ring pixel by value: the selection
/// over distinct colours (bucketed ranks, APCA estimates refined to exact values) must pick the
/// very pixel that full sorting picks, ties ordered by ring position.
struct RingStatisticsTests {
    /// A reproducible ring: `count` pixels drawn from `palette` colours.
    static func ring(count: Int, palette: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let colours = (0..<palette).map { _ in UInt32(truncatingIfNeeded: next()) & 0xFF_FFFF }
        return (0..<count).map { _ in colours[Int(next() % UInt64(palette))] }
    }

    /// The pixel at `rank` when pixels are sorted by (Float value, position).
    static func reference(_ values: [Double], rank: Int) -> Int {
        let order = values.indices.sorted { a, b in
            let fa = Float(values[a]), fb = Float(values[b])
            return fa != fb ? fa < fb : a < b
        }
        return order[rank]
    }

    @Test(arguments: [
        (count: 500, palette: 1, seed: UInt64(1)), (count: 500, palette: 3, seed: 2), (count: 2000, palette: 40, seed: 3),
        (count: 5000, palette: 5000, seed: 4), (count: 20000, palette: 800, seed: 5), (count: 7, palette: 7, seed: 6),
    ])
    func matchesFullSort(count: Int, palette: Int, seed: UInt64) {
        let colours = Self.ring(count: count, palette: palette, seed: seed)
        let ring = RingColours(colours, inMedia: nil)
        for text in [RGB8(grey: 0), RGB8(grey: 119), RGB8(r: 30, g: 90, b: 200), RGB8(grey: 255)] {
            let stats = RingStatistics(text: text, seen: ring.keys, ring: ring, percentile: 2)
            let ratios = colours.map { WCAG.contrastRatio(text, $0.unpackedRGB) }
            let contrast = APCA.TextContrast(textY: APCA.screenLuminance(text))
            let lc = colours.map { contrast.lightnessContrast(backgroundY: APCA.screenLuminance($0.unpackedRGB)) }
            let low = Int((2.0 / 100 * Double(count - 1)).rounded(.down)), mid = (count - 1) / 2
            let worst = Self.reference(ratios, rank: low)
            #expect(stats.worstRingIndex == worst)
            #expect(stats.wcagWorst == ratios[worst])
            #expect(stats.wcagMedian == ratios[Self.reference(ratios, rank: mid)])
            let magnitudes = lc.map(abs)
            #expect(stats.apcaWorst == lc[Self.reference(magnitudes, rank: low)])
            #expect(stats.apcaMedian == lc[Self.reference(magnitudes, rank: mid)])
        }
    }

    /// Many colours at exactly |Lc| 0 (text and background too alike): the tie is broken by
    /// ring position, not by which colour came first.
    @Test func zeroPlateauTiesGoByPosition() {
        let near: [UInt32] = [0x808080, 0x818181, 0x7F7F7F, 0x808181]
        let colours = (0..<300).map { i in i % 50 == 0 ? 0xFFFFFF : near[(i * 7) % near.count] }
        let ring = RingColours(colours, inMedia: nil)
        let text = RGB8(grey: 128)
        let stats = RingStatistics(text: text, seen: ring.keys, ring: ring, percentile: 2)
        let contrast = APCA.TextContrast(textY: APCA.screenLuminance(text))
        let lc = colours.map { contrast.lightnessContrast(backgroundY: APCA.screenLuminance($0.unpackedRGB)) }
        #expect(stats.apcaWorst == 0)
        #expect(stats.apcaMedian == lc[Self.reference(lc.map(abs), rank: 149)])
        #expect(stats.worstRingIndex == Self.reference(colours.map { WCAG.contrastRatio(text, $0.unpackedRGB) }, rank: 5))
    }

    /// Thousands of colours on both sides of the text's luminance, many inside APCA's zero band:
    /// the bucketed ranking must still pick the pixel full sorting picks.
    @Test(arguments: [UInt64(11), 12, 13])
    func manyColoursAroundTheText(seed: UInt64) {
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        // Greys and tints within ±12 levels of the text grey, plus a spread of everything else.
        let colours: [UInt32] = (0..<30000).map { i in
            if i % 3 == 0 {
                return UInt32(truncatingIfNeeded: next()) & 0xFF_FFFF
            }
            let base = 128 + next() % 25 - 12
            let r = UInt32(base), g = UInt32(max(0, min(255, base + next() % 5 - 2))), b = UInt32(base)
            return r << 16 | g << 8 | b
        }
        let ring = RingColours(colours, inMedia: nil)
        let text = RGB8(grey: 128)
        for percentile in [2.0, 10.0, 50.0] {
            let stats = RingStatistics(text: text, seen: ring.keys, ring: ring, percentile: percentile)
            let contrast = APCA.TextContrast(textY: APCA.screenLuminance(text))
            let lc = colours.map { contrast.lightnessContrast(backgroundY: APCA.screenLuminance($0.unpackedRGB)) }
            let rank = Int((percentile / 100 * Double(colours.count - 1)).rounded(.down))
            #expect(stats.apcaWorst == lc[Self.reference(lc.map(abs), rank: rank)], "percentile \(percentile)")
            #expect(stats.apcaMedian == lc[Self.reference(lc.map(abs), rank: (colours.count - 1) / 2)])
        }
    }

    /// The pass over a ring of many colours in C (`legible_ring_slices`) against the Swift pass:
    /// the same figures and worst pixel, text dark, mid-grey and white, photo-like and noisy
    /// rings, every rank from the first to the last.
    @Test(arguments: [(UInt64(31), 0), (32, 128), (33, 255), (34, 60)])
    func manyColoursInCMatchSwift(seed: UInt64, grey: Int) {
        expectManyInCMatchesSwift(seed: seed, grey: grey, avx2: false)
    }

    @Test(.enabled(if: ProcessorKernels.avx2, "the processor has no AVX2"), arguments: [(UInt64(31), 0), (32, 128), (33, 255), (34, 60)])
    func manyColoursInAVX2MatchSwift(seed: UInt64, grey: Int) {
        expectManyInCMatchesSwift(seed: seed, grey: grey, avx2: true)
    }

    private func expectManyInCMatchesSwift(seed: UInt64, grey: Int, avx2: Bool) {
        var random = SeededRandom(state: seed)
        let colours: [UInt32] = (0..<(6000 + Int(seed % 4))).map { _ in
            if random.next(3) == 0 { return UInt32(random.next(1 << 24)) }
            let base = 40 + random.next(160)
            return UInt32(base) << 16 | UInt32(min(255, base + random.next(9))) << 8 | UInt32(max(0, base - random.next(9)))
        }
        let ring = RingColours(colours, inMedia: nil)
        let text = RGB8(grey: UInt8(grey))
        let textL = WCAG.luminance(text), textY = APCA.screenLuminance(text)
        let n = colours.count
        #expect(ring.count > RingStatistics.exactLcLimit)
        for low in [0, 2 * (n - 1) / 100, (n - 1) / 2, n - 1] {
            for figures in [RingStatistics.Figures.all, .worst] {
                func many(inC: Bool) -> RingStatistics {
                    RingRanking.many(textL: textL, textY: textY, text: APCA.TextContrast(textY: textY), seen: ring.keys, ring: ring,
                                     ranks: (low, (n - 1) / 2), figures: figures, inC: inC, avx2: avx2)
                }
                #expect(many(inC: true) == many(inC: false), "rank \(low), \(figures)")
            }
        }
    }

    /// Photo-like rings: thousands of colours packed in a narrow band of luminance far from the
    /// text's, on one side or both, so that APCA's buckets are narrowed and then bucketed again.
    @Test(arguments: [(seed: UInt64(21), text: 0, low: 190, high: 215), (seed: 22, text: 250, low: 20, high: 40),
                      (seed: 23, text: 120, low: 60, high: 200), (seed: 24, text: 128, low: 118, high: 140)])
    func clusteredColours(seed: UInt64, text grey: Int, low: Int, high: Int) {
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let colours: [UInt32] = (0..<40000).map { _ in
            let base = low + next() % (high - low + 1)
            let r = UInt32(base), g = UInt32(max(0, min(255, base + next() % 9 - 4)))
            let b = UInt32(max(0, min(255, base + next() % 13 - 6)))
            return r << 16 | g << 8 | b
        }
        let ring = RingColours(colours, inMedia: nil)
        let text = RGB8(grey: UInt8(grey))
        let contrast = APCA.TextContrast(textY: APCA.screenLuminance(text))
        let lc = colours.map { contrast.lightnessContrast(backgroundY: APCA.screenLuminance($0.unpackedRGB)) }
        let magnitudes = lc.map(abs)
        for percentile in [0.0, 2.0, 37.0, 100.0] {
            let stats = RingStatistics(text: text, seen: ring.keys, ring: ring, percentile: percentile)
            let rank = Int((percentile / 100 * Double(colours.count - 1)).rounded(.down))
            #expect(stats.apcaWorst == lc[Self.reference(magnitudes, rank: rank)], "percentile \(percentile)")
            #expect(stats.apcaMedian == lc[Self.reference(magnitudes, rank: (colours.count - 1) / 2)])
        }
    }

    /// Rings of many colours seen as greys (as monochromacy sees them) and grouped by what is
    /// seen (`RingColours.grouped(bySeen:)`), and not grouped: both metrics at both ranks, and
    /// the worst pixel, against sorting every pixel; percentiles above the median too, and
    /// groups whose pixels tie in value.
    @Test(arguments: [(seed: UInt64(41), palette: 3000), (seed: 42, palette: 400), (seed: 43, palette: 150)])
    func groupedRings(seed: UInt64, palette: Int) {
        let colours = Self.ring(count: 9000, palette: palette, seed: seed)
        let ring = RingColours(colours, inMedia: nil)
        // A grey per key from its channels: many keys share one.
        let greyOf = { (c: UInt32) -> UInt32 in
            let v = ((c >> 16 & 0xFF) * 3 + (c >> 8 & 0xFF) * 6 + (c & 0xFF)) / 10
            return v * 0x010101
        }
        let seenKeys = ring.keys.map(greyOf)
        let grouped = ring.grouped(bySeen: seenKeys)
        #expect(grouped != nil)
        let seenPixels = colours.map(greyOf)
        for text in [RGB8(grey: 0), RGB8(grey: 100), RGB8(r: 200, g: 40, b: 90), RGB8(grey: 255)] {
            let ratios = seenPixels.map { WCAG.contrastRatio(text, $0.unpackedRGB) }
            let contrast = APCA.TextContrast(textY: APCA.screenLuminance(text))
            let lc = seenPixels.map { contrast.lightnessContrast(backgroundY: APCA.screenLuminance($0.unpackedRGB)) }
            let magnitudes = lc.map(abs)
            for percentile in [0.0, 2.0, 75.0, 100.0] {
                let low = Int((percentile / 100 * Double(colours.count - 1)).rounded(.down)), mid = (colours.count - 1) / 2
                let worst = Self.reference(ratios, rank: low)
                var measured = [RingStatistics(text: text, seen: seenKeys, ring: ring, percentile: percentile)]
                if let grouped {
                    measured.append(RingStatistics(text: text, seen: grouped.seen, ring: grouped.ring, percentile: percentile))
                }
                for stats in measured {
                    #expect(stats.worstRingIndex == worst, "percentile \(percentile)")
                    #expect(stats.worstColour == Int(ring.colourOf[worst]))
                    #expect(stats.wcagWorst == ratios[worst])
                    #expect(stats.wcagMedian == ratios[Self.reference(ratios, rank: mid)])
                    #expect(stats.apcaWorst == lc[Self.reference(magnitudes, rank: low)], "percentile \(percentile)")
                    #expect(stats.apcaMedian == lc[Self.reference(magnitudes, rank: mid)])
                }
            }
        }
    }
}
