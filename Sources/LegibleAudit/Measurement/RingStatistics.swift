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
    ///   - figures: which figures to compute; those left out are the worst case's (medians) or NaN (APCA).
    init(text: RGB8, seen: [UInt32], ring: RingColours, percentile: Double, figures: Figures = .all) {
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
            ? RingRanking.many(textL: textL, textY: textY, text: textContrast, seen: seen, ring: ring, ranks: (lowRank, midRank),
                               figures: figures)
            : RingRanking.few(textL: textL, text: textContrast, seen: seen, ring: ring, ranks: (lowRank, midRank),
                              figures: figures)
    }

    /// Which figures a measurement needs: the audit reports all of them; a fix suggestion
    /// reports the worst cases; a verdict under the WCAG metric needs the WCAG worst case alone.
    enum Figures {
        case all, worst, wcagWorst
    }

    /// The figures as `RingRanking` found them.
    init(wcagWorst: Double, wcagMedian: Double, apcaWorst: Double, apcaMedian: Double, worstRingIndex: Int,
         worstColour: Int) {
        (self.wcagWorst, self.wcagMedian, self.apcaWorst, self.apcaMedian) = (wcagWorst, wcagMedian, apcaWorst, apcaMedian)
        (self.worstRingIndex, self.worstColour) = (worstRingIndex, worstColour)
    }

    /// Ratios from 1 to 21 as Float bit patterns, sliced every `2^17` of them (1/64 of an
    /// octave): fixed, so colours are sliced in the pass that measures them.
    static let ratioSliceShift: UInt32 = 17
    /// How many: a literal, so that arrays after them lie at fixed offsets (checked by tests).
    static let ratioSlices = 278

    /// At or below this many colours every one's exact Lc is computed rather than bucketed:
    /// each rank's candidates would be most of them, and the two ranks' overlap.
    static let exactLcLimit = 128

    /// WCAG relative luminance of a packed `0xRRGGBB` colour.
    @inline(__always)
    static func luminance(_ p: UInt32) -> Double {
        WCAG.luminance(r: UInt8(truncatingIfNeeded: p >> 16), g: UInt8(truncatingIfNeeded: p >> 8), b: UInt8(truncatingIfNeeded: p))
    }
}
