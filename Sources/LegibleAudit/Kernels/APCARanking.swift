import LegibleColour

/// Ranks a ring's colours by |Lc| against one text colour while computing exact Lc (a
/// double-precision `pow` each, most of the measurement's cost on photos) for few of them.
///
/// |Lc| depends on the background's screen luminance Y alone, and only grows with Y's distance
/// from the text's own luminance on either side (zero near it, then up). So the colours of each
/// side are bucketed by that distance (first in fixed cells, `Cells`, as the colours are
/// measured; candidates again by their own spread, `Geometry`); a bucket's values lie between
/// those at the ends of its range of luminances, bounded from tabulated powers without a `pow`
/// (`APCA.TextContrast.absoluteBounds`). Those bounds show which buckets lie certainly below or
/// above the value at a rank; exact Lc is computed only for the colours of the buckets in
/// between, and the rank is found among them — the same pixel full sorting would pick, ties
/// (equal Float |Lc|) ordered by ring position.
struct APCARanking {
    /// Per ring colour, its screen luminance under the variant.
    let ys: UnsafePointer<Double>
    /// The ring's `start`: colour `c` weighs `start[c + 1] - start[c]` pixels.
    let start: UnsafePointer<Int32>
    let text: APCA.TextContrast
    /// The text's screen luminance.
    let textY: Double
    let ring: RingColours
    /// `APCA.boundPowers`, fetched once.
    let powers: UnsafePointer<Double>

    /// How the colours lie around the text's luminance: how many are above it, and how near
    /// and how far from it they come on either side. Kept as four extreme luminances, each a
    /// `minsd`/`maxsd` per colour rather than a select per side for each figure; the distances
    /// follow from them exactly (subtracting one value keeps their order).
    struct Spread {
        var above = 0
        fileprivate(set) var lowestY = Double.infinity, highestY = -Double.infinity
        fileprivate(set) var highestBelow = -Double.infinity, lowestAbove = Double.infinity

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

    /// A fixed grid of buckets for a first round over every colour, needing nothing known of
    /// the colours beforehand (so they are bucketed in the pass that measures them): cells of
    /// screen luminance `1/cellsPerUnit` wide centred on multiples of it (as the bounds'
    /// table's grid points are), those at or below the text's luminance numbered from it down
    /// (`0..<size.0`), those above from it up. Cell `j` holds the luminances that scale to
    /// `j ± 0.5`: luminances scale exactly (a power of two) and `Geometry.nearest` rounds.
    struct Cells: APCABuckets {
        static let cellsPerUnit = 256.0
        let textY: Double
        /// The cell of the text's luminance, which either side counts as its first.
        let textCell: Int
        let size: (Int, Int)

        /// Buckets in all: the cells of luminances `0...1.1` (`absoluteBounds` takes up to
        /// 1.1; they reach 1), plus the text's counted twice. A literal (checked by tests).
        static let count = 284

        init(textY: Double) {
            self.textY = textY
            textCell = Geometry.nearest(textY * Self.cellsPerUnit)
            size = (textCell &+ 1, Self.count &- 1 &- textCell)
        }

        var count: Int { Self.count }

        @inline(__always) func bucket(_ y: Double) -> Int {
            let cell = Geometry.nearest(y * Self.cellsPerUnit)
            return y > textY ? size.0 &+ (cell &- textCell) : textCell &- cell
        }

        @inline(__always) func range(ofBucket b: Int) -> (lowY: Double, highY: Double) {
            if b < size.0 {
                let cell = Double(textCell &- b)
                return (max(0, (cell - 0.5) / Self.cellsPerUnit), min(textY, (cell + 0.5) / Self.cellsPerUnit))
            }
            let cell = Double(textCell &+ (b &- size.0))
            return (max(textY, (cell - 0.5) / Self.cellsPerUnit), min(1.1, (cell + 0.5) / Self.cellsPerUnit))
        }
    }

    /// Where a luminance's bucket is: each side's distances from the text's luminance, from
    /// its nearest colour's to its furthest's, cut into equal slices (about 4 colours each).
    struct Geometry: APCABuckets {
        let textY: Double
        /// Buckets below (or at) and above the text's luminance.
        let size: (Int, Int)
        /// Per side, the distance of its nearest colour from the text's luminance.
        let near: (Double, Double)
        /// Per side, buckets per unit of distance.
        let scale: (Double, Double)
        /// The colours' extreme luminances: each side's bounds the buckets' ranges.
        let spread: Spread

        /// - Parameter count: how many colours `spread` gathered.
        init(spread: Spread, count m: Int, textY: Double) {
            self.textY = textY
            self.spread = spread
            let counts = (m &- spread.above, spread.above)
            near = (spread.nearBelow(textY), spread.nearAbove(textY))
            let reach = (spread.reachBelow(textY), spread.reachAbove(textY))
            // About 4 colours a bucket: bounds cost no `pow`, so finer buckets leave fewer candidates.
            size = (min(1024, max(1, counts.0 / 4)), min(1024, max(1, counts.1 / 4)))
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

        /// Luminances that every colour of bucket `b` lies within: the bucket's slice of
        /// distances, widened by a hair against rounding (far less than a cell of the bounds'
        /// table), within its side's extremes. Bounds from a bucket's slice rather than from its
        /// members' extremes: keeping those cost every colour a read-modify-write.
        @inline(__always) func range(ofBucket b: Int) -> (lowY: Double, highY: Double) {
            let margin = 1e-9
            if b < size.0 {
                var lowY = spread.lowestY, highY = spread.highestBelow
                if scale.0 > 0 {
                    if b < size.0 &- 1 { lowY = max(lowY, textY - (near.0 + (Double(b) + 0.5) / scale.0) - margin) }
                    if b > 0 { highY = min(highY, textY - (near.0 + (Double(b) - 0.5) / scale.0) + margin) }
                }
                return (lowY, highY)
            }
            let j = b &- size.0
            var lowY = spread.lowestAbove, highY = spread.highestY
            if scale.1 > 0 {
                if j < size.1 &- 1 { highY = min(highY, textY + (near.1 + (Double(j) + 0.5) / scale.1) + margin) }
                if j > 0 { lowY = max(lowY, textY + (near.1 + (Double(j) - 0.5) / scale.1) - margin) }
            }
            return (lowY, highY)
        }

        /// The integer nearest `x` (0 ≤ x < 2^31), read from the low bits of `x + 1.5·2^52`:
        /// no range checks, unlike `Int(x)`. Bucket `j` holds the distances that scale to
        /// `j ± 0.5` (`range(ofBucket:)`), the last one all beyond.
        @inline(__always) static func nearest(_ x: Double) -> Int {
            Int(Int32(truncatingIfNeeded: (x + 6_755_399_441_055_744.0).bitPattern))
        }
    }
}

extension APCARanking {
    /// Above this many candidates a rank's colours are bucketed again rather than all computed.
    static let exactLimit = 64

    /// Bytes of scratch `lc(atRanks:)` needs for `count` colours in `buckets` buckets.
    static func scratchBytes(count m: Int, buckets: Int) -> Int { 8 &* buckets &+ 12 &* m &+ 8 }

    /// Signed Lc of the ring pixels at `ranks.0` and, when `both`, `ranks.1` (pixels
    /// ordered by Float |Lc|, then ring position), among `count` colours — `colours[k]`, or `k`
    /// itself when nil — that the caller put in `geometry`'s buckets: bucket `b`'s weight is
    /// `sums[2b]`, and its members are chained from `sums[2b + 1]` through `links[2k]`.
    ///
    /// The value at a rank lies between the rank-th smallest lower bound and the rank-th
    /// smallest upper bound: buckets wholly below count as weight only, and those in between
    /// give their members as candidates. Only values are needed, not positions: the pixel is
    /// placed only when colours of one Float |Lc| differ in exact Lc.
    func lc(atRanks ranks: (Int, Int), both: Bool, colours: UnsafePointer<Int32>?, count m: Int, geometry: some APCABuckets,
            sums: UnsafePointer<Int32>, links: UnsafePointer<Int32>, scratch: UnsafeMutableRawPointer) -> (Double, Double) {
        let nb = geometry.count
        let low = scratch.bindMemory(to: Float.self, capacity: 2 &* nb), high = low + nb
        let candidates = (scratch + 8 &* nb).bindMemory(to: Int32.self, capacity: m)
        let items = (scratch + ((8 &* nb &+ 4 &* m &+ 7) & ~7)).bindMemory(to: UInt64.self, capacity: m)
        // Value bounds per non-empty bucket, from tabulated powers rather than a `pow` each; as
        // Floats, which order the ranked values.
        for b in 0..<nb where sums[2 &* b] > 0 {
            let (lowY, highY) = geometry.range(ofBucket: b)
            let bounds = text.absoluteBounds(lowY: lowY, highY: highY, above: b >= geometry.size.0, powers: powers)
            low[b] = Float(bounds.low)
            high[b] = Float(bounds.high)
        }
        let floors = Self.valuesAtRanks(ranks, bounds: low, sums: sums, geometry: geometry)
        let ceilings = Self.valuesAtRanks(ranks, bounds: high, sums: sums, geometry: geometry)
        @inline(__always) func one(_ rank: Int, floor: Float, ceiling: Float) -> Double {
            var below = 0, found = 0
            for b in 0..<nb where sums[2 &* b] > 0 {
                if high[b] < floor {
                    below &+= Int(sums[2 &* b])
                } else if low[b] <= ceiling {
                    var k = sums[2 &* b &+ 1]
                    while k >= 0 {
                        candidates[found] = colours?[Int(k)] ?? k
                        found &+= 1
                        k = links[2 &* Int(k)]
                    }
                }
            }
            return lc(atRank: rank &- below, candidates: candidates, count: found, of: m, items: items)
        }
        let first = one(ranks.0, floor: floors.0, ceiling: ceilings.0)
        guard both else { return (first, first) }
        return (first, ranks.1 == ranks.0 ? first : one(ranks.1, floor: floors.1, ceiling: ceilings.1))
    }

    /// Signed Lc at `rank` among `count` candidates (ring colours), narrowed from `of` colours.
    private func lc(atRank rank: Int, candidates: UnsafePointer<Int32>, count found: Int, of m: Int,
                    items: UnsafeMutablePointer<UInt64>) -> Double {
        // Colours cluster (photos), so buckets of equal width can leave many candidates:
        // bucket those again, as long as that narrows them.
        if found > Self.exactLimit && 4 &* found <= 3 &* m {
            var spread = Spread()
            for k in 0..<found { spread.add(ys[Int(candidates[k])], textY: textY) }
            let geometry = Geometry(spread: spread, count: found, textY: textY)
            let nb = geometry.count
            let bytes = 8 &* (nb &+ 1) &+ 8 &* found &+ Self.scratchBytes(count: found, buckets: nb)
            let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 8)
            defer { block.deallocate() }
            let sums = block.bindMemory(to: Int32.self, capacity: 2 &* (nb &+ 1) &+ 2 &* found)
            let links = sums + 2 &* (nb &+ 1)
            for b in 0..<nb {
                sums[2 &* b] = 0
                sums[2 &* b &+ 1] = -1
            }
            for k in 0..<found {
                let c = Int(candidates[k])
                let b = 2 &* geometry.bucket(ys[c])
                sums[b] &+= start[c &+ 1] &- start[c]
                links[2 &* k] = sums[b &+ 1]
                sums[b &+ 1] = Int32(truncatingIfNeeded: k)
            }
            let scratchAt: Int = 8 &* (nb &+ 1) &+ 8 &* found
            let scratch = block + scratchAt
            return lc(atRanks: (rank, rank), both: false, colours: candidates, count: found, geometry: geometry,
                      sums: sums, links: links, scratch: scratch).0
        }
        for k in 0..<found {
            let c = candidates[k]
            let magnitude = Float(abs(text.lightnessContrast(backgroundY: ys[Int(c)]))).bitPattern
            items[k] = UInt64(magnitude) &<< 32 | UInt64(UInt32(bitPattern: c))
        }
        return WeightedSelection.value(atRank: rank, items: items, count: found, start: start, ring: ring) {
            text.lightnessContrast(backgroundY: ys[$0])
        }
    }

    /// The values at `ranks` of the buckets' `bounds`, each counted as often as its bucket has
    /// pixels: both sides are in order already, so they are merged, once for both ranks.
    private static func valuesAtRanks(_ ranks: (Int, Int), bounds: UnsafePointer<Float>, sums: UnsafePointer<Int32>,
                                      geometry: some APCABuckets) -> (Float, Float) {
        let ordered = ranks.0 <= ranks.1
        let (lower, upper) = ordered ? ranks : (ranks.1, ranks.0)
        let aEnd = geometry.size.0, bEnd = geometry.count
        var a = 0, b = aEnd, seen = 0, first = Float.nan, firstFound = false
        while true {
            while a < aEnd && sums[2 &* a] == 0 { a &+= 1 }
            while b < bEnd && sums[2 &* b] == 0 { b &+= 1 }
            let takeA = b >= bEnd || (a < aEnd && bounds[a] <= bounds[b])
            let bucket = takeA ? a : b
            seen &+= Int(sums[2 &* bucket])
            if !firstFound && seen > lower {
                first = bounds[bucket]
                firstFound = true
            }
            if seen > upper { return ordered ? (first, bounds[bucket]) : (bounds[bucket], first) }
            if takeA { a &+= 1 } else { b &+= 1 }
        }
    }
}

/// Buckets of screen luminance that `APCARanking` ranks from: at or below the text's
/// luminance `0..<size.0`, nearest it first, then those above it, nearest first; every
/// luminance a bucket holds lies in `range(ofBucket:)`.
protocol APCABuckets {
    var size: (Int, Int) { get }
    var count: Int { get }
    func range(ofBucket b: Int) -> (lowY: Double, highY: Double)
}
