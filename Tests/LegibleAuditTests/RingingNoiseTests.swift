import Testing
@testable import LegibleAudit

/// `RingingNoise` (eight colours a step) against its plain version (each pair's luma levels or
/// distance): pairs equal, a little apart and far apart, by luma and by distance, lengths not a
/// multiple of eight.
struct RingingNoiseTests {
    @Test(arguments: [(count: 0, seed: UInt64(101)), (count: 5, seed: 102), (count: 8, seed: 103), (count: 77, seed: 104),
                      (count: 1500, seed: 105)])
    func matchesEachPairsTest(count: Int, seed: UInt64) {
        var random = SeededRandom(state: seed)
        let colours = (0..<count).map { _ in UInt32(random.next(1 << 24)) }
        // Each colour before smoothing: the same, nudged by up to 20 levels a channel, or any.
        let before = colours.map { c -> UInt32 in
            switch random.next(3) {
            case 0: return c
            case 1:
                let nudge = { (v: UInt32) -> UInt32 in UInt32(max(0, min(255, Int(v) + random.next(41) - 20))) }
                return nudge(c >> 16 & 0xFF) << 16 | nudge(c >> 8 & 0xFF) << 8 | nudge(c & 0xFF)
            default: return UInt32(random.next(1 << 24))
            }
        }
        for noise in [RingingNoise(byLuma: true, lumaLevels: 9, floor: 0), RingingNoise(byLuma: false, lumaLevels: 0, floor: 24 * 24),
                      RingingNoise(byLuma: true, lumaLevels: 0, floor: 0), RingingNoise(byLuma: false, lumaLevels: 0, floor: 0)] {
            var found: [Int] = []
            colours.withUnsafeBufferPointer { c in before.withUnsafeBufferPointer { b in noise.forEach(c, before: b) { found.append($0) } } }
            #expect(found == noise.reference(colours, before: before), "by luma \(noise.byLuma)")
        }
    }
}
