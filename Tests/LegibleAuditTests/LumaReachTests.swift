import Testing
@testable import LegibleAudit

/// `LumaReach` (eight lanes a step) against its plain version (each pixel's luma and distance):
/// both directions, with and without the distance test, ranges not a multiple of eight, and a
/// stop after the first few.
struct LumaReachTests {
    @Test(arguments: [(count: 0, seed: UInt64(61)), (count: 7, seed: 62), (count: 8, seed: 63), (count: 61, seed: 64),
                      (count: 1000, seed: 65)])
    func matchesEachPixelsTest(count: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        // Greys and colours around a mid-grey text, with stray high bytes that no test reads.
        let pixels = (0..<count).map { _ -> UInt32 in
            let stray: UInt32 = random.next(2) == 0 ? 0 : 0xFF00_0000
            return stray | (random.next(3) == 0 ? UInt32(random.next(256)) * 0x01_01_01 : UInt32(random.next(1 << 24)))
        }
        let text: UInt32 = 0x80_80_80
        pixels.withUnsafeBufferPointer { p in
            for direction in [1, -1] {
                for (bound, far): (Int32, Int32) in [(1_275_000, -1), (600_000, 400), (2_550_000, 0), (0, 3 * 255 * 255)] {
                    let reach = LumaReach(bound: bound, direction: direction, text: text, fartherThan: far)
                    for range in [0..<count, (count / 3)..<count] {
                        var found: [Int] = []
                        reach.forEach(in: p, range) { found.append($0); return true }
                        let plain = reach.reference(in: p, range)
                        #expect(found == plain, "direction \(direction), bound \(bound), farther than \(far)")
                        var first: [Int] = []
                        reach.forEach(in: p, range) { first.append($0); return first.count < 3 }
                        #expect(first == Array(plain.prefix(3)))
                    }
                }
            }
        }
    }

    /// `InkLevels`' passes pick what its per-colour tests pick.
    @Test(arguments: [(text: UInt32(0xFFFFFF), seed: UInt64(71)), (0x101010, 72), (0xF0C040, 73)])
    func inkLevelsPassesMatchTheirTests(text: UInt32, seed: UInt64) throws {
        var random = SeededRandom(state: seed)
        let ring = (0..<400).map { _ in UInt32(0x40 + random.next(40)) * 0x01_01_01 }
        let frame = (0..<100).map { _ in UInt32(0x50 + random.next(20)) * 0x01_01_01 }
        let levels = try #require(InkLevels(ring: ring, frame: frame, text: text))
        let pixels = (0..<700).map { _ in UInt32(random.next(1 << 24)) }
        pixels.withUnsafeBufferPointer { p in
            var ink: [Int] = [], outstanding: [Int] = []
            levels.ink.forEach(in: p, 0..<p.count) { ink.append($0); return true }
            levels.outstanding(fartherThan: 900, from: text).forEach(in: p, 0..<p.count) { outstanding.append($0); return true }
            #expect(ink == p.indices.filter { levels.isInk(p[$0]) })
            #expect(outstanding == p.indices.filter { levels.standsOut(p[$0]) && colourDistanceSquared(p[$0], text) > 900 })
        }
    }
}
