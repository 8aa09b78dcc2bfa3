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
    /// Its distinct colour (index into `RingColours.keys`).
    var worstColour: Int

    /// - Parameters:
    ///   - text: the text colour, as seen under the variant.
    ///   - seen: per distinct ring colour of `ring`, that colour as seen under the variant.
    ///   - ring: the ring's distinct colours with their counts and positions.
    ///   - percentile: 0–100; the value at rank `floor(p/100 · (n − 1))` of the ascending order,
    ///     pixels of equal value ordered by ring position.
    init(text: RGB8, seen: [UInt32], ring: RingColours, percentile: Double) {
        let n = ring.members.count
        precondition(n > 0, "a ring needs at least one pixel")
        let lowRank = min(n - 1, max(0, Int((percentile / 100 * Double(n - 1)).rounded(.down))))
        let midRank = (n - 1) / 2
        let wcagTable = SRGB.linearTable
        let textL = WCAG.luminance(text)
        let textContrast = APCA.TextContrast(textY: APCA.screenLuminance(text))

        // Each distinct colour is measured once and ranked by a packed key (the value's Float
        // bits, then the colour): positive Floats order like their bit patterns.
        let m = seen.count
        var ratios = [Double](repeating: 0, count: m)
        var signedLc = [Double](repeating: 0, count: m)
        var ratioKeys = [UInt64](repeating: 0, count: m)
        var contrastKeys = [UInt64](repeating: 0, count: m)
        for c in 0..<m {
            let p = seen[c]
            let r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
            let l = 0.2126 * wcagTable[r] + 0.7152 * wcagTable[g] + 0.0722 * wcagTable[b]
            let y = APCA.screenLuminance(p.unpackedRGB)
            ratios[c] = WCAG.contrastRatio(luminance: textL, l)
            signedLc[c] = textContrast.lightnessContrast(backgroundY: y)
            ratioKeys[c] = UInt64(Float(ratios[c]).bitPattern) << 32 | UInt64(c)
            contrastKeys[c] = UInt64(Float(abs(signedLc[c])).bitPattern) << 32 | UInt64(c)
        }
        let worst = Self.pixel(atRank: lowRank, keys: &ratioKeys, ring: ring)
        wcagWorst = ratios[worst.colour]
        worstRingIndex = worst.position
        worstColour = worst.colour
        wcagMedian = ratios[Self.pixel(atRank: midRank, keys: &ratioKeys, ring: ring).colour]
        apcaWorst = signedLc[Self.pixel(atRank: lowRank, keys: &contrastKeys, ring: ring).colour]
        apcaMedian = signedLc[Self.pixel(atRank: midRank, keys: &contrastKeys, ring: ring).colour]
    }

    /// The ring pixel at `rank` when pixels are ordered by value, then by ring position.
    /// `keys` holds each distinct colour's (value bits, colour); it is reordered.
    static func pixel(atRank rank: Int, keys: inout [UInt64], ring: RingColours) -> (position: Int, colour: Int) {
        let value = weightedSelect(&keys, rank: rank, ring: ring) >> 32
        // The colours sharing this value: pixels among them go by position.
        var below = 0
        var group: [Int] = []
        for key in keys {
            let c = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
            if key >> 32 < value { below += ring.weight(c) } else if key >> 32 == value { group.append(c) }
        }
        let offset = rank - below
        if group.count == 1 {
            let c = group[0]
            return (Int(ring.members[Int(ring.start[c]) + offset]), c)
        }
        var merged: [UInt64] = []
        for c in group {
            for s in Int(ring.start[c])..<Int(ring.start[c + 1]) { merged.append(UInt64(ring.members[s]) << 32 | UInt64(c)) }
        }
        merged.sort()
        let chosen = merged[offset]
        return (Int(chosen >> 32), Int(truncatingIfNeeded: chosen & 0xFFFF_FFFF))
    }

    /// The key at `rank` when each key (colour in the low 32 bits) counts as many times as its
    /// colour has ring pixels: a quickselect that moves by weight, linear in expected time.
    static func weightedSelect(_ keys: inout [UInt64], rank: Int, ring: RingColours) -> UInt64 {
        var lo = 0, hi = keys.count - 1, rank = rank
        return keys.withUnsafeMutableBufferPointer { k in
            while lo < hi {
                // Median of three, then a three-way split (keys are unique, so the middle is the pivot).
                let mid = lo + (hi - lo) / 2
                if k[mid] < k[lo] { k.swapAt(mid, lo) }
                if k[hi] < k[lo] { k.swapAt(hi, lo) }
                if k[hi] < k[mid] { k.swapAt(hi, mid) }
                let pivot = k[mid]
                k.swapAt(mid, hi)
                var store = lo, lighter = 0
                for i in lo..<hi where k[i] < pivot {
                    lighter += ring.weight(Int(truncatingIfNeeded: k[i] & 0xFFFF_FFFF))
                    k.swapAt(i, store)
                    store += 1
                }
                k.swapAt(store, hi)
                let own = ring.weight(Int(truncatingIfNeeded: pivot & 0xFFFF_FFFF))
                if rank < lighter {
                    hi = store - 1
                } else if rank < lighter + own {
                    return pivot
                } else {
                    rank -= lighter + own
                    lo = store + 1
                }
            }
            return k[lo]
        }
    }
}
