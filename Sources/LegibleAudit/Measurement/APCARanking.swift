import LegibleColor

/// Ranks a ring's colours by |Lc| against one text colour while computing exact Lc (a
/// double-precision `pow` each, most of the measurement's cost on photos) for few of them.
///
/// |Lc| depends on the background's screen luminance Y alone, and only grows with Y's distance
/// from the text's own luminance on either side (zero near it, then up). So the colours of each
/// side are bucketed by that distance; a bucket's values lie between those of its nearest and
/// furthest member (its extreme luminances), bounded from tabulated powers without a `pow`
/// (`APCA.TextContrast.absoluteBounds`). Those bounds show which buckets lie certainly below or
/// above the value at a rank; exact Lc is computed only for the colours of the buckets in
/// between, and the rank is found among them — the same pixel full sorting would pick, ties
/// (equal Float |Lc|) ordered by ring position.
struct APCARanking {
    /// What one bucket holds: its members' extreme luminances and how many pixels.
    struct Bucket {
        /// The lowest luminance and the negated highest: both kept by one `minpd`, a short
        /// chain when neighbouring colours (alike, so often of one bucket) follow each other.
        var extremes = SIMD2<Double>(repeating: .infinity)
        var lowY: Double { extremes[0] }
        var highY: Double { -extremes[1] }
        var weight = 0
        /// Its last member (index into the ranked colours), or -1.
        var head: Int32 = -1
    }

    /// How the colours lie around the text's luminance: how many are above it, and how near
    /// and how far from it they come on either side. Kept as four extreme luminances, each a
    /// `minsd`/`maxsd` per colour rather than a select per side for each figure; the distances
    /// follow from them exactly (subtracting one value keeps their order).
    struct Spread {
        var above = 0
        private var lowestY = Double.infinity, highestY = -Double.infinity
        private var highestBelow = -Double.infinity, lowestAbove = Double.infinity

        @inline(__always) mutating func add(_ y: Double, textY: Double) {
            let isAbove = y > textY
            above &+= isAbove ? 1 : 0
            lowestY = lowestY < y ? lowestY : y
            highestY = highestY > y ? highestY : y
            let belowY = isAbove ? -Double.infinity : y, aboveY = isAbove ? y : .infinity
            highestBelow = highestBelow > belowY ? highestBelow : belowY
            lowestAbove = lowestAbove < aboveY ? lowestAbove : aboveY
        }

        /// Per side, the distance of its nearest colour from `textY` (∞ for none) and of its
        /// furthest (0 for none).
        func nearBelow(_ textY: Double) -> Double { highestBelow > -.infinity ? textY - highestBelow : .infinity }
        func reachBelow(_ textY: Double) -> Double { highestBelow > -.infinity ? textY - lowestY : 0 }
        func nearAbove(_ textY: Double) -> Double { lowestAbove < .infinity ? lowestAbove - textY : .infinity }
        func reachAbove(_ textY: Double) -> Double { lowestAbove < .infinity ? highestY - textY : 0 }
    }

    /// Where a luminance's bucket is: each side's distances from the text's luminance, from
    /// its nearest colour's to its furthest's, cut into equal slices (about 16 colours each).
    struct Geometry {
        let textY: Double
        /// Buckets below (or at) and above the text's luminance.
        let size: (Int, Int)
        /// Per side, the distance of its nearest colour from the text's luminance.
        let near: (Double, Double)
        /// Per side, buckets per unit of distance.
        let scale: (Double, Double)

        /// - Parameter count: how many colours `spread` gathered.
        init(spread: Spread, count m: Int, textY: Double) {
            self.textY = textY
            let counts = (m &- spread.above, spread.above)
            near = (spread.nearBelow(textY), spread.nearAbove(textY))
            let reach = (spread.reachBelow(textY), spread.reachAbove(textY))
            // About 16 colours a bucket: bounds cost no `pow`, so finer buckets leave fewer candidates.
            size = (min(1024, max(1, counts.0 / 16)), min(1024, max(1, counts.1 / 16)))
            // Buckets span the distances each side's colours have, not all from the text's own
            // luminance on: a photo's colours often sit in a narrow band far from it.
            scale = (reach.0 > near.0 ? Double(size.0) / (reach.0 - near.0) : 0,
                     reach.1 > near.1 ? Double(size.1) / (reach.1 - near.1) : 0)
        }

        /// Buckets in all.
        var count: Int { size.0 &+ size.1 }
        /// The buckets of each side: below, then above.
        var sides: [Range<Int>] { [0..<size.0, size.0..<count] }

        /// The bucket of screen luminance `y`: at or below the text's `0..<size.0`, nearest
        /// first, then those above it.
        @inline(__always) func bucket(_ y: Double) -> Int {
            let above = y > textY
            let distance = above ? y - textY : textY - y
            return above
                ? size.0 &+ min(size.1 &- 1, Self.nearest((distance - near.1) * scale.1))
                : min(size.0 &- 1, Self.nearest((distance - near.0) * scale.0))
        }

        /// The integer nearest `x` (0 ≤ x < 2^31), read from the low bits of `x + 1.5·2^52`:
        /// no range checks, unlike `Int(x)`. Any order-keeping slicing serves the buckets (their
        /// bounds come from their members), so rounding stands in for truncation.
        @inline(__always) static func nearest(_ x: Double) -> Int {
            Int(Int32(truncatingIfNeeded: (x + 6_755_399_441_055_744.0).bitPattern))
        }
    }

    private let backgroundY: [Double]
    private let textY: Double
    private let text: APCA.TextContrast
    private let ring: RingColours
    /// The colours ranked (indices into `backgroundY`); nil for all of them.
    private let colours: [Int32]?
    /// Per ranked colour, the member of its bucket before it, or -1: each bucket's members
    /// chained as they are counted, so that candidates are found without another pass.
    private let next: [Int32]
    private let buckets: [Bucket]
    /// The buckets of each side, nearest first (so in order of value).
    private let sides: [Range<Int>]

    /// Adds colour `k` (screen luminance `y`, `weight` pixels) to its bucket: the caller's own
    /// pass over the colours fills the buckets this way. Extreme luminances, not the colours
    /// having them, keep it free of branches that depend on the data.
    @inline(__always)
    static func add(_ k: Int, y: Double, weight: Int, geometry: Geometry, buckets: UnsafeMutablePointer<Bucket>,
                    next: UnsafeMutablePointer<Int32>) {
        let b = geometry.bucket(y)
        buckets[b].weight &+= weight
        let both = SIMD2(y, -y), extremes = buckets[b].extremes
        buckets[b].extremes = extremes.replacing(with: both, where: both .< extremes)
        next[k] = buckets[b].head
        buckets[b].head = Int32(truncatingIfNeeded: k)
    }

    /// Buckets the caller filled with `add`, over every colour of `ring`.
    init(backgroundY: [Double], geometry: Geometry, text: APCA.TextContrast, ring: RingColours,
         buckets: [Bucket], next: [Int32]) {
        self.backgroundY = backgroundY
        textY = geometry.textY
        self.text = text
        self.ring = ring
        colours = nil
        self.next = next
        self.buckets = buckets
        sides = geometry.sides
    }

    /// - Parameters:
    ///   - backgroundY: per colour of `ring`, its screen luminance under the variant.
    ///   - spread: how `colours` (all colours when nil) lie around `textY`.
    ///   - colours: the colours to rank, when not all.
    init(backgroundY: [Double], textY: Double, spread: Spread, text: APCA.TextContrast, ring: RingColours,
         colours: [Int32]? = nil) {
        self.backgroundY = backgroundY
        self.textY = textY
        self.text = text
        self.ring = ring
        self.colours = colours
        let m = colours?.count ?? backgroundY.count
        let geometry = Geometry(spread: spread, count: m, textY: textY)
        sides = geometry.sides
        var buckets = [Bucket](repeating: Bucket(), count: geometry.count)
        // Raw buffers: this loop runs once per colour per variant, and array subscripts in a
        // closure would check uniqueness on every write.
        next = [Int32](unsafeUninitializedCapacity: m) { next, done in
            backgroundY.withUnsafeBufferPointer { ys in
                ring.start.withUnsafeBufferPointer { start in
                    buckets.withUnsafeMutableBufferPointer { buckets in
                        @inline(__always) func chain(colour: (Int) -> Int) {
                            for k in 0..<m {
                                let c = colour(k)
                                Self.add(k, y: ys[c], weight: Int(start[c &+ 1] &- start[c]), geometry: geometry,
                                         buckets: buckets.baseAddress!, next: next.baseAddress!)
                            }
                        }
                        if let colours {
                            colours.withUnsafeBufferPointer { colours in chain { Int(colours[$0]) } }
                        } else {
                            chain { $0 }
                        }
                    }
                }
            }
            done = m
        }
        self.buckets = buckets
    }

    /// Above this many candidates a rank's colours are bucketed again rather than all computed.
    static let exactLimit = 64

    /// Signed Lc of the ring pixel at each rank (pixels ordered by Float |Lc|, then position).
    func lc(atRanks ranks: [Int]) -> [Double] {
        // Value bounds per non-empty bucket, from tabulated powers rather than a `pow` each.
        var low = [Double](repeating: 0, count: buckets.count), high = low
        for (b, bucket) in buckets.enumerated() where bucket.weight > 0 {
            (low[b], high[b]) = text.absoluteBounds(lowY: bucket.lowY, highY: bucket.highY, above: b >= sides[1].lowerBound)
        }
        return ranks.map { rank in
            // The value at the rank lies between the rank-th smallest lower bound and the
            // rank-th smallest upper bound: buckets wholly below count as weight only, those
            // in between give their members as candidates (walking their chains).
            let floor = Float(valueAtRank(rank, bounds: low)), ceiling = Float(valueAtRank(rank, bounds: high))
            var belowWeight = 0
            // At most every ranked colour: one buffer, no growing.
            let candidates = [Int32](unsafeUninitializedCapacity: next.count) { candidates, done in
                var found = 0
                for (b, bucket) in buckets.enumerated() where bucket.weight > 0 {
                    if Float(high[b]) < floor {
                        belowWeight += bucket.weight
                    } else if Float(low[b]) <= ceiling {
                        var k = bucket.head
                        while k >= 0 {
                            candidates[found] = colours?[Int(k)] ?? k
                            found &+= 1
                            k = next[Int(k)]
                        }
                    }
                }
                done = found
            }
            // Colours cluster (photos), so buckets of equal width can leave many candidates:
            // bucket those again, as long as that narrows them.
            if candidates.count > Self.exactLimit && 4 * candidates.count <= 3 * next.count {
                var spread = Spread()
                for c in candidates { spread.add(backgroundY[Int(c)], textY: textY) }
                let inner = APCARanking(backgroundY: backgroundY, textY: textY, spread: spread, text: text, ring: ring,
                                        colours: candidates)
                return inner.lc(atRanks: [rank - belowWeight])[0]
            }
            let values = candidates.map { Float(abs(text.lightnessContrast(backgroundY: backgroundY[Int($0)]))).bitPattern }
            let chosen = RingStatistics.pixels(atRanks: [rank - belowWeight], values: values,
                                               colours: candidates, ring: ring)[0]
            return text.lightnessContrast(backgroundY: backgroundY[chosen.colour])
        }
    }

    /// The `rank`-th smallest of the buckets' `bounds`, each counted as often as its bucket has
    /// pixels: both sides are in order already, so they are merged.
    private func valueAtRank(_ rank: Int, bounds: [Double]) -> Double {
        var a = sides[0].lowerBound, b = sides[1].lowerBound, seen = 0
        while true {
            while a < sides[0].upperBound && buckets[a].weight == 0 { a += 1 }
            while b < sides[1].upperBound && buckets[b].weight == 0 { b += 1 }
            let takeA = b >= sides[1].upperBound || (a < sides[0].upperBound && bounds[a] <= bounds[b])
            let bucket = takeA ? a : b
            seen += buckets[bucket].weight
            if seen > rank { return bounds[bucket] }
            if takeA { a += 1 } else { b += 1 }
        }
    }
}
