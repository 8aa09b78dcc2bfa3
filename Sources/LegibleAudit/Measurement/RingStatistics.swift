import LegibleColor
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
        if m > Self.exactLcLimit {
            self = Self.many(textL: textL, textY: textY, text: textContrast, seen: seen, ring: ring,
                             ranks: (lowRank, midRank))
            return
        }
        // Few colours: each is measured once and ranked by its value as a Float bit pattern
        // (positive Floats order like their bit patterns); raw buffers, written once each.
        var range: (lo: UInt32, hi: UInt32) = (0, 0)
        var backgroundY: [Double] = []
        let ratioBits = [UInt32](unsafeUninitializedCapacity: m) { ratioBits, ratiosDone in
            backgroundY = [Double](unsafeUninitializedCapacity: m) { backgroundY, luminancesDone in
                seen.withUnsafeBufferPointer { seen in
                    let measured = Self.measure(seen, textL: textL, textY: textY, ratios: ratioBits.baseAddress!,
                                                ys: backgroundY.baseAddress!)
                    range = (measured.lo, measured.hi)
                }
                luminancesDone = m
            }
            ratiosDone = m
        }
        let wcagPixels = Self.pixels(atRanks: [lowRank, midRank], values: ratioBits, ring: ring, range: range)
        wcagWorst = WCAG.contrastRatio(luminance: textL, Self.luminance(seen[wcagPixels[0].colour]))
        worstRingIndex = wcagPixels[0].position
        worstColour = Int(ring.colourOf[wcagPixels[0].position])
        wcagMedian = WCAG.contrastRatio(luminance: textL, Self.luminance(seen[wcagPixels[1].colour]))
        // Every exact Lc costs less than bucketing them; ties among values only when the
        // positions differ in what they pick.
        let lc = backgroundY.map { textContrast.lightnessContrast(backgroundY: $0) }
        let apcaPixels = Self.pixels(atRanks: [lowRank, midRank], values: lc.map { Float(abs($0)).bitPattern }, ring: ring)
        apcaWorst = lc[apcaPixels[0].colour]
        apcaMedian = lc[apcaPixels[1].colour]
    }

    private init(wcagWorst: Double, wcagMedian: Double, apcaWorst: Double, apcaMedian: Double, worstRingIndex: Int,
                 worstColour: Int) {
        (self.wcagWorst, self.wcagMedian, self.apcaWorst, self.apcaMedian) = (wcagWorst, wcagMedian, apcaWorst, apcaMedian)
        (self.worstRingIndex, self.worstColour) = (worstRingIndex, worstColour)
    }

    /// Measures each seen colour once: its contrast ratio with the text as a Float bit pattern
    /// (`ratios`) and its screen luminance (`ys`); returns the ratios' range and how the
    /// luminances lie around the text's.
    @inline(__always)
    private static func measure(_ seen: UnsafeBufferPointer<UInt32>, textL: Double, textY: Double,
                                ratios: UnsafeMutablePointer<UInt32>, ys: UnsafeMutablePointer<Double>)
        -> (lo: UInt32, hi: UInt32, spread: APCARanking.Spread) {
        var spread = APCARanking.Spread()
        var lowBits = UInt32.max, highBits: UInt32 = 0
        Self.channelTerms.withUnsafeBufferPointer { terms in
            let terms = terms.baseAddress!
            // `contrastRatio` without its branch: the lighter of the two over the darker.
            let textOffset = textL + 0.05
            for c in 0..<seen.count {
                let both = Self.luminances(seen[c], terms: terms)
                let l = both[0] + 0.05
                // Written as the `maxsd`/`minsd` they compile to (equal operands are equal).
                let lighter = l > textOffset ? l : textOffset, darker = l < textOffset ? l : textOffset
                let bits = Float(lighter / darker).bitPattern
                ratios[c] = bits
                lowBits = min(lowBits, bits)
                highBits = max(highBits, bits)
                let y = both[1]
                ys[c] = y
                spread.add(y, textY: textY)
            }
        }
        return (lowBits, highBits, spread)
    }

    /// The figures of a ring of many colours (more than `exactLcLimit`), from one block of
    /// scratch: each colour is measured, then put both in a slice of the ratios' range and in
    /// an APCA bucket (`APCARanking`) in one pass; each rank is then found among the colours of
    /// its slice, or its buckets, alone. Only the WCAG low rank's pixel is placed by position;
    /// the other ranks need values, and ties by position only where equal Float values come
    /// from different exact ones.
    private static func many(textL: Double, textY: Double, text: APCA.TextContrast, seen: [UInt32], ring: RingColours,
                             ranks: (low: Int, mid: Int)) -> RingStatistics {
        let m = seen.count
        let sliceLimit = min(4096, max(64, m / 4)), bucketLimit = m / 16 &+ 2
        // Doubles first, then Int32s, then the ranking's scratch (8-aligned).
        let int32s = 4 &* m &+ 2 &* (sliceLimit &+ 1) &+ 2 &* (bucketLimit &+ 1)
        let rankingAt = (8 &* m &+ 4 &* int32s &+ 7) & ~7
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: rankingAt &+ APCARanking.scratchBytes(count: m, buckets: bucketLimit), alignment: 8)
        defer { block.deallocate() }
        let ys = block.bindMemory(to: Double.self, capacity: m)
        let ratios = (block + 8 &* m).bindMemory(to: UInt32.self, capacity: int32s)
        let sliceNext = UnsafeMutablePointer<Int32>(OpaquePointer(ratios + m)), bucketNext = sliceNext + m
        let sliceWeights = bucketNext + m, sliceHeads = sliceWeights + (sliceLimit &+ 1)
        let bucketWeights = sliceHeads + (sliceLimit &+ 1), bucketHeads = bucketWeights + (bucketLimit &+ 1)
        let measured = seen.withUnsafeBufferPointer { Self.measure($0, textL: textL, textY: textY, ratios: ratios, ys: ys) }
        let lo = measured.lo
        // One slice when every ratio is the same (then every colour is a tie).
        let (shift, slices) = ValueBuckets.layout(lo: lo, hi: measured.hi, count: m) ?? (0, 1)
        let geometry = APCARanking.Geometry(spread: measured.spread, count: m, textY: textY)
        sliceWeights.initialize(repeating: 0, count: slices &+ 1)
        sliceHeads.initialize(repeating: -1, count: slices &+ 1)
        bucketWeights.initialize(repeating: 0, count: geometry.count &+ 1)
        bucketHeads.initialize(repeating: -1, count: geometry.count &+ 1)
        return ring.start.withUnsafeBufferPointer { start in
            let start = start.baseAddress!
            // Both rankings' first rounds in one pass: each colour's weight is read once.
            for c in 0..<m {
                let weight = start[c &+ 1] &- start[c]
                let s = Int(truncatingIfNeeded: (ratios[c] &- lo) &>> shift)  // shift < 32: no overshift check
                ValueBuckets.add(c, bucket: s, weight: weight, weights: sliceWeights, head: sliceHeads, next: sliceNext)
                ValueBuckets.add(c, bucket: geometry.bucket(ys[c]), weight: weight, weights: bucketWeights, head: bucketHeads,
                                  next: bucketNext)
            }

            // WCAG: each rank among the colours of its slice.
            let items = (block + rankingAt).bindMemory(to: UInt64.self, capacity: m)
            @inline(__always) func ratio(_ c: Int) -> Double { WCAG.contrastRatio(luminance: textL, Self.luminance(seen[c])) }
            @inline(__always) func select(_ rank: Int) -> (below: Int, equal: Range<Int>) {
                var s = 0, below = 0
                while below &+ Int(sliceWeights[s]) <= rank {
                    below &+= Int(sliceWeights[s])
                    s &+= 1
                }
                var found = 0, k = sliceHeads[s]
                while k >= 0 {
                    items[found] = UInt64(ratios[Int(k)]) &<< 32 | UInt64(UInt32(bitPattern: k))
                    found &+= 1
                    k = sliceNext[Int(k)]
                }
                let chosen = Self.select(rank: rank &- below, items: items, count: found, start: start)
                return (below &+ chosen.below, chosen.equal)
            }
            let low = select(ranks.low)
            let worst = Self.pixel(atOffset: ranks.low &- low.below, amongItems: items, low.equal, ring: ring)
            let wcagWorst = ratio(worst.colour)
            let mid = select(ranks.mid)
            var wcagMedian = ratio(Self.colour(items[mid.equal.lowerBound]))
            for k in mid.equal.dropFirst() where ratio(Self.colour(items[k])).bitPattern != wcagMedian.bitPattern {
                // Colours of one Float ratio but not one ratio: the pixel's position decides.
                wcagMedian = ratio(Self.pixel(atOffset: ranks.mid &- mid.below, amongItems: items, mid.equal, ring: ring).colour)
                break
            }

            let apca = APCA.withBoundPowers { powers in
                APCARanking(ys: ys, start: start, text: text, textY: textY, ring: ring, powers: powers)
                    .lc(atRanks: (ranks.low, ranks.mid), both: true, colours: nil, count: m, geometry: geometry,
                        weights: bucketWeights, head: bucketHeads, next: bucketNext, scratch: block + rankingAt)
            }
            return RingStatistics(wcagWorst: wcagWorst, wcagMedian: wcagMedian, apcaWorst: apca.0, apcaMedian: apca.1,
                                  worstRingIndex: worst.position, worstColour: Int(ring.colourOf[worst.position]))
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
