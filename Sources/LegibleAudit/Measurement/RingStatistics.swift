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

        // Each distinct colour is measured once and ranked by its value as a Float bit pattern:
        // positive Floats order like their bit patterns.
        let m = seen.count
        var ratios = [Double](repeating: 0, count: m)
        var ratioBits = [UInt32](repeating: 0, count: m)
        var backgroundY = [Double](repeating: 0, count: m)
        for c in 0..<m {
            let p = seen[c]
            let r = Int((p >> 16) & 255), g = Int((p >> 8) & 255), b = Int(p & 255)
            let l = 0.2126 * wcagTable[r] + 0.7152 * wcagTable[g] + 0.0722 * wcagTable[b]
            ratios[c] = WCAG.contrastRatio(luminance: textL, l)
            ratioBits[c] = Float(ratios[c]).bitPattern
            backgroundY[c] = APCA.screenLuminance(p.unpackedRGB)
        }
        let wcagPixels = Self.pixels(atRanks: [lowRank, midRank], values: ratioBits, ring: ring)
        wcagWorst = ratios[wcagPixels[0].colour]
        worstRingIndex = wcagPixels[0].position
        worstColour = wcagPixels[0].colour
        wcagMedian = ratios[wcagPixels[1].colour]
        var ranking = APCARanking(backgroundY: backgroundY, textY: APCA.screenLuminance(text), text: textContrast, ring: ring)
        let apca = ranking.lc(atRanks: [lowRank, midRank])
        apcaWorst = apca[0]
        apcaMedian = apca[1]
    }

    /// The ring pixels at `ranks` when pixels are ordered by value, then by ring position.
    /// `values[k]` is the value of colour `colours[k]` (of colour `k` when `colours` is nil), a
    /// non-negative Float bit pattern; ranks count only the pixels of those colours.
    ///
    /// Each round spreads the colours' weights over at most 4096 buckets of their value range
    /// and keeps the bucket holding the rank: three rounds at most narrow 32-bit values to one,
    /// without ordering the colours. The first round, over every colour, serves all ranks.
    static func pixels(atRanks ranks: [Int], values: [UInt32], colours: [Int]? = nil,
                       ring: RingColours) -> [(position: Int, colour: Int)] {
        let members = colours.map { $0.map { Int32(truncatingIfNeeded: $0) } }
            ?? (0..<values.count).map { Int32(truncatingIfNeeded: $0) }
        guard let round = BucketRound(values: values, colours: members, ring: ring) else {
            return ranks.map { pixel(atOffset: $0, among: members, ring: ring) }
        }
        return ranks.map { rank in
            let (bucket, below) = round.bucket(holding: rank)
            let kept = round.members(of: bucket, values: values, colours: members)
            return pixel(atRank: rank - below, values: kept.values, colours: kept.colours, ring: ring)
        }
    }

    /// One rank of `pixels(atRanks:)`, on the colours left by earlier rounds.
    static func pixel(atRank rank: Int, values: [UInt32], colours: [Int32],
                      ring: RingColours) -> (position: Int, colour: Int) {
        var values = values, colours = colours, rank = rank
        while let round = BucketRound(values: values, colours: colours, ring: ring) {
            let (bucket, below) = round.bucket(holding: rank)
            rank -= below
            (values, colours) = round.members(of: bucket, values: values, colours: colours)
        }
        return pixel(atOffset: rank, among: colours, ring: ring)
    }

    /// Colours' ring-pixel weights spread over at most 4096 equal slices of their value range.
    struct BucketRound {
        let lo: UInt32
        let shift: UInt32
        let weights: [Int]

        /// Nil when every value is the same: nothing left to narrow.
        init?(values: [UInt32], colours: [Int32], ring: RingColours) {
            var lo = UInt32.max, hi: UInt32 = 0
            for value in values {
                lo = min(lo, value)
                hi = max(hi, value)
            }
            guard lo < hi else { return nil }
            var shift: UInt32 = 0
            while (hi &- lo) >> shift >= 4096 { shift &+= 1 }
            var weights = [Int](repeating: 0, count: Int((hi &- lo) >> shift) + 1)
            weights.withUnsafeMutableBufferPointer { w in
                ring.start.withUnsafeBufferPointer { start in
                    for k in 0..<values.count {
                        let c = Int(colours[k])
                        w[Int(truncatingIfNeeded: (values[k] &- lo) >> shift)] &+= Int(start[c &+ 1] &- start[c])
                    }
                }
            }
            self.lo = lo
            self.shift = shift
            self.weights = weights
        }

        /// The bucket holding the pixel at `rank`, and how many pixels lie in lower buckets.
        func bucket(holding rank: Int) -> (bucket: Int, below: Int) {
            var below = 0, chosen = 0
            while below + weights[chosen] <= rank {
                below += weights[chosen]
                chosen += 1
            }
            return (chosen, below)
        }

        /// The values and colours that fall in `bucket`.
        func members(of bucket: Int, values: [UInt32], colours: [Int32]) -> (values: [UInt32], colours: [Int32]) {
            var keptValues: [UInt32] = [], keptColours: [Int32] = []
            for k in 0..<values.count where Int(truncatingIfNeeded: (values[k] &- lo) >> shift) == bucket {
                keptValues.append(values[k])
                keptColours.append(colours[k])
            }
            return (keptValues, keptColours)
        }
    }

    /// The pixel at `offset` when the pixels of colours of equal value are ordered by position.
    static func pixel(atOffset offset: Int, among group: [Int32], ring: RingColours) -> (position: Int, colour: Int) {
        if group.count == 1 {
            let c = Int(group[0])
            return (Int(ring.members[Int(ring.start[c]) + offset]), c)
        }
        // Walk the ring in position order, counting the group's pixels.
        var inGroup = [Bool](repeating: false, count: ring.count)
        for c in group { inGroup[Int(c)] = true }
        var seen = 0
        for position in 0..<ring.colourOf.count where inGroup[Int(ring.colourOf[position])] {
            if seen == offset { return (position, Int(ring.colourOf[position])) }
            seen += 1
        }
        preconditionFailure("offset \(offset) beyond the group's \(seen) pixels")
    }
}
