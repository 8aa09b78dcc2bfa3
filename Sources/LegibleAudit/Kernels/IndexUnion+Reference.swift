extension IndexUnion {
    /// The plain version the tests compare `of` with: a set of both lists, sorted.
    static func reference(_ a: [Int], _ b: [Int]) -> [Int] {
        Array(Set(a).union(b)).sorted()
    }
}
