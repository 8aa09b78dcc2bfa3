extension RingColours {
    /// The ring with its keys merged where a variant sees them as one colour: each group weighs
    /// as much as its keys together, numbered in order of first appearance, with `seen` its
    /// colour. Pixels of one group have one value, so ranks fall on the same pixels (ties go by
    /// ring position either way), and the variant measures each colour it sees once.
    ///
    /// Only greys, as monochromacy sees every colour (a photo's thousands become a few
    /// hundred), and colours of red equal to green, as Viénot's protanopia and deuteranopia see
    /// them (about a third as many): they merge through a table indexed by the grey, or by
    /// green and blue, at a few instructions a key. Hashing other colours cost more than
    /// measuring them.
    ///
    /// - Parameter pairs: the table for colours of red equal to green, when the caller shares
    ///   one between calls (the variants of a region); else one is made for the call.
    /// - Returns: nil when the seen colours are not of those kinds, or none merge.
    func grouped(bySeen seen: [UInt32], pairs: PairTable? = nil) -> (ring: RingColours, seen: [UInt32])? {
        let m = seen.count
        guard m > 1, groupOf == nil, let mask = Self.sharedChannels(seen) else { return nil }
        if mask > 0xFF && m < Self.pairedMinimum { return nil }
        // Held here for as long as its entries are used.
        let pairTable = mask == 0xFF ? nil : pairs ?? PairTable()
        let (found, groupOf) = ColourNumbering.numberGroups(seen, pairs: pairTable)
        let distinct = found.count
        guard distinct < m else { return nil }
        var ring = self
        let sorted = ColourNumbering.sortKeys(groupOf: groupOf, groups: distinct, keyStart: keyStart)
        ring.groupKeys = sorted.groupKeys
        ring.groupKeyStart = sorted.groupKeyStart
        ring.start = sorted.start
        ring.groupOf = groupOf
        return (ring, found)
    }

    /// The keys of `colours` (groups of a grouped ring, else keys themselves).
    func keys(of colours: [Int32]) -> [Int32] {
        guard groupOf != nil else { return colours }
        if colours.count == 1 {
            let g = Int(colours[0])
            return Array(groupKeys[Int(groupKeyStart[g])..<Int(groupKeyStart[g &+ 1])])
        }
        return colours.flatMap { g in groupKeys[Int(groupKeyStart[Int(g)])..<Int(groupKeyStart[Int(g) &+ 1])] }
    }

    /// The colour (group, or key itself) that key `k` belongs to.
    @inline(__always) func colour(ofKey k: Int) -> Int {
        if let groupOf { return Int(groupOf[k]) }
        return k
    }

    /// Below this many keys, colours of red equal to green are not merged: their table's
    /// allocation would cost more than it saves.
    static let pairedMinimum = 256

    /// The bits that tell the seen colours apart: `0xFF` when all are greys (`0xVVVVVV`),
    /// `0xFFFF` when all have red equal to green; nil otherwise (stops within 64 colours of
    /// the first such: the test runs per block of 64, whose ors the compiler vectorises).
    static func sharedChannels(_ seen: [UInt32]) -> UInt32? { ColourNumbering.sharedChannels(seen) }

    /// The table that merges colours of red equal to green, shared by the variants of a region.
    typealias PairTable = ColourNumbering.PairTable
}
