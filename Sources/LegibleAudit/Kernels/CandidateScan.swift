/// What `TextSeparator.counted` and `scored` count of one candidate colour over a window, on a
/// sampling grid: the pixels within its tolerance, the exact ones among them, and the colours two
/// pixels outward of its outline.
///
/// The distances are worked out eight pixels per vector in 32-bit lanes from the pixels, sixteen in
/// 16-bit lanes from a stride-2 `Grid` (sums saturating past every tolerance). On every row and
/// column they become one bit per pixel for near and one for exact, and the outline checks read
/// bits instead of computing the neighbours' distances again and again; on every other one only the
/// sampled pixels are computed.
struct CandidateScan {
    /// Sampled pixels within the tolerance.
    var area = 0
    /// Sampled pixels within √12 of the colour.
    var exact = 0
    /// Per sampled near pixel, in scan order: the pixels two steps right, left, down and up
    /// wherever the neighbour in between is not near.
    var outward: [UInt32] = []

    /// The steps outward, not yet taken (`init(counting:)`): `takeSteps` takes them.
    private var pendingSteps: (() -> [UInt32])?

    /// A buffer the counting pass leaves for the steps, freed with its last reference.
    private final class Kept<Element> {
        let pointer: UnsafeMutablePointer<Element>
        init(_ pointer: UnsafeMutablePointer<Element>) { self.pointer = pointer }
        deinit { pointer.deallocate() }
    }

    /// Squared distance at most this is exact (always inside any tolerance, which is ≥ 5).
    static let exactLimit = SeparationTuning.Candidates.exactWithin

    /// - Parameters:
    ///   - limit: the squared tolerance (≥ 25, under 65535: a tolerance under 256, as every
    ///     colour's is, at most 0.45 of the largest distance).
    ///   - stride: 1 or 2; sampled pixels are `(firstX + k·stride, firstY + l·stride)`, with
    ///     `firstX` below `stride`.
    ///   - grid: the stride-2 grid of these pixels from `firstX`, `firstY`, when the caller
    ///     keeps one for all its candidates; made here when nil.
    init(colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
         stride: Int, firstX: Int, firstY: Int, grid: Grid? = nil) {
        self.init(counting: colour, limit: limit, pixels: pixels, width: w, height: h, stride: stride, firstX: firstX,
                  firstY: firstY, grid: grid)
        takeSteps()
    }

    /// Takes the steps outward that `init(counting:)` left (none when it found nothing to count).
    /// `pixels` must still be valid.
    mutating func takeSteps() {
        if let steps = pendingSteps { outward = steps() }
        pendingSteps = nil
    }

    /// Counts `area` and `exact` only; the steps outward wait for `takeSteps`, so that a caller
    /// may count every candidate before choosing which to step from. Parameters as `init`;
    /// `rows`, when given, holds every row with a pixel near the colour (the others are not
    /// measured: a box's rows of its frame colour, which no candidate is near).
    init(counting colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
         stride: Int, firstX: Int, firstY: Int, grid: Grid? = nil, rows: Range<Int>? = nil) {
        guard w > 0, h > 0, firstY < h, let source = pixels.baseAddress else { return }
        let rows = rows.map { max(0, $0.lowerBound)..<max(max(0, $0.lowerBound), min(h, $0.upperBound)) } ?? 0..<h
        guard stride == 1 else {
            // The grid's 16-bit sums saturate at 65535.
            precondition(limit < 65535, "tolerance too large for the sampling grid")
            let grid = grid ?? Grid(pixels, width: w, height: h, firstX: firstX, firstY: firstY)
            // The grid rows among `rows`: row l is window row firstY + 2l.
            let low = min(grid.rows, max(0, (rows.lowerBound &- firstY &+ 1) >> 1))
            let high = max(low, min(grid.rows, max(0, (rows.upperBound &- firstY &+ 1) >> 1)))
            scanSparse(colour: colour, limit: limit, source: source, width: w, height: h, grid: grid, rows: low..<high)
            return
        }
        // One bit per pixel, eight pixels a byte: near, and exact, rows padded with 0.
        let rowBytes = (w &+ 7) >> 3
        let bits = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 &* rowBytes &* h)
        let keptBits = Kept(bits)
        let lanes = SquaredDistanceLanes(colour)
        let bound = SIMD8<Int32>(repeating: limit), exactBound = SIMD8<Int32>(repeating: Self.exactLimit)
        /// Fills row `y`'s near and exact bits.
        @inline(__always) func fill(_ y: Int) {
            let row = source + y &* w, near = bits + 2 &* y &* rowBytes, exacts = near + rowBytes
            var x = 0
            while x &+ 8 <= w {
                let d = lanes.squaredDistances(UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self))
                // Most blocks hold nothing near (background, or another colour's strokes): their
                // exact lanes, a subset, are not worked out (`any` on the mask would call out to
                // a lane-by-lane minimum; the bits are gathered anyway).
                let nearBits = MaskBytes.bits(of: d .<= bound)
                near[x >> 3] = UInt8(truncatingIfNeeded: nearBits)
                exacts[x >> 3] = nearBits == 0 ? 0 : UInt8(truncatingIfNeeded: MaskBytes.bits(of: d .<= exactBound))
                x &+= 8
            }
            if x < w {
                var n: UInt8 = 0, e: UInt8 = 0
                for k in 0..<(w &- x) {
                    let d = colourDistanceSquared(row[x &+ k], colour)
                    if d <= limit { n |= 1 << UInt8(k) }
                    if d <= Self.exactLimit { e |= 1 << UInt8(k) }
                }
                near[x >> 3] = n
                exacts[x >> 3] = e
            }
        }
        // Every row is sampled, so every row is needed; those outside `rows` hold nothing near.
        bits.update(repeating: 0, count: 2 &* rowBytes &* rows.lowerBound)
        for y in rows { fill(y) }
        (bits + 2 &* rowBytes &* rows.upperBound).update(repeating: 0, count: 2 &* rowBytes &* (h &- rows.upperBound))
        // Every row is sampled: these are the area and the exact pixels.
        var nearCount = 0, exactCount = 0
        for y in rows {
            let near = bits + 2 &* y &* rowBytes
            nearCount &+= Self.bitCount(near, rowBytes)
            exactCount &+= Self.bitCount(near + rowBytes, rowBytes)
        }
        area = nearCount
        exact = exactCount
        pendingSteps = { Self.denseSteps(keptBits, rowBytes: rowBytes, nearCount: nearCount, source: source, width: w,
                                         height: h, firstY: firstY) }
    }

    /// The steps outward of the stride-1 scan, from the near bits it `kept`.
    private static func denseSteps(_ kept: Kept<UInt8>, rowBytes: Int, nearCount: Int, source: UnsafePointer<UInt32>,
                                   width w: Int, height h: Int, firstY: Int) -> [UInt32] {
        let bits = kept.pointer
        // Room for four steps per near pixel, the most there can be: they are stored without
        // a branch (below).
        let steps = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, 4 &* nearCount))
        defer { steps.deallocate() }
        var stepCount = 0
        /// Row `y`'s near bits (its exact bits follow them).
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { bits + 2 &* y &* rowBytes }
        @inline(__always) func isNear(_ row: UnsafeMutablePointer<UInt8>, _ x: Int) -> Bool {
            row[x >> 3] & (1 << UInt8(truncatingIfNeeded: x & 7)) != 0
        }
        var y = firstY
        while y < h {
            let here = row(y)
            var any: UInt8 = 0
            for byte in 0..<rowBytes { any |= here[byte] }
            guard any != 0 else {
                y &+= 1
                continue
            }
            // The rows above and below, for the outline checks; this row itself where they
            // are two steps outside, so that no near pixel finds them not near.
            let hasDown = y &+ 2 < h, hasUp = y >= 2
            let below = hasDown ? row(y &+ 1) : here, above = hasUp ? row(y &- 1) : here
            let rowStart = y &* w
            for byte in 0..<rowBytes {
                let near = here[byte]
                guard near != 0 else { continue }
                // Bit k: the neighbour of pixel 8·byte + k that way is not near, and the step
                // past it is inside the window.
                let x0 = byte &<< 3
                let next: UInt8 = byte &+ 1 < rowBytes ? here[byte &+ 1] : 0, previous: UInt8 = byte > 0 ? here[byte &- 1] : 0
                let rightInside = UInt8(truncatingIfNeeded: (1 &<< min(8, max(0, w &- 2 &- x0))) &- 1)
                let right = ~(near >> 1 | next << 7) & rightInside
                let left = ~(near << 1 | previous >> 7) & (byte == 0 ? 0xFC : 0xFF)
                let down = ~below[byte], up = ~above[byte]
                var visit = near & (right | left | down | up)
                while visit != 0 {
                    let k = visit.trailingZeroBitCount
                    visit &= visit &- 1
                    let i = rowStart &+ x0 &+ k
                    // Right, left, down, up, as the checks were always made: each step is
                    // written and kept by moving past it when its neighbour is not near, which
                    // follows the outline, where a branch mispredicts. Steps outside are not
                    // read: the pixel itself stands in.
                    let r = Int((right >> k) & 1), l = Int((left >> k) & 1)
                    steps[stepCount] = source[r != 0 ? i &+ 2 : i]
                    stepCount &+= r
                    steps[stepCount] = source[l != 0 ? i &- 2 : i]
                    stepCount &+= l
                    steps[stepCount] = source[hasDown ? i &+ 2 &* w : i]
                    stepCount &+= Int((down >> k) & 1)
                    steps[stepCount] = source[hasUp ? i &- 2 &* w : i]
                    stepCount &+= Int((up >> k) & 1)
                }
            }
            y &+= 1
        }
        return Array(UnsafeBufferPointer(start: steps, count: stepCount))
    }

    /// Every other row and column: the sampled pixels' distances come from the box's `grid`
    /// sixteen at a time; the near ones are counted (area, exact) and the eights holding any are
    /// recorded, so that `sparseSteps` later visits only those, if the colour is still worth
    /// its steps outward.
    private mutating func scanSparse(colour: UInt32, limit: Int32, source: UnsafePointer<UInt32>, width w: Int, height h: Int,
                                     grid: Grid, rows: Range<Int>) {
        // Sixteen-bit lanes (`Grid`): a squared channel difference fits, and their sum saturates
        // at 65535, past every tolerance asked (`init`). Sixteen lanes fill a 256-bit vector.
        let bound = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: limit))
        let exactBound = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: Self.exactLimit))
        let red = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: (colour >> 16) & 255))
        let green = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: (colour >> 8) & 255))
        let blue = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: colour & 255))
        // The lanes of a row's last block that hold sampled pixels (all ones) and not padding.
        let lastBlock = grid.blocks &- 1
        let lastLanes = unsafeBitCast(SIMD16<UInt16>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
            .< SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: grid.columns &- 16 &* lastBlock)), to: SIMD16<Int16>.self)
        // The eights (half blocks) with a near pixel, in scan order, each as grid row << 32 |
        // eight << 8 | its near bits: counted first, so that a candidate found not worth it
        // skips the steps.
        var nearCapacity = 256
        var nearBlocks = UnsafeMutablePointer<Int>.allocate(capacity: nearCapacity)
        var nearCount = 0
        var areaLanes = SIMD8<Int32>.zero, exactLanes = SIMD8<Int32>.zero
        grid.channels.withUnsafeBufferPointer { channels in
            guard var block = channels.baseAddress, lastBlock >= 0 else { return }
            block += rows.lowerBound &* grid.blocks &* Grid.blockSize
            // A row's counts per lane, negated mask lanes summed in 16 bits (a row has far
            // fewer than 65536 blocks) and widened once per row.
            var rowArea = SIMD16<UInt16>.zero, rowExact = SIMD16<UInt16>.zero
            /// Block `b` of grid row `row`, its lanes outside `valid` (padding) left out.
            @inline(__always) func scan(_ row: Int, _ b: Int, valid: SIMD16<Int16>?) {
                let lanes = UnsafeRawPointer(block)
                let dr = lanes.loadUnaligned(as: SIMD16<UInt16>.self) &- red
                let dg = lanes.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt16>.self) &- green
                let db = lanes.loadUnaligned(fromByteOffset: 64, as: SIMD16<UInt16>.self) &- blue
                let d = Self.addSaturating(Self.addSaturating(dr &* dr, dg &* dg), db &* db)
                block += Grid.blockSize
                // Lanes all ones where near, tested as four words (`any` on a mask may call out
                // of line).
                var near = unsafeBitCast(d .<= bound, to: SIMD16<Int16>.self)
                if let valid { near &= valid }
                let words = unsafeBitCast(near, to: (UInt64, UInt64, UInt64, UInt64).self)
                guard words.0 | words.1 | words.2 | words.3 != 0 else { return }
                if nearCount &+ 2 > nearCapacity {
                    nearBlocks = Self.doubled(nearBlocks, keeping: nearCount, capacity: &nearCapacity)
                }
                // Counted per lane. Exact pixels are near.
                rowArea &-= unsafeBitCast(near, to: SIMD16<UInt16>.self)
                rowExact &-= unsafeBitCast(unsafeBitCast(d .<= exactBound, to: SIMD16<Int16>.self) & near, to: SIMD16<UInt16>.self)
                // Bits per eight, so that only the near lanes are visited; an eight with none is
                // left out.
                let low = Self.bits(ofWordLanes: (words.0, words.1)), high = Self.bits(ofWordLanes: (words.2, words.3))
                nearBlocks[nearCount] = row << 32 | (2 &* b) << 8 | Int(low)
                nearCount &+= low != 0 ? 1 : 0
                nearBlocks[nearCount] = row << 32 | (2 &* b &+ 1) << 8 | Int(high)
                nearCount &+= high != 0 ? 1 : 0
            }
            for row in rows {
                for b in 0..<lastBlock { scan(row, b, valid: nil) }
                scan(row, lastBlock, valid: lastLanes)
                // Each pair of 16-bit lanes read as one 32-bit lane: its low and high halves.
                let area = unsafeBitCast(rowArea, to: SIMD8<Int32>.self), exact = unsafeBitCast(rowExact, to: SIMD8<Int32>.self)
                areaLanes &+= (area & 0xFFFF) &+ (area &>> 16 & 0xFFFF)
                exactLanes &+= (exact & 0xFFFF) &+ (exact &>> 16 & 0xFFFF)
                rowArea = .zero
                rowExact = .zero
            }
        }
        let kept = Kept(nearBlocks)
        area = Int(areaLanes.wrappedSum())
        exact = Int(exactLanes.wrappedSum())
        let count = nearCount
        pendingSteps = { Self.sparseSteps(kept, count: count, colour: colour, limit: limit, source: source, width: w,
                                          height: h, grid: grid) }
    }

    /// The steps outward of the stride-2 scan, from the `count` eights with a near pixel it
    /// `kept` (grid row << 32 | eight << 8 | near bits).
    private static func sparseSteps(_ kept: Kept<Int>, count nearCount: Int, colour: UInt32, limit: Int32,
                                    source: UnsafePointer<UInt32>, width w: Int, height h: Int, grid: Grid) -> [UInt32] {
        let nearBlocks = kept.pointer
        let bound = SIMD8<Int32>(repeating: limit)
        let lanes = SquaredDistanceLanes(colour)
        // The outward colours go to a buffer checked for room once per block with a near pixel
        // (it takes at most 32): no capacity or uniqueness check per colour, as an array's
        // append makes. It starts small: room for four per sampled pixel would be large, and
        // few pixels give steps.
        var capacity = min(1024, 4 &* grid.columns &* grid.rows &+ 32)
        var steps = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        // Per block, the row below it as last found (grid row << 8 | far bits): the row below
        // one grid row is the row above the next, so a block near in both finds it once.
        let below = UnsafeMutablePointer<Int>.allocate(capacity: max(1, 2 &* grid.blocks))
        below.initialize(repeating: -1 << 8, count: max(1, 2 &* grid.blocks))
        defer {
            steps.deallocate()
            below.deallocate()
        }
        var stepCount = 0
        @inline(__always) func isNear(_ j: Int) -> Bool { colourDistanceSquared(source[j], colour) <= limit }
        @inline(__always) func add(_ p: UInt32) {
            steps[stepCount] = p
            stepCount &+= 1
        }
        @inline(__always) func visit(_ x: Int, _ y: Int) {
            let i = y &* w &+ x
            // Same order as the checks were always made: right, left, down, up.
            if x &+ 2 < w && !isNear(i &+ 1) { add(source[i &+ 2]) }
            if x >= 2 && !isNear(i &- 1) { add(source[i &- 2]) }
            if y &+ 2 < h && !isNear(i &+ w) { add(source[i &+ 2 &* w]) }
            if y >= 2 && !isNear(i &- w) { add(source[i &- 2 &* w]) }
        }
        /// Bit k set where pixel `2k` of the sixteen at `p` (`odd`: `2k + 1`) is not near.
        @inline(__always) func far(_ p: UnsafePointer<UInt32>, odd: Bool) -> UInt32 {
            let sixteen = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt32>.self)
            return MaskBytes.bits(of: lanes.squaredDistances(odd ? sixteen.oddHalf : sixteen.evenHalf) .> bound)
        }
        for entry in 0..<nearCount {
            let packed = nearBlocks[entry]
            let row = packed >> 32, b = (packed >> 8) & 0xFF_FFFF
            var bits = UInt32(truncatingIfNeeded: packed & 0xFF)
            let y = grid.firstY &+ 2 &* row
            let hasDown = y &+ 2 < h, hasUp = y >= 2
            let rowStart = y &* w
            if stepCount &+ 32 > capacity { steps = Self.doubled(steps, keeping: stepCount, capacity: &capacity) }
            let x = grid.firstX &+ b &<< 4
            // Inside, the sixteen pixels from x and the step right of the last lane are
            // in the row, and so is the pixel left of the first.
            guard x >= 2 && x &+ 17 <= w else {
                repeat {
                    visit(x &+ 2 &* bits.trailingZeroBitCount, y)
                    bits &= bits &- 1
                } while bits != 0
                continue
            }
            let line = source + (rowStart &+ x)
            let right = far(line, odd: true)
            // Lane k's left neighbour is lane k − 1's right one.
            let left = (right << 1 | (isNear(rowStart &+ x &- 1) ? 0 : 1)) & 0xFF
            let down = hasDown ? far(line + w, odd: false) : 0
            let last = below[b]
            let up = hasUp ? (last >> 8 == row &- 1 ? UInt32(truncatingIfNeeded: last & 0xFF) : far(line - w, odd: false)) : 0
            below[b] = row << 8 | Int(down)
            let outline = Outline(right: right, left: left, down: down, up: up, hasDown: hasDown, hasUp: hasUp)
            outline.step(from: bits, at: rowStart &+ x, source: source, width: w, into: steps, count: &stepCount)
        }
        return Array(UnsafeBufferPointer(start: steps, count: stepCount))
    }

    /// Which of the sixteen sampled pixels of a block (every other pixel of a row) have a
    /// neighbour that is not near, one bit per pixel and way.
    private struct Outline {
        let right: UInt32
        let left: UInt32
        let down: UInt32
        let up: UInt32
        /// Whether the rows two below and above are in the window.
        let hasDown: Bool
        let hasUp: Bool

        /// Writes the steps outward of the near pixels `near` (bit k: pixel `start + 2k`) at
        /// `steps[count]`, advancing `count`. Only near pixels with a neighbour that is not near
        /// give steps.
        @inline(__always)
        func step(from near: UInt32, at start: Int, source: UnsafePointer<UInt32>, width w: Int,
                  into steps: UnsafeMutablePointer<UInt32>, count stepCount: inout Int) {
            var bits = near & (right | left | down | up)
            while bits != 0 {
                let k = bits.trailingZeroBitCount
                bits &= bits &- 1
                let i = start &+ 2 &* k
                // Right, left, down, up, as the checks were always made; each step is
                // written and kept by moving past it when its neighbour is not near
                // (which follows the outline: no predictor learns it). The rows two
                // below and above are read only when they are in the window.
                steps[stepCount] = source[i &+ 2]
                stepCount &+= Int((right >> k) & 1)
                steps[stepCount] = source[i &- 2]
                stepCount &+= Int((left >> k) & 1)
                steps[stepCount] = source[hasDown ? i &+ 2 &* w : i]
                stepCount &+= Int((down >> k) & 1)
                steps[stepCount] = source[hasUp ? i &- 2 &* w : i]
                stepCount &+= Int((up >> k) & 1)
            }
        }
    }

    /// What every candidate of one box reads, made once for all of them.
    struct Shared {
        /// The box's frame pixels inside its window, side by side.
        var frame: [UInt32]?
        /// The sampling grid, for a box scored on every other row and column, made from the
        /// sampled pixels the histogram was counted from when they are given.
        var grid: Grid?
        /// The 4-bit-per-channel histogram of the scored pixels, and its sums along blue.
        let histogram: [Int32]
        /// The pixels of the stride-2 grid, as `Grid.everyOther` lists them.
        var sampled: [UInt32]? = nil
        var binSums: BinSums?
    }

    /// The bins a 4-bit-per-channel histogram's pixels reach on each channel: how far from a
    /// colour any of them may be.
    struct ChannelRanges {
        /// Per channel, bit k set when some pixel's channel is in bin k (16k ... 16k + 15).
        private var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0

        init(_ histogram: [Int32]) {
            histogram.withUnsafeBufferPointer { counts in
                guard let base = counts.baseAddress else { return }
                ColourHistogram.forEachOccupiedBin(base) { bin in
                    red |= 1 << UInt32(bin >> 8)
                    green |= 1 << UInt32((bin >> 4) & 15)
                    blue |= 1 << UInt32(bin & 15)
                }
            }
        }

        /// The largest squared distance from `colour` a counted pixel may have: to the far
        /// corner of the bins the channels reach.
        func farthest(from colour: UInt32) -> Int32 {
            /// How far channel value `c` may be from one in the bins of `bits`, squared.
            @inline(__always) func reach(_ bits: UInt32, _ c: Int32) -> Int32 {
                guard bits != 0 else { return 0 }
                let low = Int32(bits.trailingZeroBitCount) &* 16
                let high = Int32(31 &- bits.leadingZeroBitCount) &* 16 &+ 15
                let d = max(c &- low, high &- c)
                return d &* d
            }
            return reach(red, Int32((colour >> 16) & 255)) &+ reach(green, Int32((colour >> 8) & 255))
                &+ reach(blue, Int32(colour & 255))
        }
    }

    /// A 4-bit-per-channel histogram summed along blue: how many pixels may lie within some
    /// distance of a colour, in a few steps per red and green bin instead of one per bin.
    struct BinSums {
        /// Per red and green bin, 17 running sums: `sums[(red << 4 | green) * 17 + k]` counts
        /// the blue bins below `k`.
        private let sums: [Int32]

        init(_ histogram: [Int32]) {
            sums = [Int32](unsafeUninitializedCapacity: 256 * 17) { out, written in
                written = 256 * 17
                histogram.withUnsafeBufferPointer { counts in
                    for row in 0..<256 {
                        var sum: Int32 = 0
                        out[row &* 17] = 0
                        for k in 0..<16 {
                            sum &+= counts[row &<< 4 &+ k]
                            out[row &* 17 &+ k &+ 1] = sum
                        }
                    }
                }
            }
        }

        /// Whether the bins whose cells come within √`limit` of `colour` hold `needed` pixels
        /// or more: no fewer pixels than that can then lie that near.
        func mayHold(_ needed: Int, near colour: UInt32, limit: Int32) -> Bool {
            let r = Int32((colour >> 16) & 255), g = Int32((colour >> 8) & 255), b = Int32(colour & 255)
            /// How far a channel of a bin's cell stays from `c`, squared.
            @inline(__always) func gap(_ bin: Int32, _ c: Int32) -> Int32 {
                let d = max(0, bin &* 16 &- c, c &- (bin &* 16 &+ 15))
                return d &* d
            }
            /// The largest `s` with `s² ≤ v` or more (a Double square root is monotonic and
            /// exact at squares, so never less): the range it gives is never too narrow.
            @inline(__always) func root(_ v: Int32) -> Int32 { Int32(Double(v).squareRoot()) }
            let reach = root(limit)
            var sum = 0
            return sums.withUnsafeBufferPointer { sums in
                for red in max(0, (r &- reach) >> 4)...min(15, (r &+ reach) >> 4) {
                    let dr = limit &- gap(red, r)
                    guard dr >= 0 else { continue }
                    let greenReach = root(dr)
                    for green in max(0, (g &- greenReach) >> 4)...min(15, (g &+ greenReach) >> 4) {
                        let left = dr &- gap(green, g)
                        guard left >= 0 else { continue }
                        let blueReach = root(left)
                        let low = Int(max(0, (b &- blueReach) >> 4)), high = Int(min(15, (b &+ blueReach) >> 4))
                        let row = Int(red << 4 | green) &* 17
                        sum &+= Int(sums[row &+ high &+ 1] &- sums[row &+ low])
                        if sum >= needed { return true }
                    }
                }
                return false
            }
        }
    }

    /// How many of `pixels` lie within √`limit` of `colour`, eight at a time.
    static func countNear(_ colour: UInt32, limit: Int32, in pixels: [UInt32]) -> Int {
        pixels.withUnsafeBufferPointer { pixels in
            guard let source = pixels.baseAddress else { return 0 }
            let n = pixels.count
            let lanes = SquaredDistanceLanes(colour), bound = SIMD8<Int32>(repeating: limit)
            var i = 0
            // Counted per lane, a true mask lane being −1: no bits gathered and counted (a bit
            // count is a dozen instructions on baseline x86-64).
            var counts = SIMD8<Int32>.zero
            while i &+ 8 <= n {
                let near = lanes.squaredDistances(UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<UInt32>.self)) .<= bound
                counts &-= unsafeBitCast(near, to: SIMD8<Int32>.self)
                i &+= 8
            }
            var count = Int(counts.wrappedSum())
            while i < n {
                if colourDistanceSquared(source[i], colour) <= limit { count &+= 1 }
                i &+= 1
            }
            return count
        }
    }

    /// The bits set in `count` bytes from `p`, eight bytes at a time (a bit count is a dozen
    /// instructions on baseline x86-64, for a byte or a word alike).
    @inline(__always) static func bitCount(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var total = 0, k = 0
        while k &+ 8 <= count {
            total &+= UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self).nonzeroBitCount
            k &+= 8
        }
        while k < count {
            total &+= p[k].nonzeroBitCount
            k &+= 1
        }
        return total
    }

    /// `a + b` per lane, 65535 where it would wrap (a `paddusw`).
    @inline(__always) static func addSaturating(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let sum = a &+ b
        return sum.replacing(with: .max, where: sum .< a)
    }

    /// Bit k set where lane k of eight 16-bit lanes (each all ones or zero), read as two words,
    /// is set: a multiply gathers bits 0, 16, 32 and 48 of a word into its top four bits (no
    /// carries: every other product lands on a distinct lower bit or past the word).
    @inline(__always) static func bits(ofWordLanes words: (UInt64, UInt64)) -> UInt32 {
        let low: UInt64 = 0x0001_0001_0001_0001, gather: UInt64 = 0x0100_0200_0400_0800
        return UInt32(truncatingIfNeeded: ((words.0 & low) &* gather) >> 56)
            | UInt32(truncatingIfNeeded: ((words.1 & low) &* gather) >> 56) << 4
    }

    /// A box's stride-2 sampling grid, made once and read by every candidate's scan: the
    /// sampled pixels' channels as 16-bit lanes, sixteen pixels to a block of red, green and
    /// blue lanes (a 256-bit vector each), rows padded to whole blocks (the scan leaves the
    /// padding lanes out). Reading it skips picking the sampled half out of every thirty-two
    /// pixels and unpacking their channels again for each candidate.
    struct Grid {
        /// Lanes per block: sixteen pixels' red, green and blue.
        static let blockSize = 48
        let firstX: Int, firstY: Int
        /// Sampled pixels per row, and sampled rows.
        let columns: Int, rows: Int
        /// Blocks per row.
        let blocks: Int
        let channels: [UInt16]

        /// The grid of the pixels at `(firstX + 2k, firstY + 2l)`.
        init(_ pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, firstX: Int, firstY: Int) {
            self.init(sampled: Self.everyOther(pixels, width: w, height: h, firstX: firstX, firstY: firstY),
                      width: w, height: h, firstX: firstX, firstY: firstY)
        }

        /// The grid of `sampled`, the pixels at `(firstX + 2k, firstY + 2l)` of a `w`×`h` box as
        /// `everyOther` lists them (the box's histogram is counted from the same list).
        init(sampled: [UInt32], width w: Int, height h: Int, firstX: Int, firstY: Int) {
            self.firstX = firstX
            self.firstY = firstY
            let columns = max(0, (w &- firstX &+ 1) >> 1), rows = max(0, (h &- firstY &+ 1) >> 1)
            precondition(sampled.count == columns &* rows, "sampled pixels of another grid")
            let blocks = (columns &+ 15) >> 4
            self.columns = columns
            self.rows = rows
            self.blocks = blocks
            let count = rows &* blocks &* Self.blockSize
            channels = [UInt16](unsafeUninitializedCapacity: count) { out, written in
                written = count
                sampled.withUnsafeBufferPointer { sampled in
                    guard count > 0, let target = out.baseAddress, let source = sampled.baseAddress else { return }
                    let channel = SIMD8<UInt32>(repeating: 255)
                    var block = UnsafeMutableRawPointer(target)
                    // Written out at each use: behind a nested function, the narrowing to 16
                    // bits becomes an out-of-line call.
                    for row in 0..<rows {
                        let line = source + row &* columns
                        var k = 0
                        // Whole blocks, and then a whole eight of the last one; the rest lane by
                        // lane, padded with zeros.
                        while k &+ 8 <= columns {
                            let half = (k & 8) &<< 1
                            let p = UnsafeRawPointer(line + k).loadUnaligned(as: SIMD8<UInt32>.self)
                            block.storeBytes(of: SIMD8<UInt16>(truncatingIfNeeded: (p &>> 16) & channel), toByteOffset: half,
                                             as: SIMD8<UInt16>.self)
                            block.storeBytes(of: SIMD8<UInt16>(truncatingIfNeeded: (p &>> 8) & channel), toByteOffset: 32 &+ half,
                                             as: SIMD8<UInt16>.self)
                            block.storeBytes(of: SIMD8<UInt16>(truncatingIfNeeded: p & channel), toByteOffset: 64 &+ half,
                                             as: SIMD8<UInt16>.self)
                            k &+= 8
                            // Lanes are two bytes: a block is twice its lane count.
                            if k & 8 == 0 { block += Self.blockSize &* 2 }
                        }
                        if k & 15 != 0 || k < columns {
                            var r = SIMD8<UInt16>.zero, g = r, b = r
                            for lane in 0..<(columns &- k) {
                                let p = line[k &+ lane]
                                r[lane] = UInt16(truncatingIfNeeded: (p >> 16) & 255)
                                g[lane] = UInt16(truncatingIfNeeded: (p >> 8) & 255)
                                b[lane] = UInt16(truncatingIfNeeded: p & 255)
                            }
                            let half = (k & 8) &<< 1
                            block.storeBytes(of: r, toByteOffset: half, as: SIMD8<UInt16>.self)
                            block.storeBytes(of: g, toByteOffset: 32 &+ half, as: SIMD8<UInt16>.self)
                            block.storeBytes(of: b, toByteOffset: 64 &+ half, as: SIMD8<UInt16>.self)
                            if half == 0 {
                                block.storeBytes(of: .zero, toByteOffset: 16, as: SIMD8<UInt16>.self)
                                block.storeBytes(of: .zero, toByteOffset: 48, as: SIMD8<UInt16>.self)
                                block.storeBytes(of: .zero, toByteOffset: 80, as: SIMD8<UInt16>.self)
                            }
                            block += Self.blockSize &* 2
                        }
                    }
                }
            }
        }

        /// The pixels at `(firstX + 2k, firstY + 2l)`, row by row.
        static func everyOther(_ pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, firstX: Int,
                               firstY: Int) -> [UInt32] {
            let columns = max(0, (w &- firstX &+ 1) >> 1), rows = max(0, (h &- firstY &+ 1) >> 1)
            let count = columns &* rows
            return [UInt32](unsafeUninitializedCapacity: count) { out, written in
                written = count
                guard count > 0, var target = out.baseAddress, let source = pixels.baseAddress else { return }
                for row in 0..<rows {
                    let line = source + ((firstY &+ 2 &* row) &* w &+ firstX)
                    var k = 0
                    // Sixteen pixels loaded, the sampled eight kept, while sixteen are there.
                    while k &+ 8 <= columns && 2 &* k &+ 16 <= w &- firstX {
                        let p = UnsafeRawPointer(line + 2 &* k).loadUnaligned(as: SIMD16<UInt32>.self).evenHalf
                        UnsafeMutableRawPointer(target).storeBytes(of: p, as: SIMD8<UInt32>.self)
                        target += 8
                        k &+= 8
                    }
                    while k < columns {
                        target.initialize(to: line[2 &* k])
                        target += 1
                        k &+= 1
                    }
                }
            }
        }
    }
}

extension CandidateScan {
    /// `buffer` moved into one of twice its `capacity`, its first `count` elements kept: the
    /// scans' lists of near blocks and of steps grow this way, rarely.
    fileprivate static func doubled<Element>(_ buffer: UnsafeMutablePointer<Element>, keeping count: Int,
                                             capacity: inout Int) -> UnsafeMutablePointer<Element> {
        capacity &*= 2
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        larger.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        return larger
    }
}
