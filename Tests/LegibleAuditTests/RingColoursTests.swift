import Testing
@testable import LegibleAudit

/// `RingColours` against a dictionary built the obvious way: same keys in order of first
/// appearance, same counts, members and inverse, with and without media flags.
struct RingColoursTests {
    /// The obvious construction: a dictionary from key to number, positions appended in order.
    static func reference(_ colours: [UInt32], inMedia: [Bool]?) -> (keys: [UInt32], members: [[Int32]], colourOf: [Int32]) {
        var number: [UInt32: Int] = [:], keys: [UInt32] = [], members: [[Int32]] = [], colourOf: [Int32] = []
        for (i, colour) in colours.enumerated() {
            let key = colour | (inMedia?[i] == true ? RingColours.mediaFlag : 0)
            let c = number[key] ?? {
                number[key] = keys.count
                keys.append(key)
                members.append([])
                return keys.count - 1
            }()
            members[c].append(Int32(i))
            colourOf.append(Int32(c))
        }
        return (keys, members, colourOf)
    }

    @Test(arguments: [
        (count: 0, palette: 1, seed: UInt64(1)), (count: 1, palette: 1, seed: 2), (count: 500, palette: 1, seed: 3),
        (count: 3000, palette: 40, seed: 4), (count: 5000, palette: 5000, seed: 5), (count: 40000, palette: 30000, seed: 6),
        (count: 20000, palette: 200, seed: 7),
    ])
    func matchesDictionary(count: Int, palette: Int, seed: UInt64) {
        // Runs of one colour, as rings have, alongside scattered ones.
        let scattered = RingStatisticsTests.ring(count: count, palette: palette, seed: seed)
        check(scattered.indices.map { i in i % 7 < 3 ? scattered[i - i % 7] : scattered[i] }, seed: seed)
    }

    /// One colour but for one pixel, inside, at the edges of and past the blocks of 64 the
    /// one-colour test reads at a time.
    @Test(arguments: [0, 1, 63, 64, 65, 127, 128, 199])
    func oneOtherPixel(at place: Int) {
        var colours = [UInt32](repeating: 0x33_4455, count: 200)
        colours[place] = 0x33_4456
        check(colours, seed: 9)
        check(Array(colours[0...place]), seed: 10)
    }

    func check(_ colours: [UInt32], seed: UInt64) {
        let count = colours.count
        let media = RingStatisticsTests.ring(count: count, palette: 2, seed: seed &+ 100).map { $0 & 1 == 0 }
        // All in media (one key when one colour), and media on one pixel only (two keys).
        let allMedia = [Bool](repeating: true, count: count), oneMedia = (0..<count).map { $0 == count / 2 }
        for inMedia in [nil, media, allMedia, oneMedia] {
            let ring = RingColours(colours, inMedia: inMedia)
            let expected = Self.reference(colours, inMedia: inMedia)
            #expect(ring.keys == expected.keys)
            #expect(ring.colourOf == expected.colourOf)
            #expect(ring.start.count == expected.keys.count + 1)
            #expect(ring.members.count == count)
            for c in expected.keys.indices {
                #expect(Array(ring.members[Int(ring.start[c])..<Int(ring.start[c + 1])]) == expected.members[c])
                #expect(ring.weight(c) == expected.members[c].count)
            }
        }
    }
}
