/// What `TextSeparator.evaluate` counts of one candidate colour over a window, on a sampling
/// grid: the pixels within its tolerance, the exact ones among them, and the colours two
/// pixels outward of its outline.
///
/// The distances are worked out eight pixels per vector (Float lanes are exact: squared
/// distances stay under 2²⁴). On every row and column they become one bit per pixel for near
/// and one for exact, and the outline checks read bits instead of computing the neighbours'
/// distances again and again; on every other one only the sampled pixels are computed.
struct CandidateScan {
    /// Sampled pixels within the tolerance.
    var area = 0
    /// Sampled pixels within √12 of the colour.
    var exact = 0
    /// Per sampled near pixel, in scan order: the pixels two steps right, left, down and up
    /// wherever the neighbour in between is not near.
    var outward: [UInt32] = []

    /// Squared distance at most this is exact (always inside any tolerance, which is ≥ 5).
    static let exactLimit: Int32 = 12

    /// - Parameters:
    ///   - limit: the squared tolerance (≥ 25).
    ///   - stride: 1 or 2; sampled pixels are `(firstX + k·stride, firstY + l·stride)`, with
    ///     `firstX` below `stride`.
    init(colour: UInt32, limit: Int32, pixels: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int,
         stride: Int, firstX: Int, firstY: Int) {
        guard w > 0, h > 0, firstY < h, let source = pixels.baseAddress else { return }
        guard stride == 1 else {
            scanSparse(colour: colour, limit: limit, source: source, width: w, height: h, firstX: firstX, firstY: firstY)
            return
        }
        outward.reserveCapacity(w * h / 4)
        // One bit per pixel, eight pixels a byte: near, and exact, rows padded with 0.
        let rowBytes = (w &+ 7) >> 3
        let bits = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 &* rowBytes &* h)
        defer { bits.deallocate() }
        let lanes = Lanes(colour)
        let bound = SIMD8<Float>(repeating: Float(limit)), exactBound = SIMD8<Float>(repeating: Float(Self.exactLimit))
        // Lane k's bit: a sum of distinct powers of two is their bitwise or.
        let weights = SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128)
        /// Fills row `y`'s near and exact bits.
        @inline(__always) func fill(_ y: Int) {
            let row = source + y &* w, near = bits + 2 &* y &* rowBytes, exacts = near + rowBytes
            var x = 0
            while x &+ 8 <= w {
                let d = lanes.squaredDistances(UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self))
                // Most blocks hold nothing near (background, or another colour's strokes).
                let isNear = d .<= bound
                if any(isNear) {
                    near[x >> 3] = UInt8(truncatingIfNeeded: SIMD8<Int32>.zero.replacing(with: weights, where: isNear).wrappedSum())
                    exacts[x >> 3] = UInt8(truncatingIfNeeded: SIMD8<Int32>.zero.replacing(with: weights, where: d .<= exactBound).wrappedSum())
                } else {
                    near[x >> 3] = 0
                    exacts[x >> 3] = 0
                }
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
        // Every row is sampled, so every row is needed.
        for y in 0..<h { fill(y) }
        /// Row `y`'s near bits (its exact bits follow them).
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { bits + 2 &* y &* rowBytes }
        @inline(__always) func isNear(_ row: UnsafeMutablePointer<UInt8>, _ x: Int) -> Bool {
            row[x >> 3] & (1 << UInt8(truncatingIfNeeded: x & 7)) != 0
        }
        var y = firstY
        while y < h {
            let here = row(y), exacts = here + rowBytes
            var any: UInt8 = 0
            for byte in 0..<rowBytes { any |= here[byte] }
            guard any != 0 else {
                y &+= 1
                continue
            }
            // The rows above and below, for the outline checks.
            let below = y &+ 2 < h ? row(y &+ 1) : here, above = y >= 2 ? row(y &- 1) : here
            let rowStart = y &* w
            for byte in 0..<rowBytes {
                var sampled = here[byte]
                while sampled != 0 {
                    let x = byte &<< 3 &+ sampled.trailingZeroBitCount
                    sampled &= sampled &- 1
                    let i = rowStart &+ x
                    area &+= 1
                    if isNear(exacts, x) { exact &+= 1 }
                    // Same order as the checks were always made: right, left, down, up.
                    if x &+ 2 < w && !isNear(here, x &+ 1) { outward.append(source[i &+ 2]) }
                    if x >= 2 && !isNear(here, x &- 1) { outward.append(source[i &- 2]) }
                    if y &+ 2 < h && !isNear(below, x) { outward.append(source[i &+ 2 &* w]) }
                    if y >= 2 && !isNear(above, x) { outward.append(source[i &- 2 &* w]) }
                }
            }
            y &+= 1
        }
    }

    /// Every other row and column: only the sampled pixels are worked out in vectors (sixteen
    /// loaded, the eight sampled kept), and the few near ones check their neighbours one by one
    /// (filling whole rows of bits costs more than that here).
    private mutating func scanSparse(colour: UInt32, limit: Int32, source: UnsafePointer<UInt32>, width w: Int, height h: Int,
                                     firstX: Int, firstY: Int) {
        let lanes = Lanes(colour)
        let bound = SIMD8<Float>(repeating: Float(limit))
        // The outward colours go to a buffer with room for four per sampled pixel, the most
        // there can be: no capacity or uniqueness check per colour, as an array's append makes.
        let sampledCount = ((w &- firstX &+ 1) / 2) &* ((h &- firstY &+ 1) / 2)
        let steps = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, 4 &* sampledCount))
        defer { steps.deallocate() }
        var stepCount = 0, area = 0, exact = 0
        @inline(__always) func isNear(_ j: Int) -> Bool { colourDistanceSquared(source[j], colour) <= limit }
        @inline(__always) func add(_ p: UInt32) {
            steps[stepCount] = p
            stepCount &+= 1
        }
        @inline(__always) func visit(_ x: Int, _ y: Int, _ d: Int32) {
            let i = y &* w &+ x
            area &+= 1
            if d <= Self.exactLimit { exact &+= 1 }
            // Same order as the checks were always made: right, left, down, up.
            if x &+ 2 < w && !isNear(i &+ 1) { add(source[i &+ 2]) }
            if x >= 2 && !isNear(i &- 1) { add(source[i &- 2]) }
            if y &+ 2 < h && !isNear(i &+ w) { add(source[i &+ 2 &* w]) }
            if y >= 2 && !isNear(i &- w) { add(source[i &- 2 &* w]) }
        }
        var y = firstY
        while y < h {
            let row = source + y &* w
            var x = firstX
            while x &+ 16 <= w {
                let d = lanes.squaredDistances(UnsafeRawPointer(row + x).loadUnaligned(as: SIMD16<UInt32>.self).evenHalf)
                let near = d .<= bound
                if any(near) {
                    for k in 0..<8 where near[k] { visit(x &+ 2 &* k, y, Int32(d[k])) }
                }
                x &+= 16
            }
            while x < w {
                let d = colourDistanceSquared(row[x], colour)
                if d <= limit { visit(x, y, d) }
                x &+= 2
            }
            y &+= 2
        }
        self.area = area
        self.exact = exact
        outward = Array(UnsafeBufferPointer(start: steps, count: stepCount))
    }

    /// Squared distances of eight packed pixels from one colour, in Float lanes.
    struct Lanes {
        // Channels as Floats without a conversion: 2²³ + v has v in its low mantissa bits, and
        // the 2²³ cancels in each difference.
        private static let magic = SIMD8<UInt32>(repeating: 0x4B00_0000)
        private static let channel = SIMD8<UInt32>(repeating: 255)
        private let red: SIMD8<Float>, green: SIMD8<Float>, blue: SIMD8<Float>

        init(_ colour: UInt32) {
            red = SIMD8(repeating: Float((colour >> 16) & 255) + 8_388_608)
            green = SIMD8(repeating: Float((colour >> 8) & 255) + 8_388_608)
            blue = SIMD8(repeating: Float(colour & 255) + 8_388_608)
        }

        @inline(__always) func squaredDistances(_ p: SIMD8<UInt32>) -> SIMD8<Float> {
            let dr = unsafeBitCast((p &>> 16) & Self.channel | Self.magic, to: SIMD8<Float>.self) - red
            let dg = unsafeBitCast((p &>> 8) & Self.channel | Self.magic, to: SIMD8<Float>.self) - green
            let db = unsafeBitCast(p & Self.channel | Self.magic, to: SIMD8<Float>.self) - blue
            return dr * dr + dg * dg + db * db
        }
    }
}
