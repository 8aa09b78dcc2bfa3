extension FlatColours {
    /// The plain version of `isFlat` the tests compare it with: the majority vote colour by
    /// colour, the exact count, then the near count, stopping once it cannot reach the share.
    static func referenceIsFlat(_ colours: [UInt32], share: Double, within: Int32) -> Bool {
        guard !colours.isEmpty else { return false }
        let leader = referenceMajority(colours)
        let least = Int((share * Double(colours.count)).rounded(.up))
        guard colours.filter({ $0 == leader }).count < least else { return true }
        var near = 0, left = colours.count
        for c in colours {
            left -= 1
            if colourDistanceSquared(c, leader) <= within { near += 1 }
            if near + left < least { return false }
        }
        return near >= least
    }

    /// The plain Boyer–Moore majority vote `majority` is compared with: a colour holding more
    /// than half of `colours` wins it; otherwise the colour left leading.
    static func referenceMajority(_ colours: [UInt32]) -> UInt32 {
        var leader: UInt32 = 0, lead = 0
        for c in colours {
            if lead == 0 { leader = c }
            lead += c == leader ? 1 : -1
        }
        return leader
    }
}
