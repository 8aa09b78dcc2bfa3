extension ColourCounts {
    /// The plain version the tests compare `ColourCounts` with: a dictionary from colour to count.
    static func reference(_ list: [UInt32]) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        for colour in list { counts[colour, default: 0] += 1 }
        return counts
    }
}
