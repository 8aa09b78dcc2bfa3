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

    /// - Parameters:
    ///   - text: the text colour, as seen under the variant.
    ///   - ring: the ring colours, as seen under the variant, packed `0xRRGGBB`.
    ///   - percentile: 0–100; the value at rank `floor(p/100 · (n − 1))` of the ascending order.
    init(text: RGB8, ring: [UInt32], percentile: Double) {
        precondition(!ring.isEmpty, "a ring needs at least one pixel")
        let n = ring.count
        let lowRank = min(n - 1, max(0, Int((percentile / 100 * Double(n - 1)).rounded(.down))))
        let midRank = (n - 1) / 2
        let wcagTable = SRGB.linearTable
        let textL = WCAG.luminance(text)
        let textY = APCA.screenLuminance(text)

        // Ring colours repeat a lot (flat fills, gradients): measure each distinct colour once.
        var cache = ColourCache()
        var ratios = [RankedValue](repeating: RankedValue(value: 0, index: 0), count: n)
        var contrasts = [RankedValue](repeating: RankedValue(value: 0, index: 0), count: n)
        var signedLc = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let p = ring[i]
            let figures = cache.lookup(p) {
                let r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
                let l = 0.2126 * wcagTable[r] + 0.7152 * wcagTable[g] + 0.0722 * wcagTable[b]
                let y = APCA.screenLuminance(p.unpackedRGB)
                return (WCAG.contrastRatio(luminance: textL, l), APCA.lightnessContrast(textY: textY, backgroundY: y))
            }
            ratios[i] = RankedValue(value: figures.0, index: i)
            contrasts[i] = RankedValue(value: abs(figures.1), index: i)
            signedLc[i] = figures.1
        }
        let worst = quickSelect(&ratios, lowRank)
        wcagWorst = worst.value
        worstRingIndex = worst.index
        wcagMedian = quickSelect(&ratios, midRank).value
        apcaWorst = signedLc[quickSelect(&contrasts, lowRank).index]
        apcaMedian = signedLc[quickSelect(&contrasts, midRank).index]
    }
}

/// A value with the position it came from, ordered by value (ties by position, for determinism).
struct RankedValue: Comparable, Sendable {
    var value: Double
    var index: Int

    static func < (a: RankedValue, b: RankedValue) -> Bool {
        a.value < b.value || (a.value == b.value && a.index < b.index)
    }
}

/// A small direct-mapped cache from packed colour to its (ratio, Lc) against one text colour.
private struct ColourCache {
    private var keys = [UInt32](repeating: .max, count: 4096)
    private var values = [(Double, Double)](repeating: (0, 0), count: 4096)

    mutating func lookup(_ key: UInt32, compute: () -> (Double, Double)) -> (Double, Double) {
        let slot = Int((key &* 2654435761) >> 20) & 4095
        if keys[slot] == key { return values[slot] }
        let value = compute()
        keys[slot] = key
        values[slot] = value
        return value
    }
}
