/// Exact 8-bit encoding of Float linear values without `pow` in the hot loop.
///
/// `encode(x) == encode(Double(x))` for every Float `x`: the output is the number of the 255
/// thresholds `t_k` (the smallest Float whose float64 encode reaches `k`) that are `<= x`.
/// The thresholds are found once by bisection over Float bit patterns. A 4096-bucket index over
/// `0…1` finds the count quickly: the curve's steepest slope is 12.92 × 255 / 4096 ≈ 0.8 codes
/// per bucket, so a bucket holds at most one threshold and one comparison finishes the job.
extension SRGB {
    /// Buckets over linear `0…1`; a power of two so `x * bucketCount` is exact.
    static let bucketCount = 4096

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

    /// Per bucket: the code value at the bucket's lower edge, and the threshold of the next
    /// code (+∞ when there is none), interleaved so one cache line serves both.
    static let encodeBuckets: [EncodeBucket] = {
        let t = thresholds
        var buckets: [EncodeBucket] = []
        buckets.reserveCapacity(bucketCount + 1)
        var code = 0
        for i in 0...bucketCount {
            let edge = Float(i) / Float(bucketCount)
            while code < 255 && t[code + 1] <= edge { code += 1 }
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

    /// The hot-loop form: the caller holds the bucket table open.
    @inline(__always)
    static func encode(_ linear: Float, buckets: UnsafeBufferPointer<EncodeBucket>) -> UInt8 {
        // max/min with 0 first also maps NaN to 0 (Swift's min/max return the non-NaN operand
        // only in some argument orders, so spell the comparison out).
        let c: Float = linear > 0 ? (linear < 1 ? linear : 1) : 0
        let bucket = buckets[Int(c * Float(bucketCount))]
        return UInt8(truncatingIfNeeded: bucket.base &+ (c >= bucket.next ? 1 : 0))
    }
}

/// One encode bucket: see `SRGB.encodeBuckets`.
struct EncodeBucket: Sendable {
    var next: Float
    var base: UInt32
}
