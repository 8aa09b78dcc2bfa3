/// The indices in either of two lists, once each, ascending: what `Set(a).union(b).sorted()`
/// gives, by merging. The rules that find photo detail list window indices in scan order, so
/// the merge is one pass where hashing every index and sorting the set cost a dozen times more.
/// `IndexUnion+Reference` holds the set version the tests compare it with.
enum IndexUnion {
    static func of(_ a: [Int], _ b: [Int]) -> [Int] {
        // Lists out of order are sorted first: the merge then holds for any input.
        let a = isAscending(a) ? a : a.sorted(), b = isAscending(b) ? b : b.sorted()
        var merged: [Int] = []
        merged.reserveCapacity(a.count &+ b.count)
        var j = 0, k = 0
        while j < a.count || k < b.count {
            let next: Int
            if k == b.count || (j < a.count && a[j] <= b[k]) {
                next = a[j]
                j &+= 1
            } else {
                next = b[k]
                k &+= 1
            }
            if merged.last != next { merged.append(next) }
        }
        return merged
    }

    /// Whether each index is at least the one before.
    private static func isAscending(_ list: [Int]) -> Bool {
        zip(list, list.dropFirst()).allSatisfy { $0 <= $1 }
    }
}
