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
        var cache = ColourCache(capacityFor: n)
        // Ranked as packed keys (value's Float bits, then position): positive Floats order like
        // their bit patterns, and one integer compare is cheap in the selection.
        var ratioKeys = [UInt64](repeating: 0, count: n)
        var contrastKeys = [UInt64](repeating: 0, count: n)
        var ratios = [Double](repeating: 0, count: n)
        var signedLc = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let p = ring[i]
            let figures = cache.lookup(p) {
                let r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
                let l = 0.2126 * wcagTable[r] + 0.7152 * wcagTable[g] + 0.0722 * wcagTable[b]
                let y = APCA.screenLuminance(p.unpackedRGB)
                return (WCAG.contrastRatio(luminance: textL, l), APCA.lightnessContrast(textY: textY, backgroundY: y))
            }
            ratios[i] = figures.0
            signedLc[i] = figures.1
            ratioKeys[i] = UInt64(Float(figures.0).bitPattern) << 32 | UInt64(i)
            contrastKeys[i] = UInt64(Float(abs(figures.1)).bitPattern) << 32 | UInt64(i)
        }
        let worst = Int(truncatingIfNeeded: quickSelect(&ratioKeys, lowRank) & 0xFFFF_FFFF)
        wcagWorst = ratios[worst]
        worstRingIndex = worst
        wcagMedian = ratios[Int(truncatingIfNeeded: quickSelect(&ratioKeys, midRank) & 0xFFFF_FFFF)]
        apcaWorst = signedLc[Int(truncatingIfNeeded: quickSelect(&contrastKeys, lowRank) & 0xFFFF_FFFF)]
        apcaMedian = signedLc[Int(truncatingIfNeeded: quickSelect(&contrastKeys, midRank) & 0xFFFF_FFFF)]
    }
}

/// A small direct-mapped cache from packed colour to its (ratio, Lc) against one text colour.
private struct ColourCache {
    private var keys: [UInt32]
    private var values: [(Double, Double)]
    private let shift: UInt32
    private let slotMask: Int

    /// Room for about twice the pixels, 64 to 4096 slots: small rings clear little memory.
    init(capacityFor count: Int) {
        var bits: UInt32 = 6
        while bits < 12 && (1 << bits) < 2 * count { bits += 1 }
        keys = [UInt32](repeating: .max, count: 1 << Int(bits))
        values = [(Double, Double)](repeating: (0, 0), count: 1 << Int(bits))
        shift = 32 - bits
        slotMask = (1 << Int(bits)) - 1
    }

    mutating func lookup(_ key: UInt32, compute: () -> (Double, Double)) -> (Double, Double) {
        let slot = Int((key &* 2654435761) >> shift) & slotMask
        if keys[slot] == key { return values[slot] }
        let value = compute()
        keys[slot] = key
        values[slot] = value
        return value
    }
}
