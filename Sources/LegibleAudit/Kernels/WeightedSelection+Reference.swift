extension WeightedSelection {
    /// The plain version of `select` then `pixel(atOffset:amongItems:_:ring:)` the tests compare
    /// them with: every ring pixel of `colours` (colour `colours[k]` of value `values[k]`)
    /// sorted by value, then position, and the one at `rank` taken.
    static func referencePixel(rank: Int, values: [UInt32], colours: [Int32], ring: RingColours) -> Pixel {
        var valueOf: [Int32: UInt32] = [:]
        for (k, c) in colours.enumerated() { valueOf[c] = values[k] }
        let pixels = ring.colourOf.indices.filter { valueOf[ring.colourOf[$0]] != nil }
            .sorted { a, b in
                let va = valueOf[ring.colourOf[a]] ?? 0, vb = valueOf[ring.colourOf[b]] ?? 0
                return va != vb ? va < vb : a < b
            }
        return Pixel(position: pixels[rank], colour: Int(ring.colourOf[pixels[rank]]))
    }
}
