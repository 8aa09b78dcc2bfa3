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
        // Each distinct colour is measured once and ranked by its value as a Float bit pattern:
        // positive Floats order like their bit patterns. Only the picked colours' ratios are
        // needed, so they are computed again rather than kept for all.
        var spread = APCARanking.Spread()
        var lowBits = UInt32.max, highBits: UInt32 = 0
        var backgroundY: [Double] = []
        // Raw buffers, written once each without clearing them first: this loop runs once per
        // colour per variant.
        let ratioBits = [UInt32](unsafeUninitializedCapacity: m) { ratioBits, ratiosDone in
            backgroundY = [Double](unsafeUninitializedCapacity: m) { backgroundY, luminancesDone in
                seen.withUnsafeBufferPointer { seen in
                    Self.channelTerms.withUnsafeBufferPointer { terms in
                        let terms = terms.baseAddress!
                        let ratios = ratioBits.baseAddress!, ys = backgroundY.baseAddress!
                        // `contrastRatio` without its branch: the lighter of the two over the darker.
                        let textOffset = textL + 0.05
                        for c in 0..<m {
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
                }
                luminancesDone = m
            }
            ratiosDone = m
        }
        var ranking: APCARanking?
        let wcagPixels: [Pixel]
        if m > Self.exactLcLimit, let (shift, slices) = ValueBuckets.layout(lo: lowBits, hi: highBits, count: m) {
            // Both rankings' first rounds in one pass: each colour's weight is read once.
            let geometry = APCARanking.Geometry(spread: spread, count: m, textY: textY)
            var sliceWeights = [Int](repeating: 0, count: slices)
            var sliceHeads = [Int32](repeating: -1, count: slices)
            var buckets = [APCARanking.Bucket](repeating: APCARanking.Bucket(), count: geometry.count)
            var bucketNext: [Int32] = []
            let sliceNext = [Int32](unsafeUninitializedCapacity: m) { sliceNext, slicesDone in
                bucketNext = [Int32](unsafeUninitializedCapacity: m) { bucketNext, bucketsDone in
                    ratioBits.withUnsafeBufferPointer { values in
                        backgroundY.withUnsafeBufferPointer { ys in
                            ring.start.withUnsafeBufferPointer { start in
                                sliceWeights.withUnsafeMutableBufferPointer { sliceWeights in
                                    sliceHeads.withUnsafeMutableBufferPointer { sliceHeads in
                                        buckets.withUnsafeMutableBufferPointer { buckets in
                                            let weights = sliceWeights.baseAddress!, heads = sliceHeads.baseAddress!
                                            let slicesNext = sliceNext.baseAddress!, lists = buckets.baseAddress!
                                            let listsNext = bucketNext.baseAddress!
                                            for c in 0..<m {
                                                let weight = Int(start[c &+ 1] &- start[c])
                                                ValueBuckets.add(c, value: values[c], weight: weight, lo: lowBits, shift: shift,
                                                                 weights: weights, head: heads, next: slicesNext)
                                                APCARanking.add(c, y: ys[c], weight: weight, geometry: geometry, buckets: lists,
                                                                next: listsNext)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    bucketsDone = m
                }
                slicesDone = m
            }
            let round = ValueBuckets(lo: lowBits, shift: shift, weights: sliceWeights, head: sliceHeads, next: sliceNext)
            wcagPixels = Self.pixels(atRanks: [lowRank, midRank], values: ratioBits, ring: ring, round: round)
            ranking = APCARanking(backgroundY: backgroundY, geometry: geometry, text: textContrast, ring: ring,
                                  buckets: buckets, next: bucketNext)
        } else {
            wcagPixels = Self.pixels(atRanks: [lowRank, midRank], values: ratioBits, ring: ring, range: (lowBits, highBits))
        }
        wcagWorst = WCAG.contrastRatio(luminance: textL, Self.luminance(seen[wcagPixels[0].colour]))
        worstRingIndex = wcagPixels[0].position
        worstColour = Int(ring.colourOf[wcagPixels[0].position])
        wcagMedian = WCAG.contrastRatio(luminance: textL, Self.luminance(seen[wcagPixels[1].colour]))
        if m <= Self.exactLcLimit {
            // Few colours: every exact Lc costs less than bucketing them.
            let lc = backgroundY.map { textContrast.lightnessContrast(backgroundY: $0) }
            let apcaPixels = Self.pixels(atRanks: [lowRank, midRank], values: lc.map { Float(abs($0)).bitPattern }, ring: ring)
            apcaWorst = lc[apcaPixels[0].colour]
            apcaMedian = lc[apcaPixels[1].colour]
        } else {
            let apca = (ranking ?? APCARanking(backgroundY: backgroundY, textY: textY, spread: spread, text: textContrast,
                                               ring: ring)).lc(atRanks: [lowRank, midRank])
            apcaWorst = apca[0]
            apcaMedian = apca[1]
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
