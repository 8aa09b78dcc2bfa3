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
