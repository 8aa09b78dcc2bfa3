/// Colours' ring-pixel weights spread over at most 4096 equal slices of their value range.
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
        var shift: UInt32 = 0
        while (hi &- lo) >> shift >= 4096 { shift &+= 1 }
        var weights = [Int](repeating: 0, count: Int((hi &- lo) >> shift) + 1)
        weights.withUnsafeMutableBufferPointer { w in
            ring.start.withUnsafeBufferPointer { start in
                for k in 0..<values.count {
                    let c = Int(colours[k])
                    w[Int(truncatingIfNeeded: (values[k] &- lo) >> shift)] &+= Int(start[c &+ 1] &- start[c])
                }
            }
        }
        self.lo = lo
        self.shift = shift
        self.weights = weights
    }

    /// The bucket holding the pixel at `rank`, and how many pixels lie in lower buckets.
    func bucket(holding rank: Int) -> (bucket: Int, below: Int) {
        var below = 0, chosen = 0
        while below + weights[chosen] <= rank {
            below += weights[chosen]
            chosen += 1
        }
        return (chosen, below)
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
