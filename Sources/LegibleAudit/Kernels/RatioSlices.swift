/// The scratch of `RingRanking.many`, one block for a ring of `count` colours: each
/// colour's screen luminance and ratio (as Float bits); the ratio slices' and luminance cells'
/// weights and list heads side by side (`2·slice`, `2·slice + 1`, then the cells'), and each colour's two
/// links, so that the pass over the colours keeps fewer pointers; then the scratch the
/// selection and `APCARanking` need. `add` builds the lists, `select` reads them. Made by
/// `with`, valid for its body only.
struct RatioSlices {
    let count: Int
    /// Per colour: its APCA screen luminance.
    let ys: UnsafeMutablePointer<Double>
    /// Per colour: its contrast ratio with the text, as Float bits.
    let ratios: UnsafeMutablePointer<UInt32>
    /// Per ratio slice: the weight of its colours, then the first of them (−1: none).
    let sums: UnsafeMutablePointer<Int32>
    /// The same per luminance cell (`APCARanking.Cells`), after the slices'.
    let cellSums: UnsafeMutablePointer<Int32>
    /// Per colour: the next colour of its slice (`2c`) and of its cell (`2c + 1`), −1 last.
    let links: UnsafeMutablePointer<Int32>
    /// The selection's items, at the start of the scratch after the lists.
    let items: UnsafeMutablePointer<UInt64>
    /// The scratch after the lists, for `APCARanking.lc(atRanks:)`.
    let ranking: UnsafeMutableRawPointer

    /// Runs `body` with the scratch for `m` colours (at least one), every slice and cell empty.
    static func with<Result>(count m: Int, cells: APCARanking.Cells, _ body: (RatioSlices) -> Result) -> Result {
        precondition(m > 0, "a ring of many colours has colours")
        let slices = RingStatistics.ratioSlices
        let fixed = 2 &* (slices &+ APCARanking.Cells.count)
        let int32s = fixed &+ 3 &* m
        let rankingAt = (8 &* m &+ 4 &* int32s &+ 7) & ~7
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: rankingAt &+ APCARanking.scratchBytes(count: m, buckets: cells.count), alignment: 8)
        defer { block.deallocate() }
        let ys = block.bindMemory(to: Double.self, capacity: m)
        let sums = (block + 8 &* m).bindMemory(to: Int32.self, capacity: int32s)
        let links = sums + fixed
        for b in 0..<fixed / 2 {
            sums[2 &* b] = 0
            sums[2 &* b &+ 1] = -1
        }
        let scratch = RatioSlices(count: m, ys: ys, ratios: UnsafeMutablePointer<UInt32>(OpaquePointer(links + 2 &* m)),
                                   sums: sums, cellSums: sums + 2 &* slices, links: links,
                                   items: (block + rankingAt).bindMemory(to: UInt64.self, capacity: m),
                                   ranking: block + rankingAt)
        return body(scratch)
    }

    /// Records colour `c` (`weight` ring pixels) with its ratio's Float `bits` and its screen
    /// luminance `y`, first in the list of its ratio slice and of luminance cell `cell`.
    @inline(__always)
    func add(_ c: Int, bits: UInt32, y: Double, weight: Int32, cell: Int) {
        ratios[c] = bits
        ys[c] = y
        let b = 2 &* cell
        cellSums[b] &+= weight
        links[2 &* c &+ 1] = cellSums[b &+ 1]
        cellSums[b &+ 1] = Int32(truncatingIfNeeded: c)
        // Ratios are 1 at least, so `bits - one` does not wrap.
        let slice = 2 &* Int(truncatingIfNeeded: (bits &- Float(1).bitPattern) &>> RingStatistics.ratioSliceShift)
        sums[slice] &+= weight
        links[2 &* c] = sums[slice &+ 1]
        sums[slice &+ 1] = Int32(truncatingIfNeeded: c)
    }

    /// The colours at WCAG rank `rank` (ascending ratio, pixels weighed by `start`): the
    /// slice holding the rank is found by its weights, its colours go to `items` and are
    /// selected among; returns the pixels below them, and the items holding the rank's value.
    @inline(__always)
    func select(rank: Int, start: UnsafePointer<Int32>) -> (below: Int, equal: Range<Int>) {
        var s = 0, below = 0
        while below &+ Int(sums[2 &* s]) <= rank {
            below &+= Int(sums[2 &* s])
            s &+= 1
        }
        var found = 0, k = sums[2 &* s &+ 1]
        while k >= 0 {
            items[found] = UInt64(ratios[Int(k)]) &<< 32 | UInt64(UInt32(bitPattern: k))
            found &+= 1
            k = links[2 &* Int(k)]
        }
        let chosen = WeightedSelection.select(rank: rank &- below, items: items, count: found, start: start)
        return (below &+ chosen.below, chosen.equal)
    }
}
