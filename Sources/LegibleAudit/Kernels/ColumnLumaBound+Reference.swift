extension ColumnLumaBound {
    /// The plain version the tests compare `forEach` with: every index of `range` whose pixel
    /// `passes` in its column and is not `skipped`, ascending.
    func reference(in pixels: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, skipping skipped: [Bool]) -> [Int] {
        range.filter { passes(pixels[$0], column: $0 % bounds.count) && !skipped[$0] }
    }
}
