extension RingingNoise {
    /// The plain version the tests compare `forEach` with: each position whose colours are
    /// `beyond` the noise, one at a time.
    func reference(_ colours: [UInt32], before: [UInt32]) -> [Int] {
        colours.indices.filter { beyond(before[$0], colours[$0]) }
    }
}
