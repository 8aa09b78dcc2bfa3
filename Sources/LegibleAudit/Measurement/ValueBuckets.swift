/// Colours' ring-pixel weights spread over equal slices of their value range: at most 4096, and
/// about a quarter as many as there are colours (at least 64). A round only has to narrow the
/// colours: clearing and scanning more slices (and their cache lines) costs more than the next
/// round over the few colours of one slice.
///
/// Each slice also chains its members (`head`, `next`), built in the same pass: the members of
/// the slice holding a rank are then found without another pass over every colour.
struct ValueBuckets: Sendable {
    let lo: UInt32
    let shift: UInt32
    let weights: [Int]
    /// Per slice, its last member (index into the values), or -1.
    private let head: [Int32]
    /// Per value, the member of its slice before it, or -1.
    private let next: [Int32]

    /// The slicing of the values `lo...hi` for `count` of them: the shift that makes each slice,
    /// and how many slices; nil when `lo == hi` (nothing left to narrow).
    static func layout(lo: UInt32, hi: UInt32, count: Int) -> (shift: UInt32, slices: Int)? {
        guard lo < hi else { return nil }
        let limit = UInt32(min(4096, max(64, count / 4)))
        var shift: UInt32 = 0
        while (hi &- lo) >> shift >= limit { shift &+= 1 }
        return (shift, Int((hi &- lo) >> shift) + 1)
    }

    /// Adds value `k` (`value`, `weight` pixels) to its slice.
    @inline(__always)
    static func add(_ k: Int, value: UInt32, weight: Int, lo: UInt32, shift: UInt32, weights: UnsafeMutablePointer<Int>,
                    head: UnsafeMutablePointer<Int32>, next: UnsafeMutablePointer<Int32>) {
        let s = Int(truncatingIfNeeded: (value &- lo) &>> shift)  // shift < 32: no overshift check
        weights[s] &+= weight
        next[k] = head[s]
        head[s] = Int32(truncatingIfNeeded: k)
    }

    /// Nil when every value is the same: nothing left to narrow.
    /// - Parameters:
    ///   - colours: the colour of each value; nil when value `k` is colour `k`'s.
    ///   - range: the values' smallest and largest, when the caller knows them.
    init?(values: [UInt32], colours: [Int32]?, ring: RingColours, range: (lo: UInt32, hi: UInt32)? = nil) {
        var lo = UInt32.max, hi: UInt32 = 0
        if let range {
            (lo, hi) = range
        } else {
            for value in values {
                lo = min(lo, value)
                hi = max(hi, value)
            }
        }
        guard let (shift, slices) = Self.layout(lo: lo, hi: hi, count: values.count) else { return nil }
        self.lo = lo
        self.shift = shift
        let n = values.count
        var head = [Int32](repeating: -1, count: slices)
        var next: [Int32] = []
        var weights = [Int](repeating: 0, count: slices)
        next = [Int32](unsafeUninitializedCapacity: n) { next, done in
            head.withUnsafeMutableBufferPointer { head in
                weights.withUnsafeMutableBufferPointer { w in
                    values.withUnsafeBufferPointer { values in
                        ring.start.withUnsafeBufferPointer { start in
                            @inline(__always) func chain(colour: (Int) -> Int) {
                                for k in 0..<n {
                                    let c = colour(k)
                                    Self.add(k, value: values[k], weight: Int(start[c &+ 1] &- start[c]), lo: lo, shift: shift,
                                             weights: w.baseAddress!, head: head.baseAddress!, next: next.baseAddress!)
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
            }
            done = n
        }
        self.weights = weights
        self.head = head
        self.next = next
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

    /// The values and colours that fall in `bucket` (in no particular order).
    func members(of bucket: Int, values: [UInt32], colours: [Int32]?) -> (values: [UInt32], colours: [Int32]) {
        var keptValues: [UInt32] = [], keptColours: [Int32] = []
        var k = head[bucket]
        while k >= 0 {
            keptValues.append(values[Int(k)])
            keptColours.append(colours?[Int(k)] ?? k)
            k = next[Int(k)]
        }
        return (keptValues, keptColours)
    }
}
