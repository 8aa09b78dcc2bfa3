/// The distinct colours of a ring, each with how many ring pixels have it and which ones.
///
/// Rings repeat colours a lot (flat fills, gradients, the background behind anti-aliased edges),
/// so each variant transforms and measures only the distinct colours, and the percentiles are
/// taken with each colour weighted by its count. Built once per region.
struct RingColours: Sendable {
    /// Distinct keys in order of first appearance: `0xRRGGBB`, plus `mediaFlag` for a ring
    /// pixel inside a media rectangle (Smart Invert leaves those alone, so they are told apart).
    var keys: [UInt32] = []
    /// `start[c + 1] - start[c]` ring pixels have colour `c`: key `c`, or group `c` of a
    /// grouped ring (`grouped(bySeen:)`).
    var start: [Int32] = []
    /// `members[keyStart[k] ..< keyStart[k + 1]]` are the ring positions of key `k`, ascending.
    /// The same array as `start` unless the ring is grouped.
    var keyStart: [Int32] = []
    var members: [Int32] = []
    /// The key of each ring position (the inverse of `members`).
    var colourOf: [Int32] = []
    /// Per key, its group; nil unless the ring is grouped.
    var groupOf: [Int32]?
    /// `groupKeys[groupKeyStart[g] ..< groupKeyStart[g + 1]]` are the keys of group `g`,
    /// ascending; empty unless the ring is grouped.
    var groupKeys: [Int32] = []
    var groupKeyStart: [Int32] = []

    static let mediaFlag: UInt32 = 1 << 24

    var count: Int { keys.count }

    /// How many ring pixels have colour `c`.
    @inline(__always) func weight(_ c: Int) -> Int { Int(start[c + 1] &- start[c]) }

    /// - Parameters:
    ///   - colours: the ring colours, packed `0xRRGGBB`.
    ///   - inMedia: per ring pixel, whether it lies in a media rectangle; nil when none does.
    init(_ colours: [UInt32], inMedia: [Bool]?) {
        let n = colours.count
        guard n > 0 else {
            start = [0]
            keyStart = start
            return
        }
        if let key = ColourNumbering.onlyKey(colours, inMedia: inMedia, flag: Self.mediaFlag) {
            // One colour, as behind most labels: every position is its member, in order.
            keys = [key]
            start = [0, Int32(truncatingIfNeeded: n)]
            members = ColourNumbering.positions(n)
            colourOf = [Int32](repeating: 0, count: n)
            keyStart = start
            return
        }
        let numbered = ColourNumbering.number(colours, inMedia: inMedia, flag: Self.mediaFlag)
        keys = numbered.keys
        colourOf = numbered.ids
        members = numbered.members
        start = numbered.start
        keyStart = numbered.start
    }
}
