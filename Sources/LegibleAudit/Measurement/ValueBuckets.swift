/// Colours' ring-pixel weights spread over equal slices of their value range: at most 4096, and
/// about twice as many as there are colours, so that few colours never pay for clearing and
/// scanning thousands of empty slices.
struct ValueBuckets: Sendable {
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
        let limit = UInt32(min(4096, max(64, 2 * values.count)))
        var shift: UInt32 = 0
        while (hi &- lo) >> shift >= limit { shift &+= 1 }
        self.lo = lo
        self.shift = shift
        weights = [Int](unsafeUninitializedCapacity: Int((hi &- lo) >> shift) + 1) { w, done in
            w.initialize(repeating: 0)
            values.withUnsafeBufferPointer { values in
                colours.withUnsafeBufferPointer { colours in
                    ring.start.withUnsafeBufferPointer { start in
                        for k in 0..<values.count {
                            let c = Int(colours[k])
                            w[Int(truncatingIfNeeded: (values[k] &- lo) >> shift)] &+= Int(start[c &+ 1] &- start[c])
                        }
                    }
                }
            }
            done = w.count
        }
    }

    /// The bucket holding the pixel at `rank`, and how many pixels lie in lower buckets.
    func bucket(holding rank: Int) -> (bucket: Int, below: Int) {
        weights.withUnsafeBufferPointer { weights in
            var below = 0, chosen = 0
            while below &+ weights[chosen] <= rank {
                below &+= weights[chosen]
                chosen &+= 1
            }
            return (chosen, below)
        }
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
