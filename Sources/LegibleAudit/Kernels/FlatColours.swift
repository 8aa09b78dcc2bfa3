/// Whether most of a ring's colours lie near one colour (stage 7's flat background), in whole
/// lanes of eight where the plain version (`referenceIsFlat`) goes one colour at a time and
/// stops early: the same colour found by the same vote, the same counts, the same answer.
enum FlatColours {
    /// Whether at least `share` (over one half) of `colours` lie within √`within` of the colour
    /// the majority vote picks (a colour holding more than half of them wins it).
    static func isFlat(_ colours: UnsafeBufferPointer<UInt32>, share: Double, within: Int32) -> Bool {
        guard let first = colours.first else { return false }
        precondition(share > 0.5, "a flat share is a majority")
        let least = Int((share * Double(colours.count)).rounded(.up))
        // A flat ring is mostly its first colour exactly: a colour holding `least`, over half of
        // them, is the one the vote picks, so the vote is not needed.
        if count(first, in: colours) >= least { return true }
        // The leader's exact colour lies within any `within` of it: its near count tells both.
        return nearCount(majority(colours), limit: within, in: colours) >= least
    }

    /// The Boyer–Moore majority vote, colour by colour as `referenceMajority`, without a branch
    /// on the colours: a photo's ring changes colour at random, and each mispredicted test of
    /// the vote (or of where a run of one colour ends) cost more than the pixel's update. Eight
    /// colours all of the leader's, as along a flat ring, are counted at once.
    static func majority(_ colours: UnsafeBufferPointer<UInt32>) -> UInt32 {
        var leader: UInt32 = 0, lead = 0, i = 0
        let n = colours.count
        guard let source = colours.baseAddress else { return leader }
        @inline(__always) func vote(_ colour: UInt32) {
            // No lead: the colour takes it. Otherwise the leader's colour adds one, any other
            // takes one away.
            let open = lead == 0
            leader = open ? colour : leader
            lead = open || colour == leader ? lead &+ 1 : lead &- 1
        }
        while i &+ 8 <= n {
            let eight = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self)
            if lead > 0 && ColourHistogram.isZero(eight ^ SIMD8<UInt32>(repeating: leader)) {
                lead &+= 8
            } else {
                for k in 0..<8 { vote(source[i &+ k]) }
            }
            i &+= 8
        }
        while i < n {
            vote(source[i])
            i &+= 1
        }
        return leader
    }

    /// How many of `colours` equal `value` (all 32 bits), eight at a time.
    static func count(_ value: UInt32, in colours: UnsafeBufferPointer<UInt32>) -> Int {
        let n = colours.count
        guard let source = colours.baseAddress else { return 0 }
        let target = SIMD8<UInt32>(repeating: value)
        var counts = SIMD8<UInt32>.zero, i = 0
        while i &+ 8 <= n {
            counts &+= SIMD8<UInt32>.zero.replacing(with: 1, where: UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self) .== target)
            i &+= 8
        }
        var total = Int(counts.wrappedSum())
        while i < n {
            total &+= source[i] == value ? 1 : 0
            i &+= 1
        }
        return total
    }

    /// How many of `colours` lie within √`limit` of `colour` (`colourDistanceSquared`), eight at
    /// a time (`SquaredDistanceLanes`).
    static func nearCount(_ colour: UInt32, limit: Int32, in colours: UnsafeBufferPointer<UInt32>) -> Int {
        let n = colours.count
        guard let source = colours.baseAddress else { return 0 }
        let lanes = SquaredDistanceLanes(colour), bound = SIMD8<Int32>(repeating: limit)
        var counts = SIMD8<Int32>.zero, i = 0
        while i &+ 8 <= n {
            let d = lanes.squaredDistances(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self))
            counts &+= SIMD8<Int32>.zero.replacing(with: 1, where: d .<= bound)
            i &+= 8
        }
        var total = Int(counts.wrappedSum())
        while i < n {
            total &+= colourDistanceSquared(source[i], colour) <= limit ? 1 : 0
            i &+= 1
        }
        return total
    }
}
