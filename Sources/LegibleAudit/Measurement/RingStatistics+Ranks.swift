extension RingStatistics {
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
        guard let round = ValueBuckets(values: values, colours: members, ring: ring) else {
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
        while let round = ValueBuckets(values: values, colours: colours, ring: ring) {
            let (bucket, below) = round.bucket(holding: rank)
            rank -= below
            (values, colours) = round.members(of: bucket, values: values, colours: colours)
        }
        return pixel(atOffset: rank, among: colours, ring: ring)
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
