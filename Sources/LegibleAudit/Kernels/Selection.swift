/// The median (lower middle element) of a non-empty array, reordering it.
func quickMedian(_ values: inout [Int32]) -> Int32 {
    let k = (values.count - 1) / 2
    return quickSelect(&values, k)
}

/// The k-th smallest element (0-based) in linear expected time, reordering the array.
func quickSelect<T: Comparable>(_ values: inout [T], _ k: Int) -> T {
    precondition(k >= 0 && k < values.count)
    var lo = 0, hi = values.count - 1
    values.withUnsafeMutableBufferPointer { v in
        while lo < hi {
            // Median of three keeps sorted and constant input linear.
            let mid = lo + (hi - lo) / 2
            if v[mid] < v[lo] { v.swapAt(mid, lo) }
            if v[hi] < v[lo] { v.swapAt(hi, lo) }
            if v[hi] < v[mid] { v.swapAt(hi, mid) }
            let pivot = v[mid]
            var i = lo, j = hi
            while i <= j {
                while v[i] < pivot { i += 1 }
                while pivot < v[j] { j -= 1 }
                if i <= j {
                    v.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { return }
        }
    }
    return values[k]
}

/// The lower median (`quickMedian`) of the squared distances of `colours` from `colour`,
/// by counting: squared distances are below 2¹⁸, so a count of their top nine bits finds the
/// median's, and a count of the low nine bits of those that share them finds the rest. Two
/// passes with no data-dependent branches, where selecting by swaps mispredicts.
func medianDistanceSquared(_ colours: [UInt32], from colour: UInt32) -> Int32 {
    let n = colours.count
    precondition(n > 0)
    let distances = UnsafeMutablePointer<Int32>.allocate(capacity: n)
    let counts = UnsafeMutablePointer<Int32>.allocate(capacity: 1024)
    defer {
        distances.deallocate()
        counts.deallocate()
    }
    counts.initialize(repeating: 0, count: 1024)
    let high = counts, low = counts + 512
    colours.withUnsafeBufferPointer { colours in
        for i in 0..<n {
            let d = colourDistanceSquared(colours[i], colour)
            distances[i] = d
            high[Int(d >> 9)] &+= 1
        }
    }
    /// The bin of `bins` holding the `k`-th smallest, and `k` within it.
    @inline(__always) func find(_ bins: UnsafeMutablePointer<Int32>, _ k: Int) -> (bin: Int, rest: Int) {
        var below = 0, bin = 0
        while below &+ Int(bins[bin]) <= k {
            below &+= Int(bins[bin])
            bin &+= 1
        }
        return (bin, k &- below)
    }
    let top = find(high, (n - 1) / 2)
    let prefix = Int32(truncatingIfNeeded: top.bin)
    for i in 0..<n {
        let d = distances[i]
        // Counted only in the median's bin: the other bins' counts are never read.
        low[Int(d & 511)] &+= d >> 9 == prefix ? 1 : 0
    }
    return prefix << 9 | Int32(truncatingIfNeeded: find(low, top.rest).bin)
}
