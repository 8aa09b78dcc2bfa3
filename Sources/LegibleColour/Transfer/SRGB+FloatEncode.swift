/// Exact 8-bit encoding of Float linear values without `pow` in the hot loop.
///
/// `encode(x) == encode(Double(x))` for every Float `x`: the output is the number of the 255
/// thresholds `t_k` (the smallest Float whose float64 encode reaches `k`) that are `<= x`.
/// The thresholds are found once by bisection over Float bit patterns.
///
/// Counting them fast: buckets indexed by the Float's own bits (exponent and top 8 mantissa
/// bits, from 2⁻¹⁴ to 1), i.e. 256 per octave, finer where the curve is steeper. A bucket spans
/// a relative width of 1/256, over which the encoded value moves by at most ~0.44 code
/// (steepest: 255 × 1.055 / 2.4 per unit of ln x), so it holds at most one threshold and one
/// comparison finishes the job. Everything below 2⁻¹⁴ (code 0.2) encodes to 0.
extension SRGB {
    /// The smallest value the buckets distinguish; lower values (and NaN) are raised to it.
    static let encodeFloor = Float(sign: .plus, exponent: -14, significand: 1)
    /// Mantissa bits dropped to form the bucket index.
    static let bucketShift: UInt32 = 15

    /// The bucket of a value already clamped to `encodeFloor…1`.
    @inline(__always)
    static func bucketIndex(_ c: Float) -> Int {
        Int((c.bitPattern &- encodeFloor.bitPattern) &>> bucketShift)
    }

    /// `thresholds[k]` for k in 1…255 is the smallest Float with `encode(Double(t)) >= k`;
    /// `thresholds[0]` is unused (−∞).
    static let thresholds: [Float] = {
        var t = [Float](repeating: -.infinity, count: 256)
        for k in 1...255 {
            // Bisection on bit patterns: non-negative Floats order like their bits.
            var lo: UInt32 = 0                       // encodes below k
            var hi: UInt32 = Float(1).bitPattern     // encodes to 255 >= k
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2
                if Int(encode(Double(Float(bitPattern: mid)))) >= k { hi = mid } else { lo = mid }
            }
            t[k] = Float(bitPattern: hi)
        }
        return t
    }()

    /// Per bucket: the code value at the bucket's lowest Float, and the threshold of the next
    /// code (+∞ when there is none), side by side so one cache line serves both.
    static let encodeBuckets: [EncodeBucket] = {
        let t = thresholds
        let count = bucketIndex(1) + 1
        var buckets: [EncodeBucket] = []
        buckets.reserveCapacity(count)
        var code = 0
        for i in 0..<count {
            let lowest = Float(bitPattern: encodeFloor.bitPattern &+ (UInt32(i) &<< bucketShift))
            while code < 255 && t[code + 1] <= lowest { code += 1 }
            let next = code < 255 ? t[code + 1] : Float.infinity
            buckets.append(EncodeBucket(next: next, base: UInt32(code)))
        }
        return buckets
    }()

    /// The 8-bit code of a Float linear value; equal to `encode(Double(linear))`.
    @inline(__always)
    public static func encode(_ linear: Float) -> UInt8 {
        encodeBuckets.withUnsafeBufferPointer { encode(linear, buckets: $0) }
    }

    /// Clamps to `encodeFloor…1`; NaN becomes `encodeFloor` (code 0).
    @inline(__always)
    static func encodeClamp(_ linear: Float) -> Float {
        linear > encodeFloor ? (linear < 1 ? linear : 1) : encodeFloor
    }

    /// The hot-loop form: the caller holds the bucket table open.
    @inline(__always)
    static func encode(_ linear: Float, buckets: UnsafeBufferPointer<EncodeBucket>) -> UInt8 {
        let c = encodeClamp(linear)
        let bucket = buckets[bucketIndex(c)]
        return UInt8(truncatingIfNeeded: bucket.base &+ (c >= bucket.next ? 1 : 0))
    }

    /// Eight at once: the same clamp and bucket, with the index arithmetic in SIMD lanes; hands
    /// each lane's code to `body` (lane, code), which the callers store as they need.
    @inline(__always)
    static func forEachCode8(_ linear: SIMD8<Float>, buckets: UnsafeBufferPointer<EncodeBucket>,
                             _ body: (Int, UInt32) -> Void) {
        let floor = SIMD8<Float>(repeating: encodeFloor)
        let raised = linear.selecting(where: linear .> floor, else: floor)
        let c = raised.selecting(where: raised .< 1, else: SIMD8(repeating: 1))
        let bits = unsafeBitCast(c, to: SIMD8<UInt32>.self)
        let index = (bits &- encodeFloor.bitPattern) &>> bucketShift
        @inline(__always) func lane(_ j: Int) {
            let bucket = buckets[Int(index[j])]
            body(j, bucket.base &+ (c[j] >= bucket.next ? 1 : 0))
        }
        lane(0)
        lane(1)
        lane(2)
        lane(3)
        lane(4)
        lane(5)
        lane(6)
        lane(7)
    }

    /// `forEachCode8` into one channel of eight RGBA pixels from `q`.
    @inline(__always)
    static func encode8(_ linear: SIMD8<Float>, buckets: UnsafeBufferPointer<EncodeBucket>,
                        into q: UnsafeMutablePointer<UInt8>) {
        forEachCode8(linear, buckets: buckets) { j, code in q[4 &* j] = UInt8(truncatingIfNeeded: code) }
    }

    /// `encode8` into `copies` (2 or 3) neighbouring channels of each pixel: each lane encoded
    /// once for channels known to be alike.
    @inline(__always)
    static func encode8(_ linear: SIMD8<Float>, buckets: UnsafeBufferPointer<EncodeBucket>,
                        into q: UnsafeMutablePointer<UInt8>, copies: Int) {
        forEachCode8(linear, buckets: buckets) { j, code in
            let v = UInt8(truncatingIfNeeded: code)
            q[4 &* j] = v
            q[4 &* j &+ 1] = v
            if copies == 3 { q[4 &* j &+ 2] = v }
        }
    }

    /// `encode8` into packed words: each lane's code times `times` (a channel's place, or the
    /// places of alike channels at once), stored, or or-ed into what is there with `adding`.
    @inline(__always)
    static func encodePacked8(_ linear: SIMD8<Float>, buckets: UnsafeBufferPointer<EncodeBucket>,
                              into q: UnsafeMutablePointer<UInt32>, times: UInt32, adding: Bool = false) {
        forEachCode8(linear, buckets: buckets) { j, code in
            let v = code &* times
            q[j] = adding ? q[j] | v : v
        }
    }
}

/// One encode bucket: see `SRGB.encodeBuckets`.
struct EncodeBucket: Sendable {
    var next: Float
    var base: UInt32
}
