/// The distinct colours of a ring, each with how many ring pixels have it and which ones.
///
/// Rings repeat colours a lot (flat fills, gradients, the background behind anti-aliased edges),
/// so each variant transforms and measures only the distinct colours, and the percentiles are
/// taken with each colour weighted by its count. Built once per region.
struct RingColours: Sendable {
    /// Distinct keys in order of first appearance: `0xRRGGBB`, plus `mediaFlag` for a ring
    /// pixel inside a media rectangle (Smart Invert leaves those alone, so they are told apart).
    var keys: [UInt32] = []
    /// `members[start[c] ..< start[c + 1]]` are the ring positions of key `c`, ascending.
    var start: [Int32] = []
    var members: [Int32] = []
    /// The key of each ring position (the inverse of `members`).
    var colourOf: [Int32] = []

    static let mediaFlag: UInt32 = 1 << 24

    var count: Int { keys.count }

    /// How many ring pixels have key `c`.
    @inline(__always) func weight(_ c: Int) -> Int { Int(start[c + 1] &- start[c]) }

    /// - Parameters:
    ///   - colours: the ring colours, packed `0xRRGGBB`.
    ///   - inMedia: per ring pixel, whether it lies in a media rectangle; nil when none does.
    init(_ colours: [UInt32], inMedia: [Bool]?) {
        let n = colours.count
        var bits = 6
        while bits < 24 && (1 << bits) < 2 * n { bits += 1 }
        let mask = (1 << bits) - 1
        let shift = UInt32(32 - bits)
        var table = [UInt32](repeating: .max, count: 1 << bits)
        var slots = [Int32](repeating: 0, count: 1 << bits)
        var ids = [Int32](repeating: 0, count: n)
        var counts: [Int32] = []
        colours.withUnsafeBufferPointer { c in
            table.withUnsafeMutableBufferPointer { t in
                slots.withUnsafeMutableBufferPointer { s in
                    ids.withUnsafeMutableBufferPointer { id in
                        var last: UInt32 = .max, lastID: Int32 = 0
                        for i in 0..<n {
                            var key = c[i]
                            if let inMedia, inMedia[i] { key |= Self.mediaFlag }
                            // Neighbouring ring pixels usually share a colour: skip the probe.
                            if key == last { id[i] = lastID; counts[Int(lastID)] &+= 1; continue }
                            var slot = Int((key &* 2_654_435_761) >> shift) & mask
                            while t[slot] != .max && t[slot] != key { slot = (slot &+ 1) & mask }
                            if t[slot] == .max {
                                t[slot] = key
                                s[slot] = Int32(truncatingIfNeeded: keys.count)
                                keys.append(key)
                                counts.append(0)
                            }
                            last = key
                            lastID = s[slot]
                            id[i] = lastID
                            counts[Int(lastID)] &+= 1
                        }
                    }
                }
            }
        }
        colourOf = ids
        // Counting sort of the ring positions by key: stable, so each key's positions ascend.
        let m = keys.count
        start = [Int32](repeating: 0, count: m + 1)
        for c in 0..<m { start[c + 1] = start[c] &+ counts[c] }
        var next = Array(start.prefix(m))
        members = [Int32](repeating: 0, count: n)
        for i in 0..<n {
            let c = Int(ids[i])
            members[Int(next[c])] = Int32(truncatingIfNeeded: i)
            next[c] &+= 1
        }
    }
}
